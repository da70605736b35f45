// Sending a leaderboard's prizes (issue 13 §3): only after the leaderboard has ended, each prize once. Under the
// leaderboard lock, the prizes to send are split over the final standings with the payouts plan (exact: every
// escrowed unit and token goes to exactly one payment), the payments are stored, and the prizes are marked sent
// (the primary key of leaderboard_prizes_sent is the "once"). When the last prize is sent, what the escrow
// holds beyond the prizes goes back to the organizer's wallet. The payments module's ledger then pays them.
import type { Kysely } from 'kysely';
import type { LeaderboardPayment, LeaderboardRewards } from '../../../src/contract/leaderboard-rewards.js';
import { EscrowShortError, planPayouts } from '../../../src/domain/prize-payout-plan.js';
import { formatUosAmount } from '../../../src/domain/uos.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../http-error.js';
import { markLeaderboardRewardsSent, ownedLeaderboard } from '../leaderboards/leaderboards-module.js';
import { prizeEscrow } from '../tournaments/tournaments-module.js';
import { committed, paymentsOf, recordPayments, returnPayment, type PaymentRow } from '../payments/payments-module.js';
import { leaderboardNeeds, leaderboardSource } from './leaderboard-escrow-service.js';
import { firstRank, lastRank, nothingPayable, placedFor } from './prize-reach.js';
import * as repo from './rewards-repository.js';

type Db = Kysely<Database>;
export class LeaderboardRewardsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly explorerUrl: (transactionId: string) => string | null,
  ) {}

  async view(userId: string, id: string, db: Db = this.db): Promise<LeaderboardRewards> {
    const board = await ownedLeaderboard(db, id, userId);
    const [sent, payments, held, unpayable] = await Promise.all([
      repo.sentPrizes(db, id),
      paymentsOf(db, leaderboardSource(id)),
      repo.heldEscrow(db, id),
      nothingPayable(db, id, board),
    ]);
    const prizes = board.prizepool.rewards.map((prize) => ({
      prizeId: prize.id,
      ranks: prize.ranks,
      uosAmount: prize.uosAmount ?? null,
      uniqs: prize.uniqs ?? [],
      sentAt: sent.get(prize.id)?.toISOString() ?? null,
    }));
    return {
      leaderboardId: id,
      canSend: board.status === 'ENDED',
      allSent: prizes.every((prize) => prize.sentAt !== null),
      escrowHeld: held !== undefined,
      nobodyRanked: unpayable,
      prizes,
      payments: payments.map((payment) => this.paymentView(payment)),
    };
  }

  private paymentView(payment: PaymentRow): LeaderboardPayment {
    return {
      id: payment.id,
      purpose: payment.purpose,
      prizeId: payment.prize_id,
      rank: payment.rank,
      recipient: payment.recipient_id ? { id: payment.recipient_id, nickname: payment.recipient_nickname ?? '' } : null,
      uosAmount: formatUosAmount(payment.uosUnits),
      factoryId: payment.factory_id,
      tokenIds: payment.token_ids,
      status: payment.status,
      toAccount: payment.to_account,
      transactionId: payment.transaction_id,
      explorerUrl: payment.transaction_id ? this.explorerUrl(payment.transaction_id) : null,
      lastError: payment.last_error,
    };
  }

  /**
   * Sends `prizeId`, or every prize not sent yet, to the players ranked for it. Refusals: not ended, an unknown
   * prize, a prize already sent (all of them, without `prizeId`), nobody ranked for it.
   */
  async send(userId: string, id: string, prizeId: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const board = await ownedLeaderboard(trx, id, userId);
      if (board.status !== 'ENDED') throw conflict('LEADERBOARD-NOT-ENDED');
      const prizes = board.prizepool.rewards;
      const sent = await repo.sentPrizes(trx, id);
      if (prizeId !== undefined && !prizes.some((prize) => prize.id === prizeId))
        throw conflict('LEADERBOARD-INVALID-PRIZE-ID', { prizeId: 'This prize is not in the prize pool.' });
      const sending = prizes.filter((prize) => (prizeId === undefined || prize.id === prizeId) && !sent.has(prize.id));
      if (sending.length === 0) throw conflict('LEADERBOARD-PRIZE-ALREADY-SENT');

      const placed = await placedFor(trx, id, sending);
      // A single prize with nobody ranked for it is a mistake to tell; sending them all, an empty rank just
      // leaves its assets in the leftover that goes back. With nobody ranked at all there is nobody to send to:
      // the organizer is told to reverse the escrow instead.
      if (placed.length === 0) throw conflict('LEADERBOARD-NOBODY-RANKED');
      if (prizeId !== undefined && !placed.some((p) => p.rank >= firstRank(sending[0])))
        throw conflict('LEADERBOARD-INVALID-PRIZE-PLAYERS', { prizeId: 'Nobody is ranked for this prize.' });

      const at = new Date(this.clock.now());
      const held = await repo.heldEscrow(trx, id);
      const needs = leaderboardNeeds({ rewards: sending });
      if (prizeEscrow.needsAnything(needs)) {
        if (!held) throw conflict('LEADERBOARD-INVALID-PRIZEPOOL', { prizepool: 'The prize pool is not in escrow.' });
        const taken = await committed(trx, held.id);
        const available = {
          uosUnits: held.uosUnits - taken.uosUnits,
          uniqs: held.uniqs.filter((uniq) => !taken.tokenIds.has(uniq.tokenId)),
        };
        let plan;
        try {
          plan = planPayouts(sending, placed, available);
        } catch (error) {
          if (error instanceof EscrowShortError)
            throw conflict('LEADERBOARD-INVALID-PRIZEPOOL', { prizepool: 'The escrow no longer covers this prize.' });
          throw error;
        }
        const prizeOf = (rank: number) =>
          sending.find((prize) => firstRank(prize) <= rank && rank <= (lastRank(prize) ?? rank))?.id ?? sending[0].id;
        await recordPayments(
          trx,
          leaderboardSource(id),
          held.id,
          plan.payments.map((payment) => ({
            purpose: 'PRIZE',
            // A payment adds up what a player gets of the prizes sent together: it names the first one.
            prizeId: prizeOf(payment.rank),
            recipientId: payment.recipientId,
            participantKey: payment.registrationId,
            rank: payment.rank,
            assetSlot: payment.assetSlot,
            uosUnits: payment.uosUnits,
            factoryId: payment.factoryId,
            tokenIds: payment.tokenIds,
            toAccount: null,
          })),
          at,
        );
      }
      await repo.markPrizesSent(
        trx,
        id,
        sending.map((prize) => prize.id),
        userId,
        at,
      );
      if (sent.size + sending.length === prizes.length) await this.closeEscrow(trx, id, at);
    });
  }

  /** Every prize is sent: the rest of the escrow goes back to the organizer, and the escrow is released. */
  private async closeEscrow(trx: Db, id: string, at: Date): Promise<void> {
    await markLeaderboardRewardsSent(trx, id, at);
    const held = await repo.heldEscrow(trx, id);
    if (!held) return;
    const taken = await committed(trx, held.id);
    const leftoverUos = held.uosUnits - taken.uosUnits;
    const leftoverTokens = held.uniqs.map((uniq) => uniq.tokenId).filter((tokenId) => !taken.tokenIds.has(tokenId));
    if (leftoverUos > 0n || leftoverTokens.length > 0)
      await recordPayments(
        trx,
        leaderboardSource(id),
        held.id,
        [returnPayment(held.from_account, leftoverUos, leftoverTokens)],
        at,
      );
    await repo.releaseEscrow(trx, held.id, at);
  }
}
