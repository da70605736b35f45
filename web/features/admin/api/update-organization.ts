// PUT /organizations/{id} {name, discord}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationSchema, type Organization } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { adminOrganizationKeys } from './admin-organization-keys.js';

export function updateOrganization({
  organizationId,
  ...body
}: {
  organizationId: string;
  name?: string;
  discord?: string;
}): Promise<Organization> {
  return api.put(apiPaths.organization.build({ id: organizationId }), body, {
    schema: OrganizationSchema,
    banner: false,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
  });
}
