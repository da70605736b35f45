// PUT /tournaments/{id}/sections/{section}: one section saved on its own. Field errors come back as
// formFieldErrors, which the form shows at its fields (no banner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import type { TournamentSection } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, storeTournament } from './tournament-admin-keys.js';

export function saveSection(id: string, section: TournamentSection, body: unknown) {
  return api.put(apiPaths.tournamentSection.build({ id, section }), body, { schema: AdminTournamentSchema });
}

export function useSaveSection(id: string, section: TournamentSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveSection(id, section, body),
    onSuccess: (tournament) => storeTournament(queryClient, tournament),
  });
}
