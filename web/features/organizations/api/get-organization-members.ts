// GET /organizations/{id}/members: the organizers of an organization.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrganizationMemberListSchema, type OrganizationMember } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const organizationMembersQueryKey = (organizationId: string) =>
  ['organizations', 'members', organizationId] as const;

export function getOrganizationMembers(organizationId: string, signal?: AbortSignal): Promise<OrganizationMember[]> {
  return api.get(apiPaths.organizationMembers.build({ id: organizationId }), {
    schema: OrganizationMemberListSchema,
    signal,
  });
}

export const organizationMembersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationMembersQueryKey(organizationId),
    queryFn: ({ signal }) => getOrganizationMembers(organizationId, signal),
  });

export function useOrganizationMembers(organizationId: string) {
  return useQuery(organizationMembersQueryOptions(organizationId));
}
