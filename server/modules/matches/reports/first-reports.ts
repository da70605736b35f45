// The report rush's fast path (issue 11 §7): the first report of a duel, the one that only opens the dispute
// buffer, is written by one statement (its webhook and feed announcements included, so no transaction is opened
// around it: issue 28 counted each round trip), and first reports arriving together in one process share that
// statement (a StatementBatcher). Anything the statement does not admit is answered false and
// the caller's locked transaction (report-service.ts) then decides: confirms, disputes and every error stay there.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { StatementBatcher } from '../../../db/statement-batcher.js';
import { compiledOnce } from '../../../db/compiled-once.js';
import { notificationsFromSql } from '../../notifications/notifications-module.js';
import { registrationMembers, registrationSides } from '../../tournaments/tournaments-module.js';
import { OPPONENT_REPORTED_TEXT } from '../play/match-notifications.js';
import { matchPayloadSql } from '../play/match-webhook-events.js';
import { webhookEventsFromSql } from '../../integrations/integrations-module.js';
import type { ReportTarget } from '../reads/match-reads.js';
import { reportColumns, type BatchedReport, type ReportColumn } from './report-batch-columns.js';

type Db = Kysely<Database>;

export interface FirstReport extends BatchedReport {
  /** The match as read (readReportTarget): the statement admits the report only if it is still so. */
  match: ReportTarget;
  eventDetails: Record<string, unknown>;
  bufferEndsAt: Date;
}

/** Per report of a batch: stored, not admitted (the locked path decides), or its match locked by another transaction. */
export type FirstOutcome = 'STORED' | 'REFUSED' | 'BUSY';

/**
 * The statement of storeFirstReports, built and compiled once (issue 28: building it again for every batch was a
 * report rush's largest Kysely cost) and run with each batch's columns.
 */
type FirstColumn = ReportColumn | 'eventDetails' | 'bufferEnds';
const firstReportsStatement = compiledOnce(
  (db: Db, value: (name: FirstColumn) => string) =>
    sql<{ ord: string | number; outcome: 'STORED' | 'BUSY' }>`
    WITH input AS (
      SELECT * FROM unnest(${value('matchIds')}::uuid[], ${value('tournamentIds')}::uuid[],
                           ${value('participants')}::jsonb[], ${value('bestOfs')}::int[],
                           ${value('roundIndexes')}::int[], ${value('seeds')}::int[], ${value('userIds')}::uuid[],
                           ${value('payloads')}::jsonb[], ${value('screenshots')}::jsonb[],
                           ${value('eventDetails')}::jsonb[], ${value('ats')}::timestamptz[],
                           ${value('bufferEnds')}::timestamptz[])
        WITH ORDINALITY AS i(match_id, tournament_id, participants, best_of, round_index, seed, user_id, payload, screenshots,
                             event_details, at, buffer_ends_at, ord)
    ), first AS (
      SELECT DISTINCT ON (match_id) * FROM input ORDER BY match_id, ord
    ), candidates AS MATERIALIZED (
      -- What the snapshot admits; of these, locked takes the ones no other transaction holds.
      SELECT m.id FROM matches m JOIN first i ON i.match_id = m.id
      WHERE m.tournament_id = i.tournament_id AND m.status = 'READY' AND m.kind = 'DUEL'
        AND m.participants = i.participants AND m.best_of = i.best_of AND m.round_index = i.round_index
        AND NOT EXISTS (SELECT 1 FROM match_reports r WHERE r.match_id = m.id)
        AND EXISTS (SELECT 1 FROM tournament_entrants e JOIN ${registrationSides(db)} g ON g.id = e.registration_id
                    WHERE e.tournament_id = m.tournament_id AND e.seed = i.seed AND g.user_id = i.user_id
                      AND e.status NOT IN ('DISQUALIFIED', 'BANNED'))
    ), locked AS MATERIALIZED (
      -- The match's own columns are re-checked on its newest version when it changed since the snapshot.
      SELECT m.id FROM matches m JOIN candidates c ON c.id = m.id JOIN first i ON i.match_id = m.id
      WHERE m.status = 'READY' AND m.participants = i.participants AND m.best_of = i.best_of
        AND m.round_index = i.round_index
      ORDER BY m.id
      FOR UPDATE OF m SKIP LOCKED
    ), admitted AS MATERIALIZED (
      SELECT i.* FROM first i JOIN locked l ON l.id = i.match_id
    ), opponents AS (
      -- The other sides' players are told of the report (issue 26 §4), in this same statement.
      SELECT DISTINCT rm.user_id, a.tournament_id, a.match_id, a.at,
        'reported:' || a.match_id || ':' || (extract(epoch FROM a.at) * 1000)::bigint AS key,
        ${OPPONENT_REPORTED_TEXT[0]}::text || (a.round_index + 1) || ${OPPONENT_REPORTED_TEXT[1]}::text AS text
      FROM admitted a
      CROSS JOIN LATERAL jsonb_array_elements_text(a.participants) AS side(seed)
      JOIN tournament_entrants e ON e.tournament_id = a.tournament_id AND e.seed = side.seed::int AND e.seed <> a.seed
      JOIN ${registrationMembers(db)} rm ON rm.registration_id = e.registration_id
    ), ${notificationsFromSql('opponents', 'OPPONENT_REPORTED')}, stored AS (
      INSERT INTO match_reports (match_id, tournament_id, seed, game_index, reporter_id, kind, payload, screenshots, created_at)
      SELECT match_id, tournament_id, seed, 0, user_id, 'DUEL', payload, screenshots, at FROM admitted ORDER BY ord
      RETURNING match_id
    ), audited AS (
      INSERT INTO match_events (match_id, tournament_id, actor_id, kind, details, at)
      SELECT match_id, tournament_id, user_id, 'REPORTED', event_details, at FROM admitted ORDER BY ord
    ), opened AS (
      UPDATE matches m SET status = 'REPORTED', reported_at = a.at, buffer_ends_at = a.buffer_ends_at, updated_at = a.at
      FROM admitted a WHERE m.id = a.match_id
      RETURNING m.tournament_id, m.id, m.round_index, m.participants, m.status, m.result, m.winner
    ), announced AS (
      -- match.reported to webhooks and the live feed, the match shown as this statement leaves it.
      SELECT o.tournament_id, 'match.reported' AS type, ${matchPayloadSql(db, 'o')} AS data, a.at, a.ord
      FROM opened o JOIN admitted a ON a.match_id = o.id
    ), ${webhookEventsFromSql('announced', ['match.reported'])}, woken AS (
      UPDATE tournament_play p SET next_due_at = w.instant
      FROM (SELECT tournament_id, min(buffer_ends_at) AS instant FROM admitted GROUP BY tournament_id) w
      WHERE p.tournament_id = w.tournament_id AND p.finished_at IS NULL AND (p.next_due_at IS NULL OR p.next_due_at > w.instant)
    )
    SELECT admitted.ord, 'STORED' AS outcome FROM admitted JOIN stored ON stored.match_id = admitted.match_id
    JOIN opened ON opened.id = admitted.match_id
    UNION ALL
    SELECT i.ord, 'BUSY' FROM first i JOIN candidates c ON c.id = i.match_id
    WHERE NOT EXISTS (SELECT 1 FROM locked l WHERE l.id = i.match_id)`,
);

