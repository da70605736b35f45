// GET /organizations/current/overview: the counts of Your Organization and what needs the organizer now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrganizationOverviewSchema, type OrganizationOverview } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { currentOrganizationQueryKey } from './get-current-organization.js';

export const organizationOverviewQueryKey = [...currentOrganizationQueryKey, 'overview'] as const;

export function getOrganizationOverview(signal?: AbortSignal): Promise<OrganizationOverview> {
  return api.get(apiPaths.currentOrganizationOverview.build(), { schema: OrganizationOverviewSchema, signal });
}

// Other features change what it counts (tournaments, registrations): read it afresh on every visit.
export const organizationOverviewQueryOptions = () =>
  queryOptions({
    queryKey: organizationOverviewQueryKey,
    queryFn: ({ signal }) => getOrganizationOverview(signal),
    staleTime: 0,
  });

export function useOrganizationOverview(enabled = true) {
  return useQuery({ ...organizationOverviewQueryOptions(), enabled });
}
