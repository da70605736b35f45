// The durable triggers of the distribution: a job per tournament at the instant its distribution phase starts,
// a sweep every minute and at start-up (whatever was missed while no process ran: a crash mid-distribution,
// failed payments whose next attempt is due, winners who linked a wallet), and pokes (a wallet linked, the
// organizer's retry). Correctness lives in PayoutService (tournament lock, stored transactions), so every
// process runs workers; within a process, runs for one tournament are collapsed into one at a time.
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './payout-repository.js';
import type { PayoutService } from './payout-service.js';

export const PAYOUT_JOB = 'prize-distribution';
export const PAYOUT_SWEEP_JOB = 'prize-distribution-sweep';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export class PayoutScheduler {
  private readonly running = new Map<string, { again: boolean; done: Promise<void> }>();

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
    const current = this.running.get(tournamentId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const state = { again: false, done: Promise.resolve() };
    const loop = async () => {
      try {
        do {
          state.again = false;
          await this.once(tournamentId);
        } while (state.again);
      } finally {
        this.running.delete(tournamentId);
      }
    };
    state.done = loop();
    this.running.set(tournamentId, state);
    return state.done;
  }

  private async once(tournamentId: string): Promise<void> {
    const status = (
      await this.db.selectFrom('tournaments').select('status').where('id', '=', tournamentId).executeTakeFirst()
    )?.status;
    if (status === 'CANCELED') return this.payouts.tournamentCanceled(tournamentId);
    if (!(await this.payouts.compute(tournamentId))) {
      const startsAt = await this.payouts.startsAt(this.db, tournamentId);
      if (startsAt !== null && startsAt > this.clock.now())
        await this.queue.sendAt(PAYOUT_JOB, tournamentId, { tournamentId }, startsAt);
      return;
    }
    await this.payouts.pay(tournamentId);
  }

  /** Runs without waiting (errors are logged; the sweep retries). */
  poke(tournamentId: string): void {
    this.run(tournamentId).catch((error: unknown) =>
      this.log.warn({ err: error, tournamentId }, 'prize distribution run failed; the sweep retries it'),
    );
  }

  async walletLinked(userId: string): Promise<void> {
    for (const tournamentId of await repo.walletLinked(this.db, userId, new Date(this.clock.now())))
      this.poke(tournamentId);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((state) => state.done));
  }

  async sweep(limit = 200): Promise<number> {
    const due = await repo.tournamentsToSweep(this.db, new Date(this.clock.now()), limit);
    const ids = [...new Set([...due.finishedUndistributed, ...due.open, ...due.canceled])];
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
