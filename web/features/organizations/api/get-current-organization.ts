// GET /organizations/current: the organization of the signed-in organizer, and their role in it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyOrganizationSchema, type MyOrganization } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const currentOrganizationQueryKey = ['organizations', 'current'] as const;

// The page explains "no organization yet" itself, so a 404 raises no banner.
export function getCurrentOrganization(signal?: AbortSignal): Promise<MyOrganization> {
  return api.get(apiPaths.currentOrganization.build(), { schema: MyOrganizationSchema, signal, banner: false });
}

export const currentOrganizationQueryOptions = () =>
  queryOptions({ queryKey: currentOrganizationQueryKey, queryFn: ({ signal }) => getCurrentOrganization(signal) });

export function useCurrentOrganization() {
  return useQuery(currentOrganizationQueryOptions());
}
