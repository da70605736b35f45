// A leaderboard's prizes (issue 13 §3; SPEC leaves organizer calls "not shown"): the prize pool escrowed on
// chain like a tournament's, and, once the leaderboard has ended, each prize sent once to the players ranked
// for it, with every payment's status and chain transaction.
import { z } from 'zod';
import { PAYMENT_STATUSES } from './payouts.js';
import { RewardRanksSchema } from './tournaments.js';

/** The escrow of a leaderboard's prize pool: the same shape as a tournament's (memo `arena-leaderboard:<id>`). */
export { TournamentEscrowSchema as LeaderboardEscrowSchema, FundEscrowBodySchema } from './tournament-escrow.js';
export type { TournamentEscrow as LeaderboardEscrow } from './tournament-escrow.js';

export const SendLeaderboardRewardsBodySchema = z.object({
  /** One prize of the prize pool; without it, every prize not sent yet. */
  prizeId: z.string().min(1).max(64).optional(),
});
export type SendLeaderboardRewardsBody = z.infer<typeof SendLeaderboardRewardsBodySchema>;

export const LeaderboardPrizeStateSchema = z.object({
  prizeId: z.string(),
  ranks: RewardRanksSchema,
  uosAmount: z.string().nullable(),
  uniqs: z.array(z.object({ factoryId: z.string(), quantity: z.number().int() })),
  /** When the organizer sent it (once only); null while not sent. */
  sentAt: z.string().nullable(),
});

export const LeaderboardPaymentSchema = z.object({
  id: z.string(),
  /** PRIZE: to a ranked player. RETURN: what the escrow holds beyond the prizes, back to the organizer's wallet. */
  purpose: z.enum(['PRIZE', 'RETURN']),
  prizeId: z.string().nullable(),
  rank: z.number().int().nullable(),
  recipient: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  /** 8-decimal UOS text, "0.00000000" for a Uniq-only payment. */
  uosAmount: z.string(),
  factoryId: z.string().nullable(),
  tokenIds: z.array(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  toAccount: z.string().nullable(),
  transactionId: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type LeaderboardPayment = z.infer<typeof LeaderboardPaymentSchema>;

export const LeaderboardRewardsSchema = z.object({
  leaderboardId: z.string(),
  /** Prizes are sent only after the leaderboard has ended. */
  canSend: z.boolean(),
  /** Every prize of the prize pool has been sent. */
  allSent: z.boolean(),
  escrowHeld: z.boolean(),
  /**
   * Ended, and nobody is ranked for the prizes not sent yet: they cannot be sent, and the escrow can be reversed to
   * the organizer's wallet instead (issue 26 §5.5).
   */
  nobodyRanked: z.boolean(),
  prizes: z.array(LeaderboardPrizeStateSchema),
  payments: z.array(LeaderboardPaymentSchema),
});
export type LeaderboardRewards = z.infer<typeof LeaderboardRewardsSchema>;
