// GET /authentication/account-creation-url: the identity provider's create-account page.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { AccountCreationUrlResponseShape } from '../../../app/api/contract-shapes.js';

export async function getAccountCreationUrl(signal?: AbortSignal): Promise<string> {
  const body = await api.get(apiPaths.accountCreationUrl, { schema: AccountCreationUrlResponseShape, signal });
  return body.accountCreationUrl;
}

export const accountCreationUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['authentication', 'account-creation-url'],
    queryFn: ({ signal }) => getAccountCreationUrl(signal),
    staleTime: 0,
    gcTime: 0,
  });
