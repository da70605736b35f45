// GET /tournaments?game=&status=&platform=&limit=&after=: published tournaments, most recently published first
// (hidden ones and locked organizations' excluded by the server). The filters come from the address of /tournaments;
// the page shows TOURNAMENT_LIST_PAGE cards, and each "Show more" asks for the page after the last card shown (each
// asked with one more, to know whether another page follows).
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

/** A page as the list shows it, and the tournament the next page follows (none: this is the last). */
export interface TournamentPage {
  tournaments: TournamentView[];
  after: string | undefined;
}

/**
 * A page of `pageSize` from an answer asked for one more: the extra tournament only says a next page exists, so
 * "Show more" is offered exactly when there is more to show (a full last page would offer an empty one).
 */
export function pageOf(answer: readonly TournamentView[], pageSize: number): TournamentPage {
  const tournaments = answer.slice(0, pageSize);
  return { tournaments, after: answer.length > pageSize ? tournaments[pageSize - 1].id : undefined };
}

export const tournamentsQueryOptions = (filters: TournamentListQuery, pageSize = TOURNAMENT_LIST_PAGE) =>
  infiniteQueryOptions({
    queryKey: tournamentKeys.list(filters),
    queryFn: async ({ signal, pageParam }) =>
      pageOf(await getTournaments({ ...filters, limit: pageSize + 1, after: pageParam }, signal), pageSize),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: TournamentPage) => page.after,
  });

/** The list filtered by `filters`, page by page: `data.pages` in order, `fetchNextPage` for the next one. */
export function useTournaments(filters: TournamentListQuery) {
  return useInfiniteQuery(tournamentsQueryOptions(filters));
}
