// GET /tournaments/stats/user/{userId}: totals and per-game numbers for a profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserStatsSchema, type UserStats } from '../../../../src/contract/stats.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function getUserStats(userId: string, signal?: AbortSignal): Promise<UserStats> {
  return api.get(apiPaths.userStats.build({ userId }), { schema: UserStatsSchema, signal, banner: false });
}

export const userStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['stats', 'user', userId],
    queryFn: ({ signal }) => getUserStats(userId, signal),
    staleTime: 60_000,
  });

export function useUserStats(userId: string) {
  return useQuery(userStatsQueryOptions(userId));
}
