// GET /organizations?search=&page=: every organization, for admins.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrganizationPageSchema, type OrganizationPage } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { adminOrganizationKeys } from './admin-organization-keys.js';

export const ADMIN_PAGE_SIZE = 20;

export function listOrganizations(search: string, page: number, signal?: AbortSignal): Promise<OrganizationPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  return api.get(`${apiPaths.organizations.build()}?${query}`, { schema: OrganizationPageSchema, signal });
}

export const organizationsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminOrganizationKeys.list(search, page),
    queryFn: ({ signal }) => listOrganizations(search, page, signal),
    placeholderData: keepPreviousData,
  });

export function useOrganizations(search: string, page: number) {
  return useQuery(organizationsQueryOptions(search, page));
}
