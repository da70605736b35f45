// GET /tournaments?game=&status=&platform=&limit=&after=: published tournaments, most recently published first
// (hidden ones and locked organizations' excluded by the server). The filters come from the address of /tournaments;
// the page shows TOURNAMENT_LIST_PAGE cards, and each "Show more" asks for the page after the last card shown.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TournamentListQuery, TournamentView } from '../../../../src/contract/tournaments.js';
import { TOURNAMENT_LIST_PAGE } from '../../../../src/contract/tournament-filters.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TournamentListShape } from '../../../app/api/contract-shapes.js';
import { tournamentKeys } from './tournament-query-keys.js';

/** The filters, page size and page that are set, in a fixed order, so equal pages share one cache entry and URL. */
export function listQueryString(query: TournamentListQuery): string {
  const params = new URLSearchParams();
  if (query.game) params.set('game', query.game);
  if (query.status) params.set('status', query.status);
  if (query.platform) params.set('platform', query.platform);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.after) params.set('after', query.after);
  const string = params.toString();
  return string ? `?${string}` : '';
}

export function getTournaments(query: TournamentListQuery, signal?: AbortSignal): Promise<TournamentView[]> {
  return api.get(`${apiPaths.tournaments.build()}${listQueryString(query)}`, { schema: TournamentListShape, signal });
}

/** The page after `page`: the one after its last tournament, when it was full (a shorter page is the last). */
export function nextPageAfter(page: readonly TournamentView[], pageSize: number): string | undefined {
  return page.length === pageSize ? page[page.length - 1].id : undefined;
}

export const tournamentsQueryOptions = (filters: TournamentListQuery, pageSize = TOURNAMENT_LIST_PAGE) =>
  infiniteQueryOptions({
    queryKey: tournamentKeys.list(filters),
    queryFn: ({ signal, pageParam }) => getTournaments({ ...filters, limit: pageSize, after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextPageAfter(page, pageSize),
  });

/** The list filtered by `filters`, page by page: `data.pages` in order, `fetchNextPage` for the next one. */
export function useTournaments(filters: TournamentListQuery) {
  return useInfiniteQuery(tournamentsQueryOptions(filters));
}
