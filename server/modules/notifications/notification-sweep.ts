// The time-driven notifications, found on the injected clock by the minute sweep (and runDueWork): check-in opened,
// a tournament one is registered for started, one's match starts in 15 minutes or is ready. Each is keyed
// (kind, tournament or match) per user and the queries skip users who already have the key, so a sweep repeated
// in several processes, or after a restart, tells nobody twice; instants older than LOOK_BACK are not told late.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { NotificationKind } from '../../../src/contract/notifications.js';
import type { Database } from '../../db/schema.js';
import type { MatchSideStart } from '../matches/matches-module.js';
import { publishedSchedules, registrationMembers } from '../tournaments/tournaments-module.js';
import { recordNotifications } from './notification-recording.js';

type Db = Kysely<Database>;

export const MATCH_SOON_MS = 15 * 60_000;
/** A start or opening more than this long ago is not announced any more (a server that was down for hours). */
const LOOK_BACK_MS = 30 * 60_000;
const SWEEP_LIMIT = 2000;

interface Due {
  user_id: string;
  tournament_id: string;
  key: string;
  round: number | null;
  /** The match a match-ready or starts-soon notice calls to play (null for the tournament's instants). */
  match_id: string | null;
}

/** The matches module's subquery of open match sides with their round's start (handed in: it imports this module). */
export type MatchSides = (db: Db) => RawBuilder<MatchSideStart>;

function notTold(key: RawBuilder<unknown>) {
  return sql`NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = rm.user_id AND n.key = ${key})`;
}

/** Registered players of published tournaments whose schedule instant (a JSON path of it) has just come. */
async function tournamentInstants(db: Db, prefix: string, instant: RawBuilder<unknown>, now: Date) {
  const key = sql`${prefix} || t.id`;
  const result = await sql<Due>`
    SELECT rm.user_id, t.id AS tournament_id, ${key} AS key, NULL::int AS round, NULL::uuid AS match_id
    FROM ${publishedSchedules(db)} t
    JOIN ${registrationMembers(db)} rm ON rm.tournament_id = t.id
    WHERE ${instant} <= ${now} AND ${instant} > ${new Date(now.getTime() - LOOK_BACK_MS)} AND ${notTold(key)}
    LIMIT ${SWEEP_LIMIT}`.execute(db);
  return result.rows;
}

/** The players of open matches (of `status`) whose round starts in (from, to]. */
async function matchInstants(db: Db, sides: MatchSides, prefix: string, status: string[], from: Date, to: Date) {
  const key = sql`${prefix} || s.match_id`;
  const result = await sql<Due>`
    SELECT rm.user_id, s.tournament_id, ${key} AS key, s.round_index + 1 AS round, s.match_id
    FROM ${sides(db)} s
    JOIN ${registrationMembers(db)} rm ON rm.registration_id = s.registration_id
    WHERE s.status IN (${sql.join(status)}) AND s.round_start > ${from} AND s.round_start <= ${to}
      AND ${notTold(key)}
    LIMIT ${SWEEP_LIMIT}`.execute(db);
  return result.rows;
}

const TEXTS: Record<
  Exclude<NotificationKind, 'OPPONENT_REPORTED' | 'DISPUTE' | 'REMOVED'>,
  (round: number | null) => string
> = {
  CHECK_IN_OPEN: () => 'Check-in is open: check in to keep your place.',
  TOURNAMENT_STARTS: () => 'The tournament you registered for has started.',
  MATCH_STARTS_SOON: (round) => `Your round ${round} match starts in 15 minutes.`,
  MATCH_READY: (round) => `Your round ${round} match is ready: open the tournament to play it.`,
};

/** Finds and records what is due at `now`. */
export async function sweepTimedNotifications(db: Db, sides: MatchSides, now: Date): Promise<void> {
  const at = now.getTime();
  const finds: [keyof typeof TEXTS, (trx: Db) => Promise<Due[]>][] = [
    [
      'CHECK_IN_OPEN',
      (trx) => tournamentInstants(trx, 'check-in-open:', sql`(t.schedule->'checkIn'->>'start')::timestamptz`, now),
    ],
    [
      'TOURNAMENT_STARTS',
      (trx) =>
        tournamentInstants(trx, 'tournament-starts:', sql`(t.schedule->'rounds'->0->>'start')::timestamptz`, now),
    ],
    [
      'MATCH_STARTS_SOON',
      (trx) => matchInstants(trx, sides, 'match-soon:', ['PENDING', 'READY'], now, new Date(at + MATCH_SOON_MS)),
    ],
    ['MATCH_READY', (trx) => matchInstants(trx, sides, 'match-ready:', ['READY'], new Date(at - LOOK_BACK_MS), now)],
  ];
  // One transaction: what comes due at once is committed at once, so the sender mails it as one digest.
  await db.transaction().execute(async (trx) => {
    for (const [kind, find] of finds) {
      const byKey = new Map<string, Due[]>();
      for (const row of await find(trx)) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
      for (const [key, group] of byKey) {
        await recordNotifications(trx, {
          userIds: group.map((row) => row.user_id),
          kind,
          tournamentId: group[0].tournament_id,
          key,
          text: TEXTS[kind](group[0].round),
          at: now,
          ...(group[0].match_id ? { matchId: group[0].match_id } : {}),
        });
      }
    }
  });
}
