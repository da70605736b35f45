// GET /matches/{tournamentId}/my-match: the viewer's current or next match with what they may do now (null when
// none). Lives under the tournament's key namespace, so live updates of the tournament refresh it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyMatchSchema, type MatchDetail } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function getMyMatch(tournamentId: string, signal?: AbortSignal): Promise<MatchDetail | null> {
  // Shown inside other screens: a failure leaves the card out rather than raising a banner.
  return api.get(apiPaths.myMatch.build({ tournamentId }), { schema: MyMatchSchema, signal, banner: false });
}

export const myMatchQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKey.myMatch(tournamentId),
    queryFn: ({ signal }) => getMyMatch(tournamentId, signal),
    // Round windows open and close on time; a minute keeps the card right when no live update arrives.
    refetchInterval: 60_000,
  });

export function useMyMatch(tournamentId: string, enabled = true) {
  return useQuery({ ...myMatchQueryOptions(tournamentId), enabled });
}
