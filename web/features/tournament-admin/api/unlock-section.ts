// DELETE /tournaments/{id}/sections/{section}: "unlock" — erases the section and those that depend on it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import type { TournamentSection } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, storeTournament } from './tournament-admin-keys.js';

export function unlockSection(id: string, section: TournamentSection) {
  return api.request(apiPaths.tournamentSection.build({ id, section }), {
    method: 'DELETE',
    schema: AdminTournamentSchema,
  });
}

export function useUnlockSection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: TournamentSection) => unlockSection(id, section),
    onSuccess: (tournament) => storeTournament(queryClient, tournament),
  });
}
