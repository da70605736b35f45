// The memo each payment carries on chain, by source. Arena Wallet marks incoming "arena-prize:" transfers from the
// platform account (chain info's platformAccount) as prizes whichever source pays them; the memos of payments made
// before the ledger was one are kept as they were.
import type { PaymentSource } from './payment-tables.js';

const MEMO_PREFIX: Record<PaymentSource, string> = {
  TOURNAMENT: 'arena-prize:',
  LEADERBOARD: 'arena-prize:leaderboard:',
  // Not a prize: the organizer's own assets coming back (the return's memo named the tournament before 0690).
  TOURNAMENT_ESCROW: 'arena-escrow-return:',
};

export const paymentMemo = (source: PaymentSource, paymentId: string) => `${MEMO_PREFIX[source]}${paymentId}`;
