// GET /tournaments?game=: published tournaments (hidden ones and locked organizations' excluded by the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TournamentListSchema } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const tournamentsQueryKey = (game: string | null) => ['tournaments', 'list', game ?? 'all'] as const;

export const tournamentsQueryOptions = (game: string | null) =>
  queryOptions({
    queryKey: tournamentsQueryKey(game),
    queryFn: ({ signal }) => api.get(`${apiPaths.tournaments}${game ? `?game=${encodeURIComponent(game)}` : ''}`, { schema: TournamentListSchema, signal }),
  });

export function useTournaments(game: string | null) {
  return useQuery(tournamentsQueryOptions(game));
}
