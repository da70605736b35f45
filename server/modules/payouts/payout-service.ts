// Prize distribution, exactly once (issue 12 §1). Three steps, each safe to repeat from any process at any time:
//
// 1. Compute (once): when the distribution phase is due, the rewards are split over the final placements and
//    every payment is stored in one transaction (the unique key (tournament, recipient, slot) and the
//    prize_distributions row make a second computation impossible).
// 2. Sign (under the tournament lock): a PENDING payment gets its chain transaction signed by the platform
//    escrow account and stored with its id (SENT) BEFORE anything is pushed. Nothing is ever signed for a
//    payment that has a stored transaction which the chain could still include.
// 3. Send: the stored transaction is pushed as is. Whatever happened before (a crash before the push, after
//    it, or before recording the answer), pushing it again is harmless: the chain refuses a duplicate, and
//    the chain's history tells whether it is included. Only once the chain time is past the transaction's
//    expiration (plus a margin) and the chain does not have it is the payment signed again.
//
// Chain errors are recorded on the payment (FAILED, last error, next attempt with exponential backoff) and
// retried by the sweep or by the organizer; they are never dropped.
import type { Kysely } from 'kysely';
import { transferUniqs, transferUos, type ActionInput, type ChainInfo } from '../../../src/chain/index.js';
import type { PrizepoolSection, ScheduleSection } from '../../../src/contract/tournaments.js';
import { PRIZE_DISTRIBUTION_DELAY_MS } from '../../../src/domain/schedule.js';
import { planPayouts, type PlacedRegistration } from '../../../src/domain/prize-payout-plan.js';
import type { Reward } from '../../../src/domain/types.js';
import { rosterOf } from '../../../src/domain/roster.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { lockTournament } from '../tournaments/tournaments-module.js';
import { toDomainSchedule } from '../tournaments/tournaments-module.js';
import { liveEscrow } from '../tournaments/tournaments-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import type { PlatformKey } from '../wallet/wallet-module.js';
import { paymentTapos, PlatformPaymentSigner, pushStoredTransaction, retryDelayMs } from './chain-payment.js';
import * as repo from './payout-repository.js';

type Db = Kysely<Database>;

/** Payments signed per locked transaction, then pushed together (the dev chain commits them as a group). */
const SIGN_BATCH = 64;

export const paymentMemo = (paymentId: string) => `arena-prize:${paymentId}`;

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface PayoutServiceOptions {
  db: Db;
  clock: Clock;
  chain: ChainGateway;
  platformKey: PlatformKey;
  /** How the platform's signer reaches the chain node (in-process for the embedded dev chain). */
  fetch?: typeof fetch;
  /** Returns to the organizer what the escrow holds beyond the confirmed payments (escrow-service.ts). */
  returnEscrow(tournamentId: string): Promise<void>;
  log: Log;
}

export type SendOutcome = 'CONFIRMED' | 'FAILED' | 'RESIGN';

/**
 * When the distribution phase of a finished tournament starts: 15 minutes after the rounds end (SPEC §9), the
 * rounds ending when the last one is resolved (tournament_play.finished_at), which may be before its planned
 * end. A distribution window the organizer stored explicitly is waited for as well.
 */
export function distributionStartsAt(schedule: ScheduleSection | null, finishedAt: Date | null): number | null {
  if (!finishedAt) return null;
  const afterFinish = finishedAt.getTime() + PRIZE_DISTRIBUTION_DELAY_MS;
  const stored = schedule ? toDomainSchedule(schedule).prizepoolDistribution : undefined;
  return Math.max(afterFinish, stored?.start ?? 0);
}

