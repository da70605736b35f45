// The durable trigger of phase transitions: a pg-boss job per tournament at its next due instant, plus a
// sweep every minute (and once at start) that catches whatever was missed while no process was running.
// pg-boss keeps jobs in the database, so they survive restarts; several processes may all run workers,
// because correctness comes from TournamentPhaseService (row lock + once-only phase records), not from
// pg-boss exclusivity. The job id is derived from (tournament, instant): scheduling the same instant from
// several processes inserts one job.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../../db/database.js';
import { pgBossDatabase } from '../../../jobs/pg-boss-database.js';
import type { AdvanceResult, TournamentPhaseService } from './tournament-phase-service.js';

export const PHASE_QUEUE = 'tournament-phase';
export const SWEEP_QUEUE = 'tournament-phase-sweep';
const SWEEP_CRON = '* * * * *';

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface PhaseSchedulerOptions {
  database: DatabaseHandle;
  phases: TournamentPhaseService;
  log: Log;
  /** How often idle workers look for due jobs. */
  pollingIntervalSeconds?: number;
  /** Told after phases were applied (committed): seeding opening starts the play clock of the matches module. */
  onApplied?: (tournamentId: string, phases: readonly string[]) => void;
}

/** A stable UUID for one tournament's instant, so the same job is never queued twice. */
export function phaseJobId(tournamentId: string, at: number): string {
  const hex = createHash('sha256').update(`tournament-phase:${tournamentId}:${at}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class PhaseScheduler {
  private boss: PgBoss | null = null;
  private startupSweep: Promise<unknown> = Promise.resolve();
  private readonly phases: TournamentPhaseService;
  private readonly log: Log;

  constructor(private readonly options: PhaseSchedulerOptions) {
    this.phases = options.phases;
    this.log = options.log;
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ db: pgBossDatabase(this.options.database), schema: 'pgboss' });
    boss.on('error', (error) => this.log.warn({ err: error }, 'pg-boss error'));
    await boss.start();
    await boss.createQueue(PHASE_QUEUE);
    await boss.createQueue(SWEEP_QUEUE);
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 };
    // batchSize > 1: one fetch claims several due tournaments (and on PGlite it is what keeps pg-boss steady).
    await boss.work<{ tournamentId: string }>(PHASE_QUEUE, { batchSize: 16, ...polling }, async (jobs) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => this.advance(job.data.tournamentId)));
      // A failed job is retried by pg-boss; advancing again is harmless for the ones that succeeded.
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw (failure as PromiseRejectedResult).reason;
    });
    await boss.work(SWEEP_QUEUE, { batchSize: 2, ...polling }, async () => this.sweep());
    await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
    this.boss = boss;
    // Catch up now rather than at the next minute: phases may have come due while no process ran.
    this.startupSweep = this.sweep().catch((error) => this.log.warn({ err: error }, 'start-up phase sweep failed'));
  }

  /** Applies what is due for one tournament, then queues its next instant. */
  async advance(tournamentId: string): Promise<AdvanceResult> {
    const result = await this.phases.advance(tournamentId);
    if (result.applied.length > 0) {
      this.log.info({ tournamentId, phases: result.applied.map((step) => step.phase) }, 'tournament phases applied');
      this.options.onApplied?.(tournamentId, result.applied.map((step) => step.phase));
    }
    if (result.nextAt !== null) await this.scheduleAt(tournamentId, result.nextAt);
    return result;
  }

  /** Called after a tournament is published (after commit): plans its first transition. */
  async tournamentPublished(tournamentId: string): Promise<void> {
    try {
      await this.advance(tournamentId);
    } catch (error) {
      // Publishing already committed; the minute sweep plans tournaments that were never planned.
      this.log.warn({ err: error, tournamentId }, 'could not plan the phases of a published tournament');
    }
  }

  async sweep(): Promise<number> {
    const { due, followUps } = await this.phases.dueTournaments();
    let advanced = 0;
    for (const tournamentId of due) {
      try {
        await this.advance(tournamentId);
        advanced++;
      } catch (error) {
        this.log.warn({ err: error, tournamentId }, 'phase sweep could not advance a tournament');
      }
    }
    for (const tournamentId of followUps) await this.phases.followUpCancel(tournamentId);
    return advanced;
  }

  private async scheduleAt(tournamentId: string, at: number): Promise<void> {
    if (!this.boss) return;
    await this.boss.send(
      PHASE_QUEUE,
      { tournamentId },
      { id: phaseJobId(tournamentId, at), startAfter: new Date(at), retryLimit: 10, retryDelay: 5, retryBackoff: true },
    );
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    await this.startupSweep;
    this.boss = null;
    // Waits for running handlers; pg-boss does not close a database it did not open.
    await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
