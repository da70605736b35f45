// Pays a leaderboard's stored payments from the platform escrow account, exactly once each, with the prize
// payments' protocol (payouts/chain-payment.ts): under the leaderboard lock a PENDING payment gets its
// transaction signed and stored (SENT) before anything is pushed; the stored transaction is then pushed as is,
// as often as needed (the chain refuses a duplicate, its history says whether it is in); only once the chain
// can no longer include it is the payment signed again. Failures are recorded and retried with backoff by the
// sweep; a prize whose winner has no wallet waits (MISSING_WALLET) until they link one.
import type { Kysely } from 'kysely';
import { transferUniqs, transferUos, type ActionInput, type ChainInfo } from '../../../src/chain/index.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { paymentTapos, PlatformPaymentSigner, pushStoredTransaction, retryDelayMs } from '../payouts/payouts-module.js';
import type { ChainGateway, PlatformKey } from '../wallet/wallet-module.js';
import * as repo from './rewards-repository.js';

type Db = Kysely<Database>;

/** Payments signed per locked transaction, then pushed together. */
const SIGN_BATCH = 64;

export const leaderboardPaymentMemo = (paymentId: string) => `arena-leaderboard-prize:${paymentId}`;

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export class LeaderboardPayer {
  private readonly signer: PlatformPaymentSigner;
  /** Runs per leaderboard within this process, collapsed into one at a time (the lock makes them safe anyway). */
  private readonly running = new Map<string, { again: boolean; done: Promise<void> }>();

  constructor(
    private readonly db: Db,
    private readonly chain: ChainGateway,
    platformKey: PlatformKey,
    private readonly clock: Clock,
    private readonly log: Log,
    nodeFetch?: typeof fetch,
  ) {
    this.signer = new PlatformPaymentSigner(chain, platformKey, nodeFetch);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** Pays what can be paid now; a run already going for this leaderboard runs once more instead. */
  pay(leaderboardId: string): Promise<void> {
    const current = this.running.get(leaderboardId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await this.payOnce(leaderboardId);
        } while (state.again);
      } finally {
        this.running.delete(leaderboardId);
      }
    })();
    this.running.set(leaderboardId, state);
    return state.done;
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((state) => state.done));
  }

  /** Every leaderboard with payments due (started at boot and every minute). */
  async sweep(limit = 200): Promise<number> {
    const ids = await repo.leaderboardsToPay(this.db, this.now(), limit);
    for (const id of ids) {
      try {
        await this.pay(id);
      } catch (error) {
        this.log.warn({ err: error, leaderboardId: id }, 'leaderboard rewards sweep could not pay a leaderboard');
      }
    }
    return ids.length;
  }

  private async payOnce(leaderboardId: string): Promise<void> {
    // First push what is already signed (a crash, another process, a due retry), then sign and push batches.
    let sending = await repo.toPush(this.db, leaderboardId, this.now());
    for (let round = 0; round < 10_000; round++) {
      const info = await this.chain.client.getInfo();
      const { signed, more } = await this.signBatch(leaderboardId, info);
      sending = [...sending, ...signed];
      const outcomes = await Promise.all(sending.map((payment) => this.send(payment)));
      sending = [];
      // A re-signed payment is PENDING again: the next round signs it. Failures wait for their next attempt.
      if (!more && !outcomes.includes('RESIGN')) break;
    }
  }

  /** Under the leaderboard lock: signs up to SIGN_BATCH payments and stores them SENT before any push. */
  private signBatch(
    leaderboardId: string,
    info: ChainInfo,
  ): Promise<{ signed: repo.LeaderboardPaymentRow[]; more: boolean }> {
    const tapos = paymentTapos(info);
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('leaderboards').select('id').where('id', '=', leaderboardId).forUpdate().execute();
      const at = this.now();
      const due = await repo.toSign(trx, leaderboardId, SIGN_BATCH);
      await repo.markMissingWallet(
        trx,
        due.filter((p) => !p.wallet_id && p.status !== 'MISSING_WALLET').map((p) => p.id),
        at,
      );
      const sent: repo.LeaderboardPaymentRow[] = [];
      for (const payment of due.filter((p) => p.wallet_id)) {
        const to = payment.wallet_id!;
        const { transactionId, stored } = await this.signer.sign(this.actionsOf(payment, to), info, tapos);
        await repo.markSent(trx, payment.id, { toAccount: to, transactionId, stored }, at);
        sent.push({ ...payment, status: 'SENT', to_account: to, transaction_id: transactionId, signed_trx: stored });
      }
      return { signed: sent, more: due.length === SIGN_BATCH };
    });
  }

  private actionsOf(payment: repo.LeaderboardPaymentRow, to: string): ActionInput[] {
    const from = this.chain.platformAccount;
    const memo = leaderboardPaymentMemo(payment.id);
    const actions: ActionInput[] = [];
    if (payment.uosUnits > 0n) actions.push(transferUos(from, to, payment.uosUnits, memo));
    if (payment.token_ids.length > 0) actions.push(transferUniqs({ from, to, tokenIds: payment.token_ids, memo }));
    return actions;
  }

  private async send(payment: repo.LeaderboardPaymentRow): Promise<'CONFIRMED' | 'FAILED' | 'RESIGN'> {
    const id = payment.transaction_id!;
    try {
      if ((await pushStoredTransaction(this.chain.client, id, payment.signed_trx!)) === 'INCLUDED') {
        await repo.markConfirmed(this.db, payment.id, id, this.now());
        return 'CONFIRMED';
      }
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
        { leaderboardId: payment.leaderboard_id, paymentId: payment.id, err: message },
        'leaderboard payment failed; retried later',
      );
      return 'FAILED';
    }
  }
}
