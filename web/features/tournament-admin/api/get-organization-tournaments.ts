// GET /organizations/current/tournaments: the organization's tournaments, drafts included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, tournamentAdminKeys } from './tournament-admin-keys.js';

export const organizationTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentAdminKeys.organizationTournaments(),
    queryFn: ({ signal }) =>
      api.get(apiPaths.organizationTournaments.build(), { schema: AdminTournamentSchema.array(), signal }),
  });

export function useOrganizationTournaments() {
  return useQuery(organizationTournamentsQueryOptions());
}
