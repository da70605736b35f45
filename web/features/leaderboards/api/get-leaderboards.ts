// GET /leaderboards?discipline=&status=: the leaderboards the viewer may see, newest published first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LeaderboardListShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { leaderboardKeys, type LeaderboardListFilters } from './leaderboard-keys.js';

export function getLeaderboards(filters: LeaderboardListFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.discipline) query.set('discipline', filters.discipline);
  if (filters.status) query.set('status', filters.status);
  const search = query.toString();
  return api.get(`${apiPaths.leaderboards.build()}${search ? `?${search}` : ''}`, {
    schema: LeaderboardListShape,
    signal,
  });
}

export const leaderboardsQueryOptions = (filters: LeaderboardListFilters) =>
  queryOptions({
    queryKey: leaderboardKeys.list(filters),
    queryFn: ({ signal }) => getLeaderboards(filters, signal),
    // Changing a filter keeps the old cards until the new ones arrive, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function useLeaderboards(filters: LeaderboardListFilters) {
  return useQuery(leaderboardsQueryOptions(filters));
}
