// GET /leaderboards/{id}: one leaderboard as the viewer may see it (the organizers get its `admin` part).
// A draft or private one the viewer may not see answers 404, which the pages show themselves.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LeaderboardDetailShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { leaderboardKeys } from './leaderboard-keys.js';

export function getLeaderboard(id: string, signal?: AbortSignal) {
  return api.get(apiPaths.leaderboard.build({ id }), { schema: LeaderboardDetailShape, signal, banner: false });
}

export const leaderboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leaderboardKeys.detail(id),
    queryFn: ({ signal }) => getLeaderboard(id, signal),
    // A missing leaderboard stays missing; retrying only delays the answer.
    retry: false,
  });

export function useLeaderboard(id: string) {
  return useQuery(leaderboardQueryOptions(id));
}
