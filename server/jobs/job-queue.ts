// The one durable job queue of the server (pg-boss on PostgreSQL or PGlite). Modules register their job kinds
// here; correctness never depends on pg-boss's exclusivity (every handler is idempotent under a row lock), so
// any number of processes may all run workers. Job ids derive from (kind, key, instant): scheduling the same
// instant from several processes inserts one job.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import { pgBossDatabase } from './pg-boss-database.js';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export interface JobKind<T extends object> {
  name: string;
  handle(data: T): Promise<void>;
  /** Jobs claimed per fetch (> 1 also keeps pg-boss steady on PGlite). */
  batchSize?: number;
  /** A cron schedule for periodic kinds (sweeps). */
  cron?: string;
}

/** A stable UUID for (kind, key, instant). */
export function jobId(kind: string, key: string, at: number): string {
  const hex = createHash('sha256').update(`${kind}:${key}:${at}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates the queue `name` unless it exists. pg-boss makes a partition of its job table per queue, and processes
 * starting together on a new database (a rollout) can deadlock doing so: PostgreSQL then rolls one back (40P01),
 * which stopped that process. Creating a queue is idempotent, so the one rolled back tries again once the other
 * committed.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

export class JobQueue {
  private boss: PgBoss | null = null;
  private stopping: Promise<void> | null = null;
  private stopped = false;
  private readonly kinds: JobKind<object>[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Log,
    private readonly pollingIntervalSeconds = 1,
    /** How long stop() waits for running handlers. */
    private readonly stopTimeoutMs = 10_000,
  ) {}

  register<T extends object>(kind: JobKind<T>): void {
    if (this.boss) throw new Error(`Job kind ${kind.name} registered after the queue started`);
    this.kinds.push(kind);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ db: pgBossDatabase(this.database, () => this.stopped), schema: 'pgboss' });
    boss.on('error', (error) => this.log.warn({ err: error }, 'pg-boss error'));
    await boss.start();
    for (const kind of this.kinds) {
      await createQueueOnce(boss, kind.name);
      await boss.work<object>(
        kind.name,
        { batchSize: kind.batchSize ?? 16, pollingIntervalSeconds: this.pollingIntervalSeconds },
        async (jobs) => {
          const outcomes = await Promise.allSettled(jobs.map((job) => kind.handle(job.data)));
          // A failed job is retried by pg-boss; handling again is harmless for the ones that succeeded.
          const failure = outcomes.find((outcome) => outcome.status === 'rejected');
          if (failure) throw failure.reason;
        },
      );
      if (kind.cron) await boss.schedule(kind.name, kind.cron);
    }
    this.boss = boss;
  }

  /** Queues `data` for `kind` at instant `at` (once per key and instant). */
  async sendAt(kind: string, key: string, data: object, at: number): Promise<void> {
    if (!this.boss) return;
    await this.boss.send(kind, data, {
      id: jobId(kind, key, at),
      startAfter: new Date(at),
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
    });
  }

  async stop(): Promise<void> {
    if (this.stopping) return this.stopping;
    const boss = this.boss;
    if (!boss) return;
    // Waits for running handlers; pg-boss does not close a database it did not open. The handlers still running
    // may queue their successors meanwhile (a phase job queues the tournament's next instant): sends go on until
    // they finished. Dropping them, as when the queue was forgotten first, left the next instant to the minute
    // sweep: a boundary applied up to a minute late whenever a process stopped while handling the one before it.
    this.stopping = boss.stop({ graceful: true, timeout: this.stopTimeoutMs, wait: true }).finally(() => {
      this.boss = null;
      this.stopped = true;
    });
    await this.stopping;
  }
}