export class PayoutService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly chain: ChainGateway;
  private readonly signer: PlatformPaymentSigner;
  private readonly options: PayoutServiceOptions;

  constructor(options: PayoutServiceOptions) {
    this.options = options;
    this.db = options.db;
    this.clock = options.clock;
    this.chain = options.chain;
    // Signing under the tournament lock asks the node nothing (on PGlite the dev chain shares its session).
    this.signer = new PlatformPaymentSigner(options.chain, options.platformKey, options.fetch);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  private get escrowAccount(): string {
    return this.chain.platformAccount;
  }

  /** The instant the tournament's distribution is due, or null when it is not finished. */
  async startsAt(db: Db, tournamentId: string): Promise<number | null> {
    const row = await db
      .selectFrom('tournaments as t')
      .leftJoin('tournament_play as p', 'p.tournament_id', 't.id')
      .select(['t.schedule', 'p.finished_at', 't.status'])
      .where('t.id', '=', tournamentId)
      .executeTakeFirst();
    if (!row || row.status !== 'FINISHED') return null;
    return distributionStartsAt(
      row.schedule as ScheduleSection | null,
      row.finished_at ? new Date(row.finished_at) : null,
    );
  }

  /** Computes and stores the distribution when it is due and not stored yet. True when it exists now. */
  async compute(tournamentId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      if (!row || row.status !== 'FINISHED') return false;
      if (await repo.distributionOf(trx, tournamentId)) return true;
      const startsAt = await this.startsAt(trx, tournamentId);
      if (startsAt === null || startsAt > this.clock.now()) return false;
      const escrow = await liveEscrow(trx, tournamentId);
      if (!escrow || escrow.status !== 'HELD') return false;
      const placed: PlacedRegistration[] = (await repo.placements(trx, tournamentId)).map((p) => ({
        registrationId: p.registration_id,
        rank: Number(p.final_rank),
        roster: rosterOf(p.kind, p.user_id, p.member_ids),
      }));
      const rewards = ((row.prizepool as PrizepoolSection | null)?.rewards ?? []) as Reward[];
      const plan = planPayouts(rewards, placed, { uosUnits: escrow.uosUnits, uniqs: escrow.uniqs });
      await repo.insertDistribution(trx, {
        tournamentId,
        escrowId: escrow.id,
        at: this.now(),
        leftoverUosUnits: plan.leftoverUosUnits,
        leftoverTokenIds: plan.leftoverTokenIds,
        payments: plan.payments,
      });
      this.options.log.info({ tournamentId, payments: plan.payments.length }, 'prize distribution computed');
      return true;
    });
  }

  /**
   * Pays everything payable now: signs PENDING payments batch by batch and pushes them, pushes again what was
   * sent before (a crash, another process) and due failures. Then, when every payment is confirmed, returns
   * the escrow's leftover.
   */
  async pay(tournamentId: string): Promise<void> {
    let resend = true;
    for (let round = 0; round < 10_000; round++) {
      const info = await this.chain.client.getInfo();
      const signed = await this.signBatch(tournamentId, info);
      const sending = resend ? await repo.toSend(this.db, tournamentId, this.now(), 1_000) : signed;
      resend = false;
      if (sending.length === 0) break;
      const outcomes = await this.sendAll(sending);
      // A re-signed payment is PENDING again: the next round signs it. Anything else waits for its next attempt.
      if (signed.length === 0 && !outcomes.includes('RESIGN')) break;
    }
    await this.closeIfDone(tournamentId);
  }

  /** Returns the leftover once nothing is owed or in flight (the escrow row becomes RETURNED). */
  private async closeIfDone(tournamentId: string): Promise<void> {
    const status = (
      await this.db.selectFrom('tournaments').select('status').where('id', '=', tournamentId).executeTakeFirst()
    )?.status;
    if (status !== 'FINISHED' || !(await repo.distributionOf(this.db, tournamentId))) return;
    const ledger = await repo.paidOut(this.db, tournamentId);
    if (ledger.inFlight > 0 || ledger.owed > 0) return;
    if (!(await liveEscrow(this.db, tournamentId))) return;
    await this.options.returnEscrow(tournamentId);
  }

  /** Under the tournament lock: signs up to SIGN_BATCH PENDING payments and stores them SENT. */
  private async signBatch(tournamentId: string, info: ChainInfo): Promise<repo.PaymentRow[]> {
    const tapos = paymentTapos(info);
    return this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      // A cancelled tournament signs nothing more; its escrow must hold only what was paid (escrow return).
      if (!row || row.status !== 'FINISHED') return [];
      const escrow = await liveEscrow(trx, tournamentId);
      if (!escrow || escrow.status !== 'HELD') return [];
      const at = this.now();
      await repo.reviveLinked(trx, tournamentId, at);
      const pending = await repo.pendingWithWallets(trx, tournamentId, SIGN_BATCH);
      await repo.markMissingWallet(
        trx,
        pending.filter((p) => !p.wallet_id).map((p) => p.id),
        at,
      );
      const sent: repo.PaymentRow[] = [];
      for (const payment of pending.filter((p) => p.wallet_id)) {
        const { transactionId, stored } = await this.signer.sign(
          this.actionsOf(payment, payment.wallet_id!),
          info,
          tapos,
        );
        sent.push({
          ...payment,
          status: 'SENT',
          to_account: payment.wallet_id,
          transaction_id: transactionId,
          signed_trx: stored,
        });
      }
      await repo.markSent(
        trx,
        sent.map((p) => ({
          id: p.id,
          toAccount: p.to_account!,
          transactionId: p.transaction_id!,
          stored: p.signed_trx!,
        })),
        at,
      );
      return sent;
    });
  }

  private actionsOf(payment: repo.PaymentRow, to: string): ActionInput[] {
    const memo = paymentMemo(payment.id);
    if (payment.factory_id !== null)
      return [transferUniqs({ from: this.escrowAccount, to, tokenIds: payment.token_ids, memo })];
    return [transferUos(this.escrowAccount, to, payment.uosUnits, memo)];
  }

  /**
   * Pushes the payments' stored transactions together and records what the chain says; the confirmations of
   * the batch are written in one statement (a crash before it leaves them SENT: the next push finds them on
   * chain).
   */
  async sendAll(payments: repo.PaymentRow[]): Promise<SendOutcome[]> {
    const outcomes = await Promise.all(payments.map((payment) => this.send(payment)));
    const confirmed = payments
      .filter((_, i) => outcomes[i] === 'CONFIRMED')
      .map((p) => ({ id: p.id, transactionId: p.transaction_id! }));
    await repo.markConfirmed(this.db, confirmed, this.now());
    return outcomes;
  }

  /** Pushes a payment's stored transaction and tells what the chain says (failures are recorded here). */
  private async send(payment: repo.PaymentRow): Promise<SendOutcome> {
    const id = payment.transaction_id!;
    try {
      if ((await pushStoredTransaction(this.chain.client, id, payment.signed_trx!)) === 'INCLUDED') return 'CONFIRMED';
      await repo.resetExpired(this.db, payment.id, id, this.now());
      return 'RESIGN';
    } catch (error) {
      await this.recordFailure(payment, id, error);
      return 'FAILED';
    }
  }

  private async recordFailure(payment: repo.PaymentRow, transactionId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const at = this.now();
    await repo.markFailed(
      this.db,
      payment.id,
      transactionId,
      message,
      new Date(at.getTime() + retryDelayMs(payment.attempts)),
      at,
    );
    this.options.log.warn(
      { tournamentId: payment.tournament_id, paymentId: payment.id, transactionId, err: message },
      'prize payment failed; retried later',
    );
  }

  /**
   * The tournament was cancelled (by the organizer, possibly after some payments): unsent payments are not
   * paid, sent ones are settled with the chain, then the escrow returns only what was not paid.
   */
  async tournamentCanceled(tournamentId: string): Promise<void> {
    const canceled = await this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      if (!row || row.status !== 'CANCELED') return false;
      await repo.cancelUnsent(trx, tournamentId, this.now());
      return true;
    });
    if (!canceled) return;
    for (let round = 0; round < 5; round++) {
      const inFlight = await repo.toSend(this.db, tournamentId, null, 1_000);
      if (inFlight.length === 0) break;
      const outcomes = await this.sendAll(inFlight);
      if (outcomes.includes('RESIGN')) {
        await this.db.transaction().execute(async (trx) => {
          await lockTournament(trx, tournamentId);
          await repo.cancelUnsent(trx, tournamentId, this.now());
        });
      }
      if (!outcomes.includes('RESIGN')) break;
    }
    await this.options.returnEscrow(tournamentId);
  }
}
