// GET /organizations/{id}/uniq-factories: the organization's factories with minted counts read from chain.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UniqFactoryListSchema } from '../../../../src/contract/uniqs.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const organizationFactoriesQueryKey = (organizationId: string) => ['uniq-factories', organizationId] as const;

export const organizationFactoriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationFactoriesQueryKey(organizationId),
    queryFn: ({ signal }) =>
      api.get(apiPaths.organizationUniqFactories.build({ id: organizationId }), {
        schema: UniqFactoryListSchema,
        signal,
      }),
  });

export function useOrganizationFactories(organizationId: string) {
  return useQuery(organizationFactoriesQueryOptions(organizationId));
}
