// GET /chain/info: which chain the platform uses (the built-in dev chain or a real node) and its RPC URL.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChainInfoResponseSchema } from '../../../../src/contract/wallet.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const chainInfoQueryKey = ['chain', 'info'] as const;

export const chainInfoQueryOptions = () =>
  queryOptions({
    queryKey: chainInfoQueryKey,
    queryFn: ({ signal }) => api.get(apiPaths.chainInfo.build(), { schema: ChainInfoResponseSchema, signal }),
    staleTime: 60_000,
  });

export function useChainInfo() {
  return useQuery(chainInfoQueryOptions());
}
