// Paying the ledger, exactly once. A source (a tournament, a leaderboard) records its payments under its own lock
// (payment-repository insertPayments); from then on three steps, each safe to repeat from any process at any time:
//
// 1. Sign (under the source's lock): a PENDING payment gets its chain transaction signed by the platform escrow
//    account and stored with its id (SENT) BEFORE anything is pushed, a compare-and-set on PENDING, so a payment
//    is signed by one worker only. Nothing is ever signed for a payment that has a stored transaction which the
//    chain could still include.
// 2. Send: the stored transaction is pushed as is. Whatever happened before (a crash before the push, after it,
//    or before recording the answer), pushing it again is harmless: the chain refuses a duplicate, and the
//    chain's history tells whether it is included.
// 3. Confirm, or sign again: included → CONFIRMED; only once the chain time is past the transaction's
//    expiration (plus a margin) and the chain does not have it is the payment PENDING again, to be re-signed.
//
// Chain errors are recorded on the payment (FAILED, attempts + 1, last error, next attempt with exponential
// backoff) and retried by the sweep or by a person; they are never dropped.
import type { Kysely } from 'kysely';
import { transferUniqs, transferUos, type ActionInput, type ChainInfo } from '../../../src/chain/index.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { ChainGateway, PlatformKey } from '../wallet/wallet-module.js';
import { paymentTapos, PlatformPaymentSigner, pushStoredTransaction, retryDelayMs } from './chain-payment.js';
import { paymentMemo } from './payment-memo.js';
import * as repo from './payment-repository.js';
import type { PaymentSource } from './payment-tables.js';

type Db = Kysely<Database>;

/** Payments signed per locked transaction, then pushed together (the dev chain commits them as a group). */
const SIGN_BATCH = 64;
/** Signed payments pushed per round. */
const SEND_BATCH = 1_000;

export type SendOutcome = 'CONFIRMED' | 'FAILED' | 'RESIGN';

/** What the owner of a source tells the ledger about it (one entry a source, registered by its module). */
export interface PaymentSourceRules {
  /** Locks the source's row in `trx` and says whether its payments may be signed now (false: push only). */
  lock(trx: Db, sourceId: string): Promise<boolean>;
  /** After a run: what the source does once its payments moved (a tournament returns its escrow's leftover). */
  afterPaying?(sourceId: string): Promise<void>;
}

export interface PaymentRunnerOptions {
  db: Db;
  clock: Clock;
  chain: ChainGateway;
  platformKey: PlatformKey;
  /** How the platform's signer reaches the chain node (in-process for the embedded dev chain). */
  fetch?: typeof fetch;
  log: { warn(obj: unknown, msg?: string): void };
}

const keyOf = (ref: repo.SourceRef) => `${ref.source}:${ref.sourceId}`;

export class PaymentRunner {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly chain: ChainGateway;
  private readonly signer: PlatformPaymentSigner;
  private readonly log: PaymentRunnerOptions['log'];
  private readonly sources = new Map<PaymentSource, PaymentSourceRules>();
  /** Runs per source within this process, collapsed into one at a time (the lock makes them safe anyway). */
  private readonly running = new Map<string, { again: boolean; done: Promise<void> }>();

  constructor(options: PaymentRunnerOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.chain = options.chain;
    this.log = options.log;
    // Signing under the source's lock asks the node nothing (on PGlite the dev chain shares its session).
    this.signer = new PlatformPaymentSigner(options.chain, options.platformKey, options.fetch);
  }

  register(source: PaymentSource, rules: PaymentSourceRules): void {
    this.sources.set(source, rules);
  }

