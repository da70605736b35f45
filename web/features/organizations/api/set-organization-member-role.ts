// PATCH /organizations/{id}/members/{userId}: the owner makes an organizer a referee (staff who only run the event
// day, issue 26 §3) or a plain organizer again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationMemberListSchema, type OrganizationMember } from '../../../../src/contract/organizations.js';
import type { OrganizationMemberRole } from '../../../../src/domain/staff-permissions.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { organizationMembersQueryKey } from './get-organization-members.js';

export function setOrganizationMemberRole({
  organizationId,
  userId,
  role,
}: {
  organizationId: string;
  userId: string;
  role: OrganizationMemberRole;
}): Promise<OrganizationMember[]> {
  return api.request(apiPaths.organizationMember.build({ id: organizationId, userId }), {
    method: 'PATCH',
    json: { role },
    schema: OrganizationMemberListSchema,
  });
}

export function useSetOrganizationMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrganizationMemberRole,
    onSuccess: (members, { organizationId }) => {
      queryClient.setQueryData(organizationMembersQueryKey(organizationId), members);
    },
  });
}
