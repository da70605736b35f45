// DELETE /organizations/current/api-keys/{keyId}: the owner revokes a key; it answers 401 from then on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiKeySchema, type ApiKey } from '../../../../src/contract/api-keys.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { apiKeysQueryKey } from './get-api-keys.js';

export function revokeApiKey(keyId: string): Promise<ApiKey> {
  return api.request(apiPaths.apiKey.build({ keyId }), { method: 'DELETE', schema: ApiKeySchema });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
