// A tournament escrow's return: what the escrow still holds (all of it after a reversal or a cancellation, the
// leftover once the prizes are paid) goes back to the account that escrowed it as one RETURN payment of the
// payments module's ledger, which signs, stores, pushes and confirms it exactly once like any prize (a crash at
// any instant, two processes or two callers at once: the stored transaction is pushed again, never a second one).
//
// The return is its own payment source (TOURNAMENT_ESCROW, source id the tournament) rather than a RETURN of the
// TOURNAMENT source: the ledger asks a source whether its payments may be signed, and the answers differ (prizes
// only while the tournament is finished with its escrow held; a return whenever it was recorded, a cancelled
// tournament's above all), and cancelling a tournament's unpaid prizes must leave its return alone.
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../http-error.js';
import {
  paidOut,
  paymentsOf,
  recordPayments,
  returnPayment,
  type PaymentsModule,
  type SourceRef,
} from '../../payments/payments-module.js';
import { lockTournament, type LockedTournament } from '../tournament-lock.js';
import * as repo from './escrow-repository.js';
import { chainUnavailable } from './escrow-verification.js';

type Db = Kysely<Database>;

/** The ledger's source of a tournament's escrow returns. */
export const escrowReturnSource = (tournamentId: string): SourceRef => ({
  source: 'TOURNAMENT_ESCROW',
  sourceId: tournamentId,
});

export interface ReturnOptions {
  /** The organizer's reversal: the tournament is locked through this (ownership) check and must be editable. */
  lockOwned?: (trx: Db) => Promise<LockedTournament>;
  /** A reversal of a draft also clears its prize pool. */
  resetPrizepool?: boolean;
}

export class EscrowReturns {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: Pick<PaymentsModule, 'registerSource' | 'pay'>,
  ) {
    payments.registerSource('TOURNAMENT_ESCROW', {
      // A return is recorded only when it is due, so once recorded it may always be signed (under the lock).
      lock: async (trx, tournamentId) => (await lockTournament(trx, tournamentId)) !== undefined,
      afterPaying: (tournamentId) => this.markConfirmedReturns(tournamentId),
    });
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /**
   * Gives back what the tournament's live escrow still holds and waits for the chain to have it. Idempotent: does
   * nothing without a live escrow; a RETURNING one has its payment recorded already, and is paid again.
   * Answers 503 when the chain did not take the return now (the ledger's sweep and the phases' follow-up retry it).
   */
  async returnEscrow(tournamentId: string, options: ReturnOptions = {}): Promise<void> {
    const escrowId = await this.recordReturn(tournamentId, options);
    if (!escrowId) return;
    await this.payments.pay(escrowReturnSource(tournamentId));
    const escrow = await repo.escrowById(this.db, escrowId);
    if (escrow?.status !== 'RETURNED') throw chainUnavailable();
  }

  /**
   * Under the tournament lock: records the RETURN payment of a HELD escrow (RETURNING from then on), or marks it
   * RETURNED at once when nothing is left. Answers the escrow whose return is to be paid, if any. Nothing here asks
   * the chain: on PGlite the chain shares the single database session this transaction holds.
   */
  private recordReturn(tournamentId: string, options: ReturnOptions): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = options.lockOwned ? await options.lockOwned(trx) : await lockTournament(trx, tournamentId);
      if (!row) return null;
      // The organizer reverses while DRAFT, or finishes the return of a cancelled tournament's escrow that the
      // chain could not take at cancel time; a published tournament keeps its prizes.
      if (options.lockOwned && row.status !== 'DRAFT' && row.status !== 'CANCELED')
        throw conflict('TOURNAMENT-NOT-EDITABLE');
      const escrow = await repo.liveEscrow(trx, tournamentId);
      if (!escrow) {
        if (options.lockOwned) throw conflict('TOURNAMENT-ESCROW-NOT-HELD');
        return null;
      }
      if (options.resetPrizepool && row.status === 'DRAFT') await repo.resetPrizepool(trx, tournamentId, this.now());
      if (escrow.status === 'RETURNING') return escrow.id;
      // After a prize distribution started, only what was not paid goes back: never while a prize's signed
      // transaction could still be included, nor while a finished tournament still owes prizes.
      const paid = await paidOut(trx, { source: 'TOURNAMENT', sourceId: tournamentId });
      if (paid.inFlight > 0 || (row.status === 'FINISHED' && paid.owed > 0)) throw conflict('PRIZE-PAYMENTS-IN-FLIGHT');
      const paidTokens = new Set(paid.tokenIds);
      const back = returnPayment(
        escrow.from_account,
        escrow.uosUnits - paid.uosUnits,
        escrow.uniqs.map((uniq) => uniq.tokenId).filter((tokenId) => !paidTokens.has(tokenId)),
      );
      if (back.uosUnits === 0n && back.tokenIds.length === 0) {
        await repo.markReturned(trx, escrow.id, null, this.now());
        return null;
      }
      await recordPayments(trx, escrowReturnSource(tournamentId), escrow.id, [back], this.now());
      await repo.markReturning(trx, escrow.id);
      return escrow.id;
    });
  }

  /** After a run of the ledger: an escrow whose return payment the chain has is RETURNED, with that transaction. */
  private async markConfirmedReturns(tournamentId: string): Promise<void> {
    for (const payment of await paymentsOf(this.db, escrowReturnSource(tournamentId))) {
      if (payment.status !== 'CONFIRMED') continue;
      await repo.markReturned(this.db, payment.escrow_id, payment.transaction_id, payment.confirmed_at ?? this.now());
    }
  }
}
