// POST /matches/{tournamentId}/{matchId}/confirm: the opponent agrees with the reported score.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function confirmScore(tournamentId: string, matchId: string): Promise<unknown> {
  return api.post(apiPaths.confirmScore.build({ tournamentId, matchId }), {});
}

export function useConfirmScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => confirmScore(tournamentId, matchId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
