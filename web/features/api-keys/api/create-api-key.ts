// POST /organizations/current/api-keys: the owner creates a key; the answer holds its secret, the only time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiKeySchema, type CreateApiKeyBody, type CreatedApiKey } from '../../../../src/contract/api-keys.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { apiKeysQueryKey } from './get-api-keys.js';

export function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  return api.post(apiPaths.apiKeys.build(), body, { schema: CreatedApiKeySchema, banner: false });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
