// The UOS balance of an account, read straight from the chain (get_currency_balance), exact as bigint.
import { useQuery } from '@tanstack/react-query';
import { ChainClient } from '../../../../src/chain/chain-client.js';

export const uosBalanceQueryKey = (rpcUrl: string, account: string) => ['chain', 'balance', rpcUrl, account] as const;

export function useUosBalance(rpcUrl: string | undefined, account: string | null | undefined) {
  return useQuery({
    queryKey: uosBalanceQueryKey(rpcUrl ?? '', account ?? ''),
    queryFn: () => new ChainClient(rpcUrl!).getCurrencyBalance(account!),
    enabled: Boolean(rpcUrl && account),
    refetchInterval: 5_000,
  });
}
