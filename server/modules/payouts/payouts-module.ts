// The payouts module's public surface (issue 12 §1–§2): a tournament's prize distribution (who is owed what,
// recorded and paid through the payments module's ledger), its routes, its job kinds on the shared queue, and the
// hook other modules call (a tournament cancelled). Everything else here is private to it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import { findPrizeTournament } from '../tournaments/tournaments-module.js';
import type { UserRow } from '../users/users-module.js';
import { paymentById, retryNow, type PaymentsModule } from '../payments/payments-module.js';
import { PayoutScheduler } from './payout-scheduler.js';
import { PayoutService, tournamentSource } from './payout-service.js';
import { paymentView, tournamentPayouts } from './payout-views.js';
import { payoutsRoutes, type PayoutsApi } from './payouts-routes.js';

export interface PayoutsModuleOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The ledger that signs, sends and confirms the prizes. */
  payments: PaymentsModule;
  queue: JobQueue;
  /** The escrow's return (escrow-service.ts returnEscrow), which gives back only what was not paid. */
  returnEscrow(tournamentId: string): Promise<void>;
  /** A block explorer page for a transaction id, when one is configured. */
  explorerUrl: (transactionId: string) => string | null;
  log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

export interface PayoutsModule extends PayoutsApi {
  routes(api: FastifyInstance): Promise<void>;
  /** The tournament finished: prizes due at the finish are distributed now, the others planned for their date. */
  tournamentFinished(tournamentId: string): void;
  /** The tournament was cancelled: unpaid prizes are not paid and the rest of the escrow goes back. */
  tournamentCanceled(tournamentId: string): Promise<void>;
  sweep(): Promise<number>;
  settled(): Promise<void>;
}

export type { PayoutsApi };

export function createPayoutsModule(options: PayoutsModuleOptions): PayoutsModule {
  const { db, clock, queue, log } = options;
  const service = new PayoutService(options);
  const scheduler = new PayoutScheduler(db, service, queue, clock, log);

  /** The tournament, when `user` organizes for its organization or is a platform admin; else 404. */
  async function visible(user: UserRow, tournamentId: string) {
    const row = await findPrizeTournament(db, tournamentId);
    if (!row) throw notFound('TOURNAMENT-NOT-FOUND');
    if (user.role !== 'admin' && (await organizationOfUser(db, user.id)) !== row.organization_id)
      throw notFound('TOURNAMENT-NOT-FOUND');
    return row;
  }

  const api: PayoutsApi = {
    async view(user, tournamentId) {
      const row = await visible(user, tournamentId);
      return tournamentPayouts(db, row, await service.startsAt(db, tournamentId), options.explorerUrl);
    },
    async retry(user, tournamentId, paymentId) {
      await visible(user, tournamentId);
      const source = tournamentSource(tournamentId);
      const payment = await paymentById(db, source, paymentId);
      if (!payment) throw notFound('PRIZE-PAYMENT-NOT-FOUND');
      if (!(await retryNow(db, source, paymentId, new Date(clock.now()))))
        throw conflict('PRIZE-PAYMENT-NOT-RETRYABLE');
      await scheduler.run(tournamentId);
      return paymentView((await paymentById(db, source, paymentId))!, options.explorerUrl);
    },
  };

  return {
    ...api,
    routes: async (app) => {
      await app.register(payoutsRoutes, { payouts: api });
    },
    tournamentCanceled: async (tournamentId) => {
      try {
        await scheduler.run(tournamentId);
      } catch (error) {
        // The cancellation stands; the sweep settles the payments and returns the escrow later.
        log.warn({ err: error, tournamentId }, 'returning the escrow after cancellation failed; the sweep retries it');
      }
    },
    tournamentFinished: (tournamentId) => {
      // Not awaited by the play clock; settled() waits for it, and the minute sweep retries what fails.
      scheduler.run(tournamentId).catch((error: unknown) => {
        log.warn({ err: error, tournamentId }, 'prize distribution at the finish failed; the sweep retries it');
      });
    },
    sweep: () => scheduler.sweep(),
    settled: () => scheduler.settled(),
  };
}
