// PUT /organizations/{id}/owner {email}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationSchema, type Organization } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { adminOrganizationKeys } from './admin-organization-keys.js';

export function transferOrganization({
  organizationId,
  email,
}: {
  organizationId: string;
  email: string;
}): Promise<Organization> {
  return api.put(
    apiPaths.organizationOwner.build({ id: organizationId }),
    { email },
    { schema: OrganizationSchema, banner: false },
  );
}

export function useTransferOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
  });
}
