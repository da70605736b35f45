// GET /tournaments?game=&status=&platform=: published tournaments (hidden ones and locked organizations'
// excluded by the server). The filters come from the address of /tournaments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentListQuery, TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TournamentListShape } from '../../../app/api/contract-shapes.js';
import { tournamentKeys } from './tournament-query-keys.js';

/** Only the filters that are set, in a fixed order, so equal filters share one cache entry and one URL. */
export function listQueryString(filters: TournamentListQuery): string {
  const params = new URLSearchParams();
  if (filters.game) params.set('game', filters.game);
  if (filters.status) params.set('status', filters.status);
  if (filters.platform) params.set('platform', filters.platform);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function getTournaments(filters: TournamentListQuery, signal?: AbortSignal): Promise<TournamentView[]> {
  return api.get(`${apiPaths.tournaments}${listQueryString(filters)}`, { schema: TournamentListShape, signal });
}

export const tournamentsQueryOptions = (filters: TournamentListQuery) =>
  queryOptions({ queryKey: tournamentKeys.list(filters), queryFn: ({ signal }) => getTournaments(filters, signal) });

export function useTournaments(filters: TournamentListQuery) {
  return useQuery(tournamentsQueryOptions(filters));
}
