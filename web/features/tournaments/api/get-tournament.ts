// GET /tournaments/{id}: one tournament with the viewer's role, registration and SPEC §4 state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function getTournament(id: string, signal?: AbortSignal): Promise<TournamentView> {
  // "Not found" is the page's own empty state, not a banner.
  return api.get(apiPaths.tournament.build({ id }), { schema: TournamentSchema, signal, banner: false });
}

export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => getTournament(id, signal),
    // A missing tournament stays missing; retrying only delays the answer.
    retry: false,
  });

export function useTournament(id: string) {
  return useQuery(tournamentQueryOptions(id));
}