  private rules(source: PaymentSource): PaymentSourceRules {
    const rules = this.sources.get(source);
    if (!rules) throw new Error(`no payment source ${source} is registered`);
    return rules;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** Pays what the source can pay now; a run already going for it runs once more instead. */
  pay(ref: repo.SourceRef): Promise<void> {
    const key = keyOf(ref);
    const current = this.running.get(key);
    if (current) {
      current.again = true;
      return current.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await this.payOnce(ref);
        } while (state.again);
      } finally {
        this.running.delete(key);
      }
    })();
    this.running.set(key, state);
    return state.done;
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((state) => state.done));
  }

  /** Every source with payments due (at start-up and every minute). */
  async sweep(limit = 200): Promise<number> {
    const due = await repo.sourcesDue(this.db, this.now(), limit);
    for (const ref of due) {
      try {
        await this.pay(ref);
      } catch (error) {
        this.log.warn({ err: error, ...ref }, 'payments sweep could not pay a source; the next sweep retries it');
      }
    }
    return due.length;
  }

  /** A recipient linked a wallet: the sources that owed them a payment pay it now. */
  async walletLinked(userId: string): Promise<void> {
    const refs = await repo.walletLinked(this.db, userId, this.now());
    await Promise.all(refs.map((ref) => this.pay(ref)));
  }

  /**
   * Signs PENDING payments batch by batch and pushes them, pushes again what was sent before (a crash, another
   * process) and due failures; then tells the source.
   */
  private async payOnce(ref: repo.SourceRef): Promise<void> {
    let resend = true;
    for (let round = 0; round < 10_000; round++) {
      const info = await this.chain.client.getInfo();
      const signed = await this.signBatch(ref, info);
      // The first round also takes what was signed before; its query finds this round's batch SENT as well.
      const sending = resend ? await repo.toSend(this.db, ref, this.now(), SEND_BATCH) : signed;
      resend = false;
      if (sending.length === 0) break;
      const outcomes = await this.sendAll(sending);
      // A re-signed payment is PENDING again: the next round signs it. Anything else waits for its next attempt.
      if (signed.length === 0 && !outcomes.includes('RESIGN')) break;
    }
    await this.rules(ref.source).afterPaying?.(ref.sourceId);
  }

  /** Under the source's lock: signs up to SIGN_BATCH PENDING payments and stores them SENT. */
  private async signBatch(ref: repo.SourceRef, info: ChainInfo): Promise<repo.PaymentRow[]> {
    const tapos = paymentTapos(info);
    return this.db.transaction().execute(async (trx) => {
      // A source that may not sign (a cancelled tournament) only settles what it sent already.
      if (!(await this.rules(ref.source).lock(trx, ref.sourceId))) return [];
      const at = this.now();
      await repo.reviveLinked(trx, ref, at);
      const pending = await repo.pendingWithAccounts(trx, ref, SIGN_BATCH);
      await repo.markMissingWallet(
        trx,
        pending.filter((p) => !p.account).map((p) => p.id),
        at,
      );
      const signed: repo.PaymentRow[] = [];
      for (const payment of pending.filter((p) => p.account)) {
        const to = payment.account!;
        const { transactionId, stored } = await this.signer.sign(this.actionsOf(payment, to), info, tapos);
        signed.push({ ...payment, status: 'SENT', to_account: to, transaction_id: transactionId, signed_trx: stored });
      }
      const marked = await repo.markSent(
        trx,
        signed.map((p) => ({
          id: p.id,
          toAccount: p.to_account!,
          transactionId: p.transaction_id!,
          stored: p.signed_trx!,
        })),
        at,
      );
      return signed.filter((p) => marked.has(p.id));
    });
  }

  private actionsOf(payment: repo.PaymentRow, to: string): ActionInput[] {
    const from = this.chain.platformAccount;
    const memo = paymentMemo(payment.source, payment.id);
    const actions: ActionInput[] = [];
    if (payment.uosUnits > 0n) actions.push(transferUos(from, to, payment.uosUnits, memo));
    if (payment.token_ids.length > 0) actions.push(transferUniqs({ from, to, tokenIds: payment.token_ids, memo }));
    return actions;
  }

  /**
   * Pushes the payments' stored transactions together and records what the chain says; the confirmations of
   * the batch are written in one statement (a crash before it leaves them SENT: the next push finds them on
   * chain).
   */
  private async sendAll(payments: repo.PaymentRow[]): Promise<SendOutcome[]> {
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
      const message = error instanceof Error ? error.message : String(error);
      const at = this.now();
      await repo.markFailed(
        this.db,
        payment.id,
        id,
        message,
        new Date(at.getTime() + retryDelayMs(payment.attempts)),
        at,
      );
      this.log.warn(
        { source: payment.source, sourceId: payment.source_id, paymentId: payment.id, transactionId: id, err: message },
        'payment failed; retried later',
      );
      return 'FAILED';
    }
  }

  /**
   * The source was cancelled (possibly after some payments): unsent payments are not paid, sent ones are settled
   * with the chain (what expired unseen is cancelled too, under the source's lock), so that what the escrow still
   * holds is known.
   */
  async cancel(ref: repo.SourceRef): Promise<void> {
    const cancelUnsent = () =>
      this.db.transaction().execute(async (trx) => {
        await this.rules(ref.source).lock(trx, ref.sourceId);
        await repo.cancelUnsent(trx, ref, this.now());
      });
    await cancelUnsent();
    for (let round = 0; round < 5; round++) {
      const inFlight = await repo.toSend(this.db, ref, null, SEND_BATCH);
      if (inFlight.length === 0) break;
      if (!(await this.sendAll(inFlight)).includes('RESIGN')) break;
      await cancelUnsent();
    }
  }
}
