// POST /organizations/{id}/members {email}: the owner adds an organizer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationMemberListSchema, type OrganizationMember } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { organizationMembersQueryKey } from './get-organization-members.js';

export function addOrganizationMember({
  organizationId,
  email,
}: {
  organizationId: string;
  email: string;
}): Promise<OrganizationMember[]> {
  return api.post(
    apiPaths.organizationMembers.build({ id: organizationId }),
    { email },
    { schema: OrganizationMemberListSchema, banner: false },
  );
}

export function useAddOrganizationMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrganizationMember,
    onSuccess: (members, { organizationId }) => {
      queryClient.setQueryData(organizationMembersQueryKey(organizationId), members);
      return queryClient.invalidateQueries({ queryKey: ['organizations', 'current'] });
    },
  });
}
