// PUT /organizations/{id}/lock and /unlock.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationSchema, type Organization } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { adminOrganizationKeys } from './admin-organization-keys.js';

export function setOrganizationLock({
  organizationId,
  locked,
}: {
  organizationId: string;
  locked: boolean;
}): Promise<Organization> {
  const path = locked
    ? apiPaths.organizationLock.build({ id: organizationId })
    : apiPaths.organizationUnlock.build({ id: organizationId });
  return api.put(path, undefined, { schema: OrganizationSchema });
}

export function useSetOrganizationLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrganizationLock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
  });
}
