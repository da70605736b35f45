// POST /chain/accounts {publicKey}: the platform creates a dev-chain account for the wallet's key.
import { useMutation } from '@tanstack/react-query';
import { ChainAccountResponseSchema } from '../../../../src/contract/wallet.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function createChainAccount(publicKey: string) {
  return api.post(apiPaths.chainAccounts.build(), { publicKey }, { schema: ChainAccountResponseSchema });
}

export function useCreateChainAccount() {
  return useMutation({ mutationFn: createChainAccount });
}
