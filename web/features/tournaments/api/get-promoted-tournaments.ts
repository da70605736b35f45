// GET /tournaments/promoted: the tournaments the platform puts forward on /tournaments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TournamentListShape } from '../../../app/api/contract-shapes.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function getPromotedTournaments(signal?: AbortSignal): Promise<TournamentView[]> {
  // A strip that fails to load is simply not shown; the main list reports problems.
  return api.get(apiPaths.promotedTournaments, { schema: TournamentListShape, signal, banner: false });
}

export const promotedTournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentKeys.promoted, queryFn: ({ signal }) => getPromotedTournaments(signal) });

export function usePromotedTournaments() {
  return useQuery(promotedTournamentsQueryOptions());
}
