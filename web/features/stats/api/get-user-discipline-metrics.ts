// GET /tournaments/stats/user/{userId}/metrics/{disciplineCode}: results over time in one game.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserDisciplineMetricsSchema, type UserDisciplineMetrics } from '../../../../src/contract/stats.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function getUserDisciplineMetrics(
  userId: string,
  disciplineCode: string,
  signal?: AbortSignal,
): Promise<UserDisciplineMetrics> {
  return api.get(apiPaths.userDisciplineMetrics.build({ userId, disciplineCode }), {
    schema: UserDisciplineMetricsSchema,
    signal,
    banner: false,
  });
}

export const userDisciplineMetricsQueryOptions = (userId: string, disciplineCode: string) =>
  queryOptions({
    queryKey: ['stats', 'user', userId, 'metrics', disciplineCode],
    queryFn: ({ signal }) => getUserDisciplineMetrics(userId, disciplineCode, signal),
    staleTime: 60_000,
  });

export function useUserDisciplineMetrics(userId: string, disciplineCode: string) {
  return useQuery(userDisciplineMetricsQueryOptions(userId, disciplineCode));
}
