// POST /matches/{tournamentId}/{matchId}/result: the organizer sets a result: resolves a dispute or a missing
// score, forfeits a side, or amends a completed result (the engine recomputes what follows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetResultBody } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function setMatchResult(tournamentId: string, matchId: string, body: SetResultBody): Promise<unknown> {
  return api.post(apiPaths.matchResult.build({ tournamentId, matchId }), body, { banner: false });
}

export function useSetMatchResult(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: SetResultBody }) =>
      setMatchResult(tournamentId, matchId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