/**
 * Stores each report whose match is still READY as read (same sides, best-of and round), has no report yet and
 * whose reporter still plays for `seed`, in one statement:
 * - `locked` locks the matches in id order, skipping any another transaction holds (SKIP LOCKED): that report is
 *   answered BUSY, nothing written, and asked again in a later batch. Waiting instead made a rush a convoy (issue
 *   28): both sides of a match report at once, through different processes, so each batch waited on the other
 *   process's batch for the whole of its transaction (the statement, its announcements, the commit), holding its own
 *   matches' locks meanwhile. A match locked without waiting is re-checked on its newest version (FOR UPDATE): one
 *   another report moved to REPORTED since the statement's snapshot is not admitted, so a report counts once.
 * - One report per match per batch (the first asked); a second side or a duplicate in the same batch takes the
 *   locked path, which then confirms, disputes or answers "report already submitted".
 * - The report, its audit event, the match's REPORTED status with its buffer, its match.reported announcement
 *   (webhooks, the live feed), the opponents' notifications and the play clock's wake-up are written together; the
 *   unique key of match_reports still guards the count (a violation fails the statement, and the caller retries
 *   each report alone).
 * Answers, per report in order, whether it was stored, not admitted (the locked path decides) or found its match
 * locked (BUSY).
 */
export async function storeFirstReports(db: Db, reports: readonly FirstReport[]): Promise<FirstOutcome[]> {
  const rows = await firstReportsStatement(db, {
    ...reportColumns(reports),
    eventDetails: reports.map((r) => JSON.stringify(r.eventDetails)),
    bufferEnds: reports.map((r) => r.bufferEndsAt.toISOString()),
  });
  const answers: FirstOutcome[] = reports.map(() => 'REFUSED');
  for (const { ord, outcome } of rows) answers[Number(ord) - 1] = outcome;
  return answers;
}

/** Batches of at most this many reports: bounded statement size, lock count and latency for the last one. */
const MAX_BATCH = 64;
/** Batches at the database at once per process: while one is away, the next gathers. */
const MAX_IN_FLIGHT = 2;
/**
 * A report whose match was locked is asked again this many times (each in a batch that leaves once one in flight has
 * come back, so the holder has usually committed); then the locked path, which waits for the lock, decides.
 */
const MAX_BUSY_RETRIES = 3;

/** The per-process front of storeFirstReports: concurrent first reports share a statement, errors stay their own. */
export class FirstReports {
  private readonly batcher: StatementBatcher<FirstReport, FirstOutcome>;

  constructor(private readonly db: Db) {
    this.batcher = new StatementBatcher((reports) => storeFirstReports(db, reports), {
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
    });
  }

  /** Whether the fast path stored the report; false leaves it to the locked path, untouched. */
  async store(report: FirstReport): Promise<boolean> {
    try {
      for (let retries = 0; retries <= MAX_BUSY_RETRIES; retries++) {
        const outcome = await this.batcher.submit(report);
        if (outcome !== 'BUSY') return outcome === 'STORED';
      }
      return false;
    } catch {
      // A failed batch (a unique violation, a deadlock) wrote nothing: the report is decided on the locked path.
      return false;
    }
  }
}
