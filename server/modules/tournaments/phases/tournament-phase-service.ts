// Applies a tournament's due phase transitions (issue 6 §3) in one transaction under its row lock: the pure
// plan (src/domain/tournament-phases.ts) says what is due; each applied phase is recorded once, so any number
// of processes, retries and sweeps may call advance() for the same tournament and the outcome is the same.
// It also announces the instants that change only what users see (registration opens, a round starts; see
// visibleInstants): when a planned wake-up has passed it notifies 'tournament_changed', the channel the
// database triggers use, so every process's live listeners refetch the tournament for their open pages.
// The clock is injected: the app passes its clock's now, the phase tests a clock they move.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { FormatSection, ScheduleSection } from '../../../../src/contract/tournaments.js';
import { nextWakeAt, planPhases, type PhaseStep } from '../../../../src/domain/tournament-phases.js';
import { announceTournamentChanged } from '../tournament-changes.js';
import { finishTeamParticipation } from '../../teams/teams-module.js';
import { toDomainSchedule } from '../tournament-sections.js';
import * as repo from '../tournaments-repository.js';

type Db = Kysely<Database>;

export interface AdvanceResult {
  tournamentId: string;
  applied: PhaseStep[];
  /** Next instant (ms) to wake: a phase is due or what users see changes; null when nothing is left. */
  nextAt: number | null;
  canceled: boolean;
  /** Whether this call announced the tournament as changed (a planned instant passed, or phases applied). */
  notified: boolean;
}

export interface TournamentPhaseServiceOptions {
  db: Db;
  /** Epoch milliseconds of the server's clock. */
  now: () => number;
  /**
   * Called after a scheduled cancellation committed (e.g. return the prize escrow). Must be idempotent: it
   * is retried by every sweep until it resolves, so a chain outage delays the return but never loses it.
   */
  onCanceled?: (tournamentId: string) => Promise<void>;
  log?: { warn(obj: unknown, msg?: string): void };
}

export class TournamentPhaseService {
  private readonly db: Db;
  readonly now: () => number;
  private readonly onCanceled?: (tournamentId: string) => Promise<void>;
  private readonly log?: TournamentPhaseServiceOptions['log'];

  constructor(options: TournamentPhaseServiceOptions) {
    this.db = options.db;
    this.now = options.now;
    this.onCanceled = options.onCanceled;
    this.log = options.log;
  }

  /** Applies every phase of `tournamentId` due now; a no-op for anything not published. */
  async advance(tournamentId: string): Promise<AdvanceResult> {
    const result = await this.db.transaction().execute(async (trx) => {
      const row = await repo.lockTournament(trx, tournamentId);
      const none: AdvanceResult = { tournamentId, applied: [], nextAt: null, canceled: false, notified: false };
      if (!row) return none;
      const now = this.now();
      const schedule = row.schedule as ScheduleSection | null;
      const format = row.format as FormatSection | null;
      if (row.status !== 'PUBLISHED' || !schedule || !format) {
        await upsertState(trx, tournamentId, { next_due_at: null }, new Date(now));
        return none;
      }
      const applied = await trx
        .selectFrom('tournament_phase_events')
        .select('phase')
        .where('tournament_id', '=', tournamentId)
        .execute();
      const planInput = {
        published: true,
        schedule: toDomainSchedule(schedule),
        minParticipants: format.minParticipants,
        applied: applied.map((event) => event.phase),
        counts: await registrationCounts(trx, tournamentId),
        now,
      };
      const plan = planPhases(planInput);
      const wakeAt = nextWakeAt(planInput, plan);
      const previousWake = await trx
        .selectFrom('tournament_phase_state')
        .select('next_due_at')
        .where('tournament_id', '=', tournamentId)
        .executeTakeFirst();
      const at = new Date(now);
      let canceled = false;
      for (const step of plan.steps) {
        const details: Record<string, unknown> = {};
        if (step.disqualify) details.disqualified = await disqualifyNotCheckedIn(trx, tournamentId, at);
        if (step.cancel) {
          await repo.setStatus(trx, tournamentId, 'CANCELED', at);
          // As when the organizer cancels: teams registered here may change again.
          for (const teamId of await repo.activeTeamIds(trx, tournamentId))
            await finishTeamParticipation(trx, teamId, tournamentId, at);
          details.canceled = step.cancel;
          canceled = true;
        }
        await trx
          .insertInto('tournament_phase_events')
          .values({
            tournament_id: tournamentId,
            phase: step.phase,
            due_at: new Date(step.at),
            applied_at: at,
            details: JSON.stringify(details),
          })
          .execute();
      }
      await upsertState(
        trx,
        tournamentId,
        {
          next_due_at: wakeAt === null ? null : new Date(wakeAt),
          ...(canceled ? { canceled_at: at } : {}),
        },
        at,
      );
      // Only the first caller after a planned instant sees it passed (the row lock orders callers, and it
      // moves next_due_at on), so retries and other processes do not announce it again. Phase records
      // themselves have no trigger: closing registration changes no other row, yet every page must show it.
      const due = previousWake?.next_due_at ? new Date(previousWake.next_due_at).getTime() <= now : false;
      const notified = due || plan.steps.length > 0;
      // Delivered at commit, like the triggers' notifications.
      if (notified) await announceTournamentChanged(trx, tournamentId);
      return { tournamentId, applied: plan.steps, nextAt: wakeAt, canceled, notified };
    });
    if (result.canceled) await this.followUpCancel(tournamentId);
    return result;
  }

