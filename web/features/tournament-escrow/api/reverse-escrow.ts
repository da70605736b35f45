// DELETE /tournaments/{id}/escrow: the platform sends the escrowed UOS and Uniqs back and the prize pool is reset.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { refreshAfterEscrowChange } from './escrow-keys.js';

export function reverseEscrow(tournamentId: string): Promise<TournamentView> {
  return api.request(apiPaths.tournamentEscrow.build({ id: tournamentId }), {
    method: 'DELETE',
    schema: TournamentSchema,
    banner: false,
  });
}

export function useReverseEscrow(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reverseEscrow(tournamentId),
    onSettled: () => refreshAfterEscrowChange(queryClient, tournamentId),
  });
}
