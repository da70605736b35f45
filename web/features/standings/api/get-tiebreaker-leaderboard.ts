// GET /matches/{tournamentId}/tiebreaker-leaderboard: the tournament standings with their tie-break columns.
// In the tournament's query-key namespace, so live updates refetch it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StandingsSchema, type StandingsView } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function getTiebreakerLeaderboard(tournamentId: string, signal?: AbortSignal): Promise<StandingsView> {
  return api.get(apiPaths.tiebreakerLeaderboard.build({ tournamentId }), {
    schema: StandingsSchema,
    signal,
    banner: false,
  });
}

export const tiebreakerLeaderboardQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKey.standings(tournamentId),
    queryFn: ({ signal }) => getTiebreakerLeaderboard(tournamentId, signal),
    retry: false,
  });

export function useTiebreakerLeaderboard(tournamentId: string, enabled = true) {
  return useQuery({ ...tiebreakerLeaderboardQueryOptions(tournamentId), enabled });
}
