// The payments module's face: the one exactly-once ledger of everything Arena pays from the platform escrow
// account (tournament prizes, leaderboard prizes and escrow returns). The modules that decide who is owed what
// record payments here under their own lock, register their source's rules, and ask for runs; they never touch
// the payments table. Its sweep job pays whatever a crash, a chain failure or a missing wallet left.
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ChainGateway, PlatformKey } from '../wallet/wallet-module.js';
import { PaymentRunner, type PaymentSourceRules } from './payment-runner.js';
import type { SourceRef } from './payment-repository.js';
import type { PaymentSource } from './payment-tables.js';

export const PAYMENTS_SWEEP_JOB = 'payments-sweep';

export interface PaymentsModule {
  /** The owner of a source says when its payments may be signed and what follows a run. */
  registerSource(source: PaymentSource, rules: PaymentSourceRules): void;
  /** Pays what the source can pay now (collapsed with a run already going for it in this process). */
  pay(ref: SourceRef): Promise<void>;
  /** The source was cancelled: its unsent payments are not paid, its sent ones are settled with the chain. */
  cancel(ref: SourceRef): Promise<void>;
  /** A user linked a wallet: what they were owed is paid now (errors are logged; the sweep retries). */
  walletLinked(userId: string): void;
  sweep(): Promise<number>;
  settled(): Promise<void>;
}

export function createPaymentsModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  chain: ChainGateway;
  platformKey: PlatformKey;
  fetch?: typeof fetch;
  queue: JobQueue;
  log: { warn(obj: unknown, msg?: string): void };
}): PaymentsModule {
  const runner = new PaymentRunner(options);
  options.queue.register({
    name: PAYMENTS_SWEEP_JOB,
    batchSize: 1,
    cron: '* * * * *',
    handle: async () => void (await runner.sweep()),
  });
  return {
    registerSource: (source, rules) => runner.register(source, rules),
    pay: (ref) => runner.pay(ref),
    cancel: (ref) => runner.cancel(ref),
    walletLinked: (userId) => {
      runner
        .walletLinked(userId)
        .catch((error: unknown) => options.log.warn({ err: error, userId }, 'paying a newly linked wallet failed'));
    },
    sweep: () => runner.sweep(),
    settled: () => runner.settled(),
  };
}

// What other modules may read and record (the import-boundaries lint rule: modules meet only here). Recording
// runs in the caller's transaction, which holds the source's lock.
export {
  committed,
  insertPayments as recordPayments,
  LAST_ERROR_LENGTH,
  paidOut,
  paymentById,
  paymentsOf,
  prizesWon,
  retryNow,
  returnPayment,
} from './payment-repository.js';
export type { NewPayment, PaidOut, PaymentRow, PrizesWon, SourceRef } from './payment-repository.js';
export type { PaymentSourceRules } from './payment-runner.js';
export type { PaymentPurpose, PaymentSource, PaymentStatus, StoredPaymentTransaction } from './payment-tables.js';
