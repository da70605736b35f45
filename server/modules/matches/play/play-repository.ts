// SQL of the playing half: entrants, rounds, matches, reports and the audit trail. Writes run inside the
// services' transactions (after the tournament row lock, or the match row lock for reports).
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { announceMatchEvent, announceMatchesReady } from './match-webhook-events.js';
import { notifyMatchEvent } from './match-notifications.js';
import type { Database } from '../../../db/schema.js';
import { userProfiles } from '../../users/users-module.js';
import { staffRoleSql } from '../../organizations/organizations-module.js';
import { tournamentPlaySettings } from '../../tournaments/tournaments-module.js';
import type {
  MatchesTable,
  MatchReportsTable,
  MatchRowResolution,
  MatchRowStatus,
  TournamentPlayTable,
} from '../match-tables.js';
import type { NewMatch } from '../stages/stored-play.js';
import { gameSidesColumn, type SidesDraw } from './game-sides-draw.js';
import type { EntrantRow } from './entrant-people.js';

export { entrantsWithPeople, type EntrantWithPeople } from './entrant-people.js';

type Db = Kysely<Database>;
export type MatchRow = Selectable<MatchesTable>;
export type { EntrantRow };
export type PlayRow = Selectable<TournamentPlayTable>;
export type ReportRow = Selectable<MatchReportsTable>;

export function findPlay(db: Db, tournamentId: string): Promise<PlayRow | undefined> {
  return db.selectFrom('tournament_play').selectAll().where('tournament_id', '=', tournamentId).executeTakeFirst();
}

export function entrants(db: Db, tournamentId: string): Promise<EntrantRow[]> {
  return db
    .selectFrom('tournament_entrants')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .orderBy('seed')
    .execute();
}

export function matchesOf(db: Db, tournamentId: string, round?: number): Promise<MatchRow[]> {
  let query = db.selectFrom('matches').selectAll().where('tournament_id', '=', tournamentId);
  if (round !== undefined) query = query.where('round_index', '=', round);
  return query.orderBy('round_index').orderBy('position').execute();
}

/** All matches of a tournament locked, in one order (position) so concurrent lockers never deadlock among themselves. */
export function lockMatches(trx: Db, tournamentId: string): Promise<MatchRow[]> {
  return trx
    .selectFrom('matches')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .orderBy('round_index')
    .orderBy('position')
    .forUpdate()
    .execute();
}

