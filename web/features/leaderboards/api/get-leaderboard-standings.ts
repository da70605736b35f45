// GET /leaderboards/{id}/standings?page=&pageSize=&search=: one page of the standings and the viewer's own row.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LeaderboardStandingsShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { leaderboardKeys } from './leaderboard-keys.js';

export const STANDINGS_PAGE_SIZE = 50;

export function getLeaderboardStandings(id: string, page: number, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(STANDINGS_PAGE_SIZE) });
  if (search.trim() !== '') query.set('search', search.trim());
  return api.get(`${apiPaths.leaderboardStandings.build({ id })}?${query.toString()}`, {
    schema: LeaderboardStandingsShape,
    signal,
  });
}

export const leaderboardStandingsQueryOptions = (id: string, page: number, search: string) =>
  queryOptions({
    queryKey: leaderboardKeys.standings(id, page, search.trim()),
    queryFn: ({ signal }) => getLeaderboardStandings(id, page, search, signal),
    // Paging and typing keep the rows shown until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useLeaderboardStandings(id: string, page: number, search: string) {
  return useQuery(leaderboardStandingsQueryOptions(id, page, search));
}
