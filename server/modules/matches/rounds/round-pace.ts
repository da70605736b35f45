// Rounds at the players' pace on the server (issue 26 §2; the rules are src/domain/round-pace.ts). When a
// tournament's rounds start as soon as ready, the play clock stores the window of the next round once every earlier
// round is resolved (tournament_round_windows); wherever a schedule is read as played, those windows are laid over
// the planned ones, so reports, deadlines, the play clock's wake-ups and the round times shown all follow them.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  isPacedSchedule,
  pacedRoundWindow,
  plannedRoundWindow,
  roundToPace,
  type RoundWindow,
  type TournamentSchedule,
} from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { announceTournamentChanged } from '../../tournaments/tournaments-module.js';

type Db = Kysely<Database>;
type PlayedRounds = Record<number, RoundWindow>;

/**
 * The stored windows of a tournament as one JSON column, for statements that read the play context of many
 * matches at once; `tournament` is the expression of the tournament's id.
 */
export const playedRoundsColumn = (tournament: RawBuilder<string>) => sql<unknown>`(
  SELECT json_agg(json_build_object('round', w.round_index, 'opensAt', w.opens_at, 'start', w.starts_at,
    'end', w.ends_at))
  FROM tournament_round_windows w WHERE w.tournament_id = ${tournament})`;

/** The windows of playedRoundsColumn (null when none is stored), by round. */
export function playedRoundsOf(column: unknown): PlayedRounds {
  const rows = (typeof column === 'string' ? JSON.parse(column) : column) as
    { round: number; opensAt: string; start: string; end: string }[] | null;
  const played: PlayedRounds = {};
  for (const row of rows ?? [])
    played[Number(row.round)] = {
      opensAt: Date.parse(row.opensAt),
      start: Date.parse(row.start),
      end: Date.parse(row.end),
    };
  return played;
}

/** The schedule as played: the stored windows laid over the planned ones (nothing to lay for a fixed schedule). */
export function withPlayedRounds(schedule: TournamentSchedule, played: PlayedRounds): TournamentSchedule {
  return Object.keys(played).length === 0 ? schedule : { ...schedule, playedRounds: played };
}

/** The tournament's schedule as played, read in `db` (the play clock's transaction). */
export async function loadPlayedSchedule(db: Db, tournamentId: string, schedule: TournamentSchedule) {
  if (!isPacedSchedule(schedule)) return schedule;
  const row = await sql<{
    played: unknown;
  }>`SELECT ${playedRoundsColumn(sql`${tournamentId}::uuid`)} AS played`.execute(db);
  return withPlayedRounds(schedule, playedRoundsOf(row.rows[0]?.played));
}

/**
 * Called by the play clock (under the tournament lock) after it resolved what was due: when every round before
 * the next one is resolved, that round's window is set from the last resolution and stored, once. Returns the
 * schedule as played with it.
 */
export async function paceNextRound(
  trx: Db,
  tournamentId: string,
  schedule: TournamentSchedule,
  plannedRounds: number,
): Promise<TournamentSchedule> {
  if (!isPacedSchedule(schedule) || schedule.rounds.length === 0) return schedule;
  const rounds = await trx
    .selectFrom('tournament_rounds')
    .select(['round_index', 'status', 'generated_at', 'completed_at'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  const next = roundToPace(
    rounds.map((r) => ({
      round: r.round_index,
      // A skipped round counts as resolved when it was skipped (it records no completion of its own).
      completedAt: r.status === 'IN_PROGRESS' ? null : new Date(r.completed_at ?? r.generated_at).getTime(),
    })),
    plannedRounds,
  );
  if (!next || schedule.playedRounds?.[next.round]) return schedule;
  const window = pacedRoundWindow(
    plannedRoundWindow(schedule, next.round),
    next.previousResolvedAt,
    schedule.roundBreakMinutes ?? 0,
  );
  await trx
    .insertInto('tournament_round_windows')
    .values({
      tournament_id: tournamentId,
      round_index: next.round,
      opens_at: new Date(window.opensAt),
      starts_at: new Date(window.start),
      ends_at: new Date(window.end),
      previous_resolved_at: new Date(next.previousResolvedAt),
    })
    .onConflict((oc) => oc.columns(['tournament_id', 'round_index']).doNothing())
    .execute();
  return { ...schedule, playedRounds: { ...schedule.playedRounds, [next.round]: window } };
}

/** Resuming a pause moves the stored windows that were still ahead by the time spent paused, like the plan. */
export async function shiftPlayedRounds(trx: Db, tournamentId: string, from: Date, deltaMs: number): Promise<void> {
  const delta = sql`(${deltaMs}::double precision * interval '1 millisecond')`;
  await sql`
    UPDATE tournament_round_windows SET
      opens_at = CASE WHEN opens_at >= ${from}::timestamptz THEN opens_at + ${delta} ELSE opens_at END,
      starts_at = CASE WHEN starts_at >= ${from}::timestamptz THEN starts_at + ${delta} ELSE starts_at END,
      ends_at = CASE WHEN ends_at >= ${from}::timestamptz THEN ends_at + ${delta} ELSE ends_at END
    WHERE tournament_id = ${tournamentId} AND ends_at >= ${from}::timestamptz`.execute(trx);
}

/**
 * The play clock woke up for an instant it planned: a moved round's opening or start is not in the planned
 * schedule the phase clock announces, so the play clock tells open pages itself (delivered at commit).
 */
export async function announcePacedWakeUp(
  trx: Db,
  tournamentId: string,
  schedule: TournamentSchedule,
  dueAt: Date | null,
  now: number,
): Promise<void> {
  if (!schedule.playedRounds || !dueAt || new Date(dueAt).getTime() > now) return;
  const due = new Date(dueAt).getTime();
  const visible = Object.values(schedule.playedRounds).some((w) => w.opensAt === due || w.start === due);
  if (visible) await announceTournamentChanged(trx, tournamentId);
}
