// GET /organizations/current/api-keys/{keyId}/requests: the key's last 100 requests, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyRequestLogSchema, type ApiKeyRequestLog } from '../../../../src/contract/api-keys.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const apiKeyRequestsQueryKey = (keyId: string) =>
  ['organizations', 'current', 'api-keys', keyId, 'requests'] as const;

export function getApiKeyRequests(keyId: string, signal?: AbortSignal): Promise<ApiKeyRequestLog> {
  return api.get(apiPaths.apiKeyRequests.build({ keyId }), { schema: ApiKeyRequestLogSchema, signal });
}

export const apiKeyRequestsQueryOptions = (keyId: string) =>
  queryOptions({ queryKey: apiKeyRequestsQueryKey(keyId), queryFn: ({ signal }) => getApiKeyRequests(keyId, signal) });

export function useApiKeyRequests(keyId: string) {
  return useQuery(apiKeyRequestsQueryOptions(keyId));
}