  /** Runs the cancellation hook and records success; on failure it stays pending for the next sweep. */
  async followUpCancel(tournamentId: string): Promise<boolean> {
    try {
      await this.onCanceled?.(tournamentId);
    } catch (error) {
      this.log?.warn({ err: error, tournamentId }, 'cancellation follow-up failed; the next sweep retries it');
      return false;
    }
    await this.db
      .updateTable('tournament_phase_state')
      .set({ cancel_followed_up_at: new Date(this.now()) })
      .where('tournament_id', '=', tournamentId)
      .execute();
    return true;
  }

  /**
   * Tournaments the sweep must look at: a phase due by now, published ones never planned (a crash between
   * publish and scheduling), and cancellations whose follow-up has not succeeded — ours, and any cancelled
   * tournament (the organizer's too) whose prize escrow is still held or on its way back.
   */
  async dueTournaments(limit = 500): Promise<{ due: string[]; followUps: string[] }> {
    const now = new Date(this.now());
    const due = await this.db
      .selectFrom('tournaments as t')
      .leftJoin('tournament_phase_state as s', 's.tournament_id', 't.id')
      .select('t.id')
      .where('t.status', '=', 'PUBLISHED')
      .where((eb) => eb.or([eb('s.tournament_id', 'is', null), eb('s.next_due_at', '<=', now)]))
      .limit(limit)
      .execute();
    const followUps = await sql<{ tournament_id: string }>`
      SELECT tournament_id FROM tournament_phase_state WHERE canceled_at IS NOT NULL AND cancel_followed_up_at IS NULL
      UNION
      SELECT e.tournament_id FROM tournament_escrows e JOIN tournaments t ON t.id = e.tournament_id
      WHERE t.status = 'CANCELED' AND e.status IN ('HELD', 'RETURNING')
      LIMIT ${limit}`.execute(this.db);
    return { due: due.map((row) => row.id), followUps: followUps.rows.map((row) => row.tournament_id) };
  }
}

async function registrationCounts(trx: Db, tournamentId: string): Promise<{ active: number; checkedIn: number }> {
  const row = await trx
    .selectFrom('tournament_registrations')
    .select([
      sql<number>`count(*) FILTER (WHERE status IN ('REGISTERED', 'CHECKED_IN'))::int`.as('active'),
      sql<number>`count(*) FILTER (WHERE status = 'CHECKED_IN')::int`.as('checked_in'),
    ])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), checkedIn: Number(row.checked_in) };
}

/** Registered but not checked in when check-in closes: disqualified (their teams may change again). */
async function disqualifyNotCheckedIn(trx: Db, tournamentId: string, at: Date): Promise<number> {
  const rows = await trx
    .updateTable('tournament_registrations')
    .set({ status: 'DISQUALIFIED' })
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'REGISTERED')
    .returning(['team_id'])
    .execute();
  for (const row of rows) if (row.team_id) await finishTeamParticipation(trx, row.team_id, tournamentId, at);
  return rows.length;
}

async function upsertState(
  trx: Db,
  tournamentId: string,
  values: { next_due_at: Date | null; canceled_at?: Date },
  updatedAt: Date,
): Promise<void> {
  await trx
    .insertInto('tournament_phase_state')
    .values({ tournament_id: tournamentId, ...values, updated_at: updatedAt })
    .onConflict((oc) => oc.column('tournament_id').doUpdateSet({ ...values, updated_at: updatedAt }))
    .execute();
}
