// Single use of key: the player signs, in the wallet, a transaction the server proposed (a transfer of the ticket
// Uniq to the platform, or its burn); its id goes with the registration, where the server verifies it on chain.
import { useMutation } from '@tanstack/react-query';
import type { WalletTransactionObject } from '../../../../src/contract/gated-access.js';
import { waitForUltra } from '../../../app/wallet/ultra-window.js';

export interface UseTicketInput {
  walletAccount: string;
  /** The check's consumeActions or burnActions, whichever the player chose. */
  consumeActions: WalletTransactionObject[];
}

export async function signTicketConsumption({ walletAccount, consumeActions }: UseTicketInput): Promise<string> {
  const provider = await waitForUltra();
  if (!provider) throw new Error('Arena Wallet is not installed.');
  await provider.connect();
  // Signed by the linked account, whichever account the wallet has selected.
  const authorization = [{ actor: walletAccount, permission: 'active' }];
  const result = await provider.signTransaction(consumeActions.map((action) => ({ ...action, authorization })));
  return result.data.transactionHash ?? result.data.transaction_id ?? '';
}

export function useTicketConsumption() {
  return useMutation({ mutationFn: signTicketConsumption });
}
