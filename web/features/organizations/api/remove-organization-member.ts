// DELETE /organizations/{id}/members/{userId}: the owner removes an organizer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationMemberListSchema, type OrganizationMember } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { organizationMembersQueryKey } from './get-organization-members.js';

export function removeOrganizationMember({
  organizationId,
  userId,
}: {
  organizationId: string;
  userId: string;
}): Promise<OrganizationMember[]> {
  return api.request(apiPaths.organizationMember.build({ id: organizationId, userId }), {
    method: 'DELETE',
    schema: OrganizationMemberListSchema,
  });
}

export function useRemoveOrganizationMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrganizationMember,
    onSuccess: (members, { organizationId }) => {
      queryClient.setQueryData(organizationMembersQueryKey(organizationId), members);
      return queryClient.invalidateQueries({ queryKey: ['organizations', 'current'] });
    },
  });
}
