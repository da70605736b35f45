// A leaderboard's prize escrow and prize sending, for its administration: GET/POST/DELETE
// /leaderboards/{id}/escrow (what the prize pool needs, the signed transfer's verification, the reversal of a
// draft's escrow) and GET /leaderboards/{id}/rewards, POST …/rewards/send (each prize once, after the end).
// Refusals are shown where the organizer acted, so no banner.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LeaderboardEscrowSchema,
  LeaderboardRewardsSchema,
  type LeaderboardEscrow,
} from '../../../../src/contract/leaderboard-rewards.js';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { signEscrowInWallet } from '../../../app/wallet/sign-escrow.js';
import { leaderboardKeys } from './leaderboard-keys.js';

const rewardsKeys = {
  /** The prize pool is part of the key: a saved prize pool needs another escrow description. */
  escrow: (id: string, prizepool: unknown) => [...leaderboardKeys.all, 'escrow', id, prizepool] as const,
  rewards: (id: string) => [...leaderboardKeys.all, 'rewards', id] as const,
};

function refreshAfterEscrowChange(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: [...leaderboardKeys.all, 'escrow', id] });
  void queryClient.invalidateQueries({ queryKey: rewardsKeys.rewards(id) });
}

export const leaderboardEscrowQuery = (leaderboard: LeaderboardDetail) =>
  queryOptions({
    queryKey: rewardsKeys.escrow(leaderboard.id, leaderboard.prizepool),
    queryFn: ({ signal }) =>
      api.get(apiPaths.leaderboardEscrow.build({ id: leaderboard.id }), {
        schema: LeaderboardEscrowSchema,
        signal,
        banner: false,
      }),
    // A refusal (no wallet linked, Uniqs missing) stays until the organizer does something about it.
    retry: false,
  });

export const useLeaderboardEscrow = (leaderboard: LeaderboardDetail) => useQuery(leaderboardEscrowQuery(leaderboard));

export function useFundLeaderboardEscrow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (escrow: LeaderboardEscrow) =>
      api.post(
        apiPaths.leaderboardEscrow.build({ id }),
        { transactionId: await signEscrowInWallet(escrow) },
        { schema: LeaderboardEscrowSchema, banner: false },
      ),
    onSettled: () => refreshAfterEscrowChange(queryClient, id),
  });
}

export function useReverseLeaderboardEscrow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.request(apiPaths.leaderboardEscrow.build({ id }), {
        method: 'DELETE',
        schema: LeaderboardEscrowSchema,
        banner: false,
      }),
    onSettled: () => refreshAfterEscrowChange(queryClient, id),
  });
}

export const useLeaderboardRewards = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: rewardsKeys.rewards(id),
    queryFn: ({ signal }) =>
      api.get(apiPaths.leaderboardRewards.build({ id }), { schema: LeaderboardRewardsSchema, signal, banner: false }),
    enabled,
  });

export function useSendLeaderboardRewards(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prizeId: string | undefined) =>
      api.post(apiPaths.leaderboardRewardsSend.build({ id }), prizeId ? { prizeId } : {}, {
        schema: LeaderboardRewardsSchema,
        banner: false,
      }),
    onSuccess: (rewards) => queryClient.setQueryData(rewardsKeys.rewards(id), rewards),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: rewardsKeys.rewards(id) }),
  });
}
