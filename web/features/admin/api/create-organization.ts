// POST /organizations {name, ownerEmail, discord}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationSchema, type Organization } from '../../../../src/contract/organizations.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { adminOrganizationKeys } from './admin-organization-keys.js';

export function createOrganization(body: {
  name: string;
  ownerEmail: string;
  discord?: string;
}): Promise<Organization> {
  return api.post(apiPaths.organizations.build(), body, { schema: OrganizationSchema, banner: false });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
  });
}
