// GET /authentication/login-url: where the identity provider's sign-in page is.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { LoginUrlResponseShape } from '../../../app/api/contract-shapes.js';

export async function getLoginUrl(signal?: AbortSignal): Promise<string> {
  const body = await api.get(apiPaths.loginUrl.build(), { schema: LoginUrlResponseShape, signal });
  return body.loginUrl;
}

// The URL carries a one-time state, so it is never cached.
export const loginUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['authentication', 'login-url'],
    queryFn: ({ signal }) => getLoginUrl(signal),
    staleTime: 0,
    gcTime: 0,
  });