export function lockMatch(trx: Db, tournamentId: string, matchId: string): Promise<MatchRow | undefined> {
  return trx
    .selectFrom('matches')
    .selectAll()
    .where('id', '=', matchId)
    .where('tournament_id', '=', tournamentId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockMatchAt(
  trx: Db,
  tournamentId: string,
  round: number,
  position: number,
): Promise<MatchRow | undefined> {
  return trx
    .selectFrom('matches')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('round_index', '=', round)
    .where('position', '=', position)
    .forUpdate()
    .executeTakeFirst();
}

const BATCH = 1000;

/**
 * Inserts a round's matches (a 16,384-player bracket is 16,383 rows: sent in batches of a thousand) and announces
 * those ready to play.
 */
export async function insertMatches(
  trx: Db,
  tournamentId: string,
  rows: readonly NewMatch[],
  at: Date,
  sides: SidesDraw | null,
): Promise<void> {
  const ready: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await trx
      .insertInto('matches')
      .values(
        rows.slice(i, i + BATCH).map((row) => ({
          tournament_id: tournamentId,
          round_index: row.round_index,
          position: row.position,
          kind: row.kind,
          best_of: row.best_of,
          third_place: row.third_place,
          participants: JSON.stringify(row.participants),
          status: row.status,
          winner: row.winner,
          resolution: row.resolution,
          resolved_at: row.status === 'BYE' ? at : null,
          game_sides: gameSidesColumn(sides, row),
          updated_at: at,
        })),
      )
      .returning(['id', 'status'])
      .execute();
    for (const row of inserted) if (row.status === 'READY') ready.push(row.id);
  }
  await announceMatchesReady(trx, tournamentId, ready, at);
}

export interface MatchUpdate {
  participants?: number[];
  status?: MatchRowStatus;
  result?: unknown;
  winner?: number | null;
  resolution?: MatchRowResolution | null;
  reported_at?: Date | null;
  buffer_ends_at?: Date | null;
  disputed_at?: Date | null;
  resolved_at?: Date | null;
  check_in_ends_at?: Date | null;
  checked_in_seeds?: number[];
  no_show_seeds?: number[];
  /** gameSidesColumn's value, when the participants change. */
  game_sides?: string | null;
}

/** A match still to be played or decided. */
export const OPEN_STATUSES: readonly MatchRowStatus[] = ['PENDING', 'READY', 'REPORTED', 'DISPUTED', 'SCORE_MISSING'];

/**
 * `m.status IN (…OPEN_STATUSES)` with the statuses written into the SQL, not bound: the app's connections plan every
 * statement generically (plan_cache_mode, db/database.ts), and a generic plan can use the partial index of the open
 * matches (matches_open, migration 0400) only when its predicate is proved by literals. With bound statuses, the
 * round-resolved probe after each result walked every match of its round (262 buffers a call in a report rush).
 */
export const isOpenMatch = (status: RawBuilder<unknown>) =>
  sql<boolean>`${status} IN (${sql.join(OPEN_STATUSES.map((value) => sql.lit(value)))})`;

/**
 * A report opened (or restarted) a dispute buffer: the play clock must wake when it ends, not at the next instant
 * it planned (a round's end, an hour away). Writes only when the buffer ends earlier than that, so a report rush
 * touches the tournament's play row once, not once per report.
 */
export async function wakePlayClockBy(trx: Db, tournamentId: string, instant: Date): Promise<void> {
  await trx
    .updateTable('tournament_play')
    .set({ next_due_at: instant })
    .where('tournament_id', '=', tournamentId)
    .where('finished_at', 'is', null)
    .where((eb) => eb.or([eb('next_due_at', 'is', null), eb('next_due_at', '>', instant)]))
    .execute();
}

export async function updateMatch(trx: Db, matchId: string, update: MatchUpdate, at: Date): Promise<void> {
  const { participants, result, checked_in_seeds, no_show_seeds, ...rest } = update;
  await trx
    .updateTable('matches')
    .set({
      ...rest,
      ...(participants !== undefined ? { participants: JSON.stringify(participants) } : {}),
      ...(checked_in_seeds !== undefined ? { checked_in_seeds: JSON.stringify(checked_in_seeds) } : {}),
      ...(no_show_seeds !== undefined ? { no_show_seeds: JSON.stringify(no_show_seeds) } : {}),
      ...(result !== undefined ? { result: result === null ? null : JSON.stringify(result) } : {}),
      updated_at: at,
    })
    .where('id', '=', matchId)
    .execute();
}

/** The match goes to the organizer: DISPUTED, with the event that says why (a report's conflict, a side's claim). */
export async function markDisputed(
  trx: Db,
  event: { matchId: string; tournamentId: string; actorId: string | null; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await updateMatch(trx, event.matchId, { status: 'DISPUTED', disputed_at: event.at }, event.at);
  await recordEvent(trx, { ...event, kind: 'DISPUTED' });
}

/**
 * `{"actorRole": "REFEREE"}` when the actor acts as a referee of the tournament's organization, else `{}` (an SQL
 * expression): the audit trail names staff as such (issue 26 §3), with the role they held when they acted.
 */
function refereeMark(db: Db, actorId: string, tournamentId: string) {
  const organization = sql<
    string | null
  >`(SELECT t.organization_id FROM (${tournamentPlaySettings(db)}) t WHERE t.id = ${tournamentId})`;
  return sql`CASE WHEN ${staffRoleSql(sql.val(actorId), organization)} = 'REFEREE'
    THEN '{"actorRole": "REFEREE"}'::jsonb ELSE '{}'::jsonb END`;
}

export async function recordEvent(
  trx: Db,
  event: {
    matchId: string;
    tournamentId: string;
    actorId: string | null;
    kind: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('match_events')
    .values({
      match_id: event.matchId,
      tournament_id: event.tournamentId,
      actor_id: event.actorId,
      kind: event.kind,
      details:
        event.actorId === null
          ? JSON.stringify(event.details ?? {})
          : sql`${JSON.stringify(event.details ?? {})}::jsonb || ${refereeMark(trx, event.actorId, event.tournamentId)}`,
      at: event.at,
    })
    .execute();
  await announceMatchEvent(trx, event);
  await notifyMatchEvent(trx, event);
}

export function reportsOf(db: Db, matchIds: readonly string[]): Promise<(ReportRow & { reporter_nickname: string })[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_reports as r')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'r.reporter_id')
    .selectAll('r')
    .select('u.nickname as reporter_nickname')
    .where('r.match_id', 'in', matchIds)
    .orderBy('r.created_at')
    .execute();
}

export async function issueCounts(db: Db, tournamentId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('match_events')
    .select(['match_id', sql<number>`count(*)::int`.as('count')])
    .where('tournament_id', '=', tournamentId)
    .where('kind', '=', 'ISSUE_REPORTED')
    .groupBy('match_id')
    .execute();
  return new Map(rows.map((row) => [row.match_id, Number(row.count)]));
}

/**
 * Per tournament, the matches still being played (not final) on which a player reported an issue: what the
 * organizer has yet to look at (the organization's "Needs your attention").
 */
export async function openIssueCounts(db: Db, tournamentIds: readonly string[]): Promise<Map<string, number>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('matches as m')
    .select(['m.tournament_id', sql<number>`count(*)::int`.as('count')])
    .where('m.tournament_id', 'in', tournamentIds)
    .where(isOpenMatch(sql.ref('m.status')))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('match_events as e')
          .select('e.id')
          .whereRef('e.match_id', '=', 'm.id')
          .where('e.kind', '=', 'ISSUE_REPORTED'),
      ),
    )
    .groupBy('m.tournament_id')
    .execute();
  return new Map(rows.map((row) => [row.tournament_id, Number(row.count)]));
}

export async function entrantStatuses(
  trx: Db,
  tournamentId: string,
  seeds: readonly number[],
): Promise<Map<number, EntrantRow>> {
  const real = seeds.filter((seed) => seed > 0);
  if (real.length === 0) return new Map();
  const rows = await trx
    .selectFrom('tournament_entrants')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('seed', 'in', real)
    .execute();
  return new Map(rows.map((row) => [row.seed, row]));
}
