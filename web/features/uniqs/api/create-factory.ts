// Creating a Uniq factory takes three steps: the server stores and hashes the metadata and media and
// returns the create.b action (POST /uniq-factories/drafts), the organizer signs it in the wallet, and the
// server confirms the factory on chain (POST /uniq-factories).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UniqFactoryDraftSchema, UniqFactorySchema } from '../../../../src/contract/uniqs.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { getUltra, toUltraTransaction } from '../../../app/wallet/ultra-window.js';
import { organizationFactoriesQueryKey } from './get-organization-factories.js';

export interface FactoryFormInput {
  fields: Record<string, string>;
  square?: File;
  main?: File;
  background?: File;
  media: File[];
}

export async function createFactory(input: FactoryFormInput) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(input.fields)) if (value !== '') formData.append(name, value);
  for (const name of ['square', 'main', 'background'] as const) {
    const file = input[name];
    if (file) formData.append(name, file, file.name);
  }
  for (const file of input.media) formData.append('media', file, file.name);
  const draft = await api.request(apiPaths.uniqFactoryDrafts.build(), {
    method: 'POST',
    formData,
    schema: UniqFactoryDraftSchema,
  });
  const provider = getUltra();
  if (!provider) throw new Error('Arena Wallet is not installed.');
  await provider.signTransaction(toUltraTransaction(draft.createAction));
  return api.post(apiPaths.uniqFactories.build(), { draftId: draft.draftId }, { schema: UniqFactorySchema });
}

export function useCreateFactory(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFactory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationFactoriesQueryKey(organizationId) }),
  });
}
