// POST /chain/faucet: demo UOS for the linked wallet (development chain only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FaucetResponseSchema } from '../../../../src/contract/wallet.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function requestFaucet() {
  return api.post(apiPaths.chainFaucet.build(), undefined, { schema: FaucetResponseSchema });
}

export function useRequestFaucet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFaucet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chain', 'balance'] }),
  });
}
