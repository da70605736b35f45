// GET /organizations/current/api-keys: the organization's API keys, newest first (never their secrets).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyListSchema, type ApiKeyList } from '../../../../src/contract/api-keys.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const apiKeysQueryKey = ['organizations', 'current', 'api-keys'] as const;

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return api.get(apiPaths.apiKeys.build(), { schema: ApiKeyListSchema, signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
