// POST /matches/{tournamentId}/rounds/{round}/skip (SPEC §4): only within the skipping window, after the minimum
// played time, once the round's scores are resolved; each refusal is its catalogue code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function skipRound(tournamentId: string, round: number): Promise<unknown> {
  return api.post(apiPaths.skipRound.build({ tournamentId, round }), {}, { banner: false });
}

export function useSkipRound(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (round: number) => skipRound(tournamentId, round),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
