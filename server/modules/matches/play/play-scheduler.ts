// The durable trigger of the play clock (issue 11 §4): a job per tournament at its next due instant (a round's
// join window, start or end, a dispute buffer's end), a sweep every minute and at start-up for whatever was
// missed while no process ran, and pokes after a match became final (the round may be complete). Correctness
// comes from PlayService.advance (tournament row lock, only what is due), so every process runs workers.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { publishedWithSeedingOpened } from '../../tournaments/tournaments-module.js';
import type { PlayAdvanceResult, PlayService } from './play-service.js';

export const PLAY_JOB = 'tournament-play';
export const PLAY_SWEEP_JOB = 'tournament-play-sweep';

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export class PlayScheduler {
  /** Tournaments with an advance running in this process, and whether another was asked for meanwhile. */
  private readonly running = new Map<string, boolean>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly play: PlayService,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly log: Log,
    /** Told after a tournament finished (committed): prizes paid at the finish go out now. */
    private readonly onFinished: (tournamentId: string) => void = () => {},
  ) {
    queue.register<{ tournamentId: string }>({
      name: PLAY_JOB,
      handle: async ({ tournamentId }) => void (await this.advance(tournamentId)),
    });
    queue.register({
      name: PLAY_SWEEP_JOB,
      batchSize: 2,
      cron: '* * * * *',
      handle: async () => void (await this.sweep()),
    });
  }

  async advance(tournamentId: string): Promise<PlayAdvanceResult> {
    const result = await this.play.advance(tournamentId);
    if (result.steps.length > 0) this.log.info({ tournamentId, steps: result.steps }, 'tournament play advanced');
    if (result.nextAt !== null) await this.queue.sendAt(PLAY_JOB, tournamentId, { tournamentId }, result.nextAt);
    if (result.steps.includes('FINISHED')) this.onFinished(tournamentId);
    return result;
  }

  /**
   * Asks for an advance soon, without waiting: concurrent pokes for one tournament (a report rush finishing a
   * round) collapse into at most one running and one queued advance per process.
   */
  poke(tournamentId: string): void {
    if (this.running.has(tournamentId)) {
      this.running.set(tournamentId, true);
      return;
    }
    this.running.set(tournamentId, false);
    const run = async () => {
      try {
        await this.advance(tournamentId);
      } catch (error) {
        this.log.warn({ err: error, tournamentId }, 'play advance failed; the sweep retries it');
      }
      if (this.running.get(tournamentId)) {
        this.running.set(tournamentId, false);
        return run();
      }
      this.running.delete(tournamentId);
    };
    void run();
  }

  /** Waits until no poke is running (graceful shutdown, and tests that assert after a report). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /**
   * Tournaments the play clock must look at now: seeding opened but play not started or seeds not frozen yet,
   * or a due instant passed.
   */
  async sweep(limit = 500): Promise<number> {
    const now = new Date(this.clock.now());
    const rows = await sql<{ id: string }>`
      SELECT t.id FROM ${publishedWithSeedingOpened(this.db)} t
        LEFT JOIN tournament_play p ON p.tournament_id = t.id
      WHERE (p.tournament_id IS NULL OR p.seeded_at IS NULL OR (p.finished_at IS NULL AND p.paused_at IS NULL AND p.next_due_at <= ${now}))
      LIMIT ${limit}`.execute(this.db);
    let advanced = 0;
    for (const { id } of rows.rows) {
      try {
        await this.advance(id);
        advanced++;
      } catch (error) {
        this.log.warn({ err: error, tournamentId: id }, 'play sweep could not advance a tournament');
      }
    }
    return advanced;
  }
}
