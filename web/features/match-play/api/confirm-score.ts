// POST /matches/{tournamentId}/{matchId}/confirm: the opponent agrees with the reported score.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';

export function confirmScore(tournamentId: string, matchId: string): Promise<unknown> {
  return api.post(apiPaths.confirmScore.build({ tournamentId, matchId }), {});
}

export function useConfirmScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => confirmScore(tournamentId, matchId),
    // Accepted or refused, the card shows the match and the viewer's state as they are now (a refusal means
    // the page was out of date), awaited so the card never shows one without the other.
    onSettled: () => invalidateTournament(queryClient, tournamentId),
  });
}
