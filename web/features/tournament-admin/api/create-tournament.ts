// POST /tournaments {disciplineCode, name}: the wizard's DRAFT tournament.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import type { CreateTournamentBody } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, storeTournament } from './tournament-admin-keys.js';

export function createTournament(body: CreateTournamentBody) {
  return api.post(apiPaths.tournaments.build(), body, { schema: AdminTournamentSchema });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (tournament) => storeTournament(queryClient, tournament),
  });
}
