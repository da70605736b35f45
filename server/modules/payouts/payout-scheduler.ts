// The durable triggers of the distribution: a job per tournament at the instant its distribution phase starts,
// and a sweep every minute and at start-up (whatever was missed while no process ran: a distribution due, a
// leftover to return, a cancellation to settle). Payments due, failed ones whose next attempt is due and winners
// who linked a wallet are the payments module's sweep. Correctness lives in PayoutService and the ledger
// (tournament lock, stored transactions), so every process runs workers.
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './payout-repository.js';
import type { PayoutService } from './payout-service.js';
import { findPrizeTournament } from '../tournaments/tournaments-module.js';

export const PAYOUT_JOB = 'prize-distribution';
export const PAYOUT_SWEEP_JOB = 'prize-distribution-sweep';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export class PayoutScheduler {
  /** Runs going in this process, for settled(); the ledger collapses their payments per tournament. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly payouts: PayoutService,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {
    queue.register<{ tournamentId: string }>({
      name: PAYOUT_JOB,
      batchSize: 4,
      handle: ({ tournamentId }) => this.run(tournamentId),
    });
    queue.register({
      name: PAYOUT_SWEEP_JOB,
      batchSize: 1,
      cron: '* * * * *',
      handle: async () => void (await this.sweep()),
    });
  }

  /** Computes the distribution when due (or plans the job for when it is), then pays what can be paid. */
  run(tournamentId: string): Promise<void> {
    const done = this.once(tournamentId).finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  private async once(tournamentId: string): Promise<void> {
    const status = (await findPrizeTournament(this.db, tournamentId))?.status;
    if (status === 'CANCELED') return this.payouts.tournamentCanceled(tournamentId);
    if (!(await this.payouts.compute(tournamentId))) {
      const startsAt = await this.payouts.startsAt(this.db, tournamentId);
      if (startsAt !== null && startsAt > this.clock.now())
        await this.queue.sendAt(PAYOUT_JOB, tournamentId, { tournamentId }, startsAt);
      return;
    }
    await this.payouts.pay(tournamentId);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async sweep(limit = 200): Promise<number> {
    const due = await repo.tournamentsToSweep(this.db, limit);
    const ids = [...new Set([...due.finishedUndistributed, ...due.held, ...due.canceled])];
    for (const id of ids) {
      try {
        await this.run(id);
      } catch (error) {
        this.log.warn({ err: error, tournamentId: id }, 'prize distribution sweep could not run a tournament');
      }
    }
    return ids.length;
  }
}
