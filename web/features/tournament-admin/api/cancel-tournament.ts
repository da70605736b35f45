// POST /tournaments/{id}/cancel: the organizer calls the tournament off (its escrow, if any, is returned).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, storeTournament } from './tournament-admin-keys.js';

export function cancelTournament(id: string) {
  return api.request(apiPaths.tournamentCancel.build({ id }), { method: 'POST', schema: AdminTournamentSchema });
}

export function useCancelTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTournament(id),
    onSuccess: (tournament) => storeTournament(queryClient, tournament),
  });
}
