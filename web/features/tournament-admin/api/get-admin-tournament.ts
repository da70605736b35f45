// GET /tournaments/{id} for its organizer: drafts are visible to the owning organization only (404 otherwise).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, tournamentAdminKeys } from './tournament-admin-keys.js';

export const adminTournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentAdminKeys.tournament(id),
    // The page shows "not found" itself.
    queryFn: ({ signal }) =>
      api.get(apiPaths.tournament.build({ id }), { schema: AdminTournamentSchema, signal, banner: false }),
    retry: false,
  });

export function useAdminTournament(id: string) {
  return useQuery(adminTournamentQueryOptions(id));
}
