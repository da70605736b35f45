// A leaderboard's prize pool in escrow (issue 13 §3 "escrowed like a tournament's"): the organizer signs, in the
// wallet, the transfer of the prize pool's UOS and Uniqs to the platform escrow account with the leaderboard's
// memo; the server reads it back from the chain (the tournament escrow's verification) and records it HELD.
// While the leaderboard is a draft the organizer may reverse it: the escrow is handed to one RETURN payment in
// the payments module's ledger, signed and pushed like any prize (crash-safe, never twice).
import type { Kysely } from 'kysely';
import type { LeaderboardEscrow } from '../../../src/contract/leaderboard-rewards.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict } from '../../http-error.js';
import { ownedLeaderboard, type LeaderboardPrizepool } from '../leaderboards/leaderboards-module.js';
import { prizeEscrow } from '../tournaments/tournaments-module.js';
import { recordPayments, returnPayment, type SourceRef } from '../payments/payments-module.js';
import type { UserRow } from '../users/users-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import { nothingPayable } from './prize-reach.js';
import * as repo from './rewards-repository.js';

type Db = Kysely<Database>;

export const leaderboardEscrowMemo = (leaderboardId: string) => `arena-leaderboard:${leaderboardId}`;

/** The leaderboard as a source of payments in the ledger. */
export const leaderboardSource = (leaderboardId: string): SourceRef => ({
  source: 'LEADERBOARD',
  sourceId: leaderboardId,
});

/** The escrow needs of a leaderboard prize pool (its rewards have the tournament rewards' shape plus an id). */
export const leaderboardNeeds = (prizepool: LeaderboardPrizepool | null) => prizeEscrow.needsOf(prizepool);

/** For publishing, under the leaderboard lock: a HELD escrow covers the prize pool (true when it needs none). */
export async function leaderboardEscrowCovers(trx: Db, id: string, prizepool: LeaderboardPrizepool): Promise<boolean> {
  const needs = leaderboardNeeds(prizepool);
  if (!prizeEscrow.needsAnything(needs)) return true;
  const held = await repo.heldEscrow(trx, id);
  return held !== undefined && prizeEscrow.covers(needs, held);
}

export class LeaderboardEscrowService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainGateway,
    private readonly clock: Clock,
    /** Pays the RETURN payment of a reversed escrow (the ledger's run for the leaderboard). */
    private readonly pay: (leaderboardId: string) => Promise<void>,
  ) {}

  private get escrowAccount(): string {
    return this.chain.platformAccount;
  }

  async describe(user: UserRow, id: string): Promise<LeaderboardEscrow> {
    const board = await ownedLeaderboard(this.db, id, user.id);
    const needs = leaderboardNeeds(board.prizepool);
    const held = await repo.heldEscrow(this.db, id);
    const base = {
      escrowAccount: this.escrowAccount,
      memo: leaderboardEscrowMemo(id),
      uosAmount: prizeEscrow.amountText(needs.uosUnits),
      uniqs: [...needs.uniqs].map(([factoryId, quantity]) => ({ factoryId, quantity })),
      walletAccount: user.wallet_id ?? null,
    };
    if (held) return { ...base, status: 'HELD', actions: null, transactionId: held.transaction_id };
    if (!prizeEscrow.needsAnything(needs)) return { ...base, status: 'NOT_NEEDED', actions: null, transactionId: null };
    if (board.status !== 'DRAFT') return { ...base, status: 'REQUIRED', actions: null, transactionId: null };
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    return {
      ...base,
      status: 'REQUIRED',
      actions: await prizeEscrow.transferToEscrow(this.chain, user.wallet_id, leaderboardEscrowMemo(id), needs),
      transactionId: null,
    };
  }

  /** Verifies the organizer's escrow transaction on chain and records it (HELD); only while a draft. */
  async fund(user: UserRow, id: string, transactionIdText: string): Promise<LeaderboardEscrow> {
    const transactionId = transactionIdText.toLowerCase();
    const before = await ownedLeaderboard(this.db, id, user.id);
    if (before.status !== 'DRAFT') throw conflict('LEADERBOARD-UPDATE-ERROR');
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    if (await repo.escrowTransactionUsed(this.db, transactionId)) throw conflict('TOURNAMENT-ESCROW-TRANSACTION-USED');
    const invalid = (reason: string) => badRequest('LEADERBOARD-INVALID-PRIZEPOOL', { transactionId: reason });
    const received = await prizeEscrow.readFunding(
      this.chain,
      { transactionId, from: user.wallet_id, to: this.escrowAccount, memo: leaderboardEscrowMemo(id) },
      invalid,
    );
    await this.db.transaction().execute(async (trx) => {
      const board = await ownedLeaderboard(trx, id, user.id);
      if (board.status !== 'DRAFT') throw conflict('LEADERBOARD-UPDATE-ERROR');
      if (await repo.heldEscrow(trx, id)) throw conflict('TOURNAMENT-ESCROW-ALREADY-HELD');
      // Checked against the prize pool as it is now, under the lock (it may have changed since the GET).
      const needs = leaderboardNeeds(board.prizepool);
      if (!prizeEscrow.needsAnything(needs)) throw invalid('This prize pool needs no escrow.');
      if (!prizeEscrow.covers(needs, received)) throw invalid('The transaction does not cover the prize pool.');
      try {
        await repo.insertHeldEscrow(
          trx,
          { leaderboardId: id, transactionId, fromAccount: user.wallet_id!, ...received },
          new Date(this.clock.now()),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('TOURNAMENT-ESCROW-TRANSACTION-USED');
        throw error;
      }
    });
    return this.describe(user, id);
  }

  /**
   * The organizer's reversal while a draft, or once ended with nobody ranked for the prizes not sent (they could
   * never be paid, issue 26 §5.5): everything escrowed goes back to the wallet that sent it. Under the leaderboard
   * lock, so it cannot cross a send.
   */
  async reverse(user: UserRow, id: string): Promise<LeaderboardEscrow> {
    await this.db.transaction().execute(async (trx) => {
      const board = await ownedLeaderboard(trx, id, user.id);
      const held = await repo.heldEscrow(trx, id);
      if (!held) throw conflict('TOURNAMENT-ESCROW-NOT-HELD');
      if (board.status !== 'DRAFT' && !(await nothingPayable(trx, id, board)))
        throw conflict('LEADERBOARD-UPDATE-ERROR');
      const at = new Date(this.clock.now());
      await recordPayments(
        trx,
        leaderboardSource(id),
        held.id,
        [
          returnPayment(
            held.from_account,
            held.uosUnits,
            held.uniqs.map((u) => u.tokenId),
          ),
        ],
        at,
      );
      await repo.releaseEscrow(trx, held.id, at);
    });
    await this.pay(id);
    return this.describe(user, id);
  }
}
