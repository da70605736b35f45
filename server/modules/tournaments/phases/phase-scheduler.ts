// The durable trigger of phase transitions: a job per tournament at its next due instant on the server's one
// queue (server/jobs), plus a sweep every minute (and once at start) that catches whatever was missed while no
// process was running. Jobs live in the database, so they survive restarts; several processes may all run
// workers, because correctness comes from TournamentPhaseService (row lock + once-only phase records), not from
// the queue's exclusivity. The job id is derived from (tournament, instant): scheduling the same instant from
// several processes inserts one job.
import { jobId, type JobQueue } from '../../../jobs/job-queue.js';
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
  queue: JobQueue;
  phases: TournamentPhaseService;
  log: Log;
  /** Told after phases were applied (committed): seeding opening starts the play clock of the matches module. */
  onApplied?: (tournamentId: string, phases: readonly string[]) => void;
}

/** A stable UUID for one tournament's instant, so the same job is never queued twice. */
export function phaseJobId(tournamentId: string, at: number): string {
  return jobId(PHASE_QUEUE, tournamentId, at);
}

export class PhaseScheduler {
  private startupSweep: Promise<unknown> = Promise.resolve();
  private readonly phases: TournamentPhaseService;
  private readonly log: Log;

  constructor(private readonly options: PhaseSchedulerOptions) {
    this.phases = options.phases;
    this.log = options.log;
    options.queue.register<{ tournamentId: string }>({
      name: PHASE_QUEUE,
      handle: async ({ tournamentId }) => void (await this.advance(tournamentId)),
    });
    options.queue.register({
      name: SWEEP_QUEUE,
      batchSize: 2,
      cron: SWEEP_CRON,
      handle: async () => void (await this.sweep()),
    });
  }

  /** After the queue started: catch up now rather than at the next minute (phases may have come due meanwhile). */
  start(): void {
    this.startupSweep = this.sweep().catch((error: unknown) =>
      this.log.warn({ err: error }, 'start-up phase sweep failed'),
    );
  }

  /** Applies what is due for one tournament, then queues its next instant. */
  async advance(tournamentId: string): Promise<AdvanceResult> {
    const result = await this.phases.advance(tournamentId);
    if (result.applied.length > 0) {
      this.log.info({ tournamentId, phases: result.applied.map((step) => step.phase) }, 'tournament phases applied');
      this.options.onApplied?.(
        tournamentId,
        result.applied.map((step) => step.phase),
      );
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
    await this.options.queue.sendAt(PHASE_QUEUE, tournamentId, { tournamentId }, at);
  }

  /** Waits for the start-up sweep; the queue itself is stopped by its owner. */
  async stop(): Promise<void> {
    await this.startupSweep;
  }
}
