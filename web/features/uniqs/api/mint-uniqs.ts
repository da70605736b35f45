// Minting (issue.b) is signed by the factory's manager in the wallet; the chain is the record, so the list
// is simply read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { issueUniqs } from '../../../../src/chain/action-builders.js';
import { getUltra, toUltraTransaction } from '../../../app/wallet/ultra-window.js';
import { organizationFactoriesQueryKey } from './get-organization-factories.js';

export interface MintInput {
  manager: string;
  factoryId: number;
  to: string;
  amount: number;
}

export async function mintUniqs(input: MintInput): Promise<string> {
  const provider = getUltra();
  if (!provider) throw new Error('Arena Wallet is not installed.');
  const action = issueUniqs({
    issuer: input.manager,
    to: input.to,
    tokenConfigs: [{ factoryId: input.factoryId, amount: input.amount }],
    memo: 'Minted on Arena',
  });
  const result = await provider.signTransaction(toUltraTransaction(action));
  return result.data.transactionHash;
}

export function useMintUniqs(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mintUniqs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationFactoriesQueryKey(organizationId) }),
  });
}
