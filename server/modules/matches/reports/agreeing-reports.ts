// The report rush's second fast path (issue 11 §7): the other side's report agreeing with the first one makes the
// duel final, and in single elimination writes the winner into the match it feeds. The caller works the result out
// (report-service.ts, with the domain's rules, from the match as read unlocked); this one statement (its webhook and
// feed announcements included, so no transaction is opened around it: issue 28 counted each round trip) stores it if
// the match is still as read, in the order match-finalizer.ts locks: the match, then the one it feeds; agreeing
// reports arriving together in one process share that statement and its commit (a StatementBatcher). Anything it does not admit is answered false and the locked transaction then decides.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { StatementBatcher } from '../../../db/statement-batcher.js';
import { compiledOnce } from '../../../db/compiled-once.js';
import { registrationSides } from '../../tournaments/tournaments-module.js';
import type { SideOrderedReport } from '../../../../src/domain/index.js';
import { matchPayloadSql } from '../play/match-webhook-events.js';
import { webhookEventsFromSql } from '../../integrations/integrations-module.js';
import type { ReportTarget } from '../reads/match-reads.js';
import { reportColumns, type ReportColumn } from './report-batch-columns.js';

type Db = Kysely<Database>;

export interface AgreeingReport {
  /**
   * The match as read (readReportTarget): its sides, best-of and round must still be so. It may have been read READY,
   * before the other side's first report won the race to it (duel-reports.ts): the statement checks the report
   * it agrees with, not the read.
   */
  match: ReportTarget;
  seed: number;
  userId: string;
  /** The side-ordered report with the result it claims: the other side's stored one must name the same. */
  payload: SideOrderedReport & { result: unknown };
  screenshots: { gameIndex: number; url: string }[];
  reportedDetails: Record<string, unknown>;
  finalizedDetails: Record<string, unknown>;
  at: Date;
  status: 'COMPLETED' | 'WALKOVER';
  result: unknown;
  winner: number;
  /** The loser's seed when the bracket has no match for it (it is out), else null. */
  eliminated: number | null;
  /** Single elimination: the match the winner moves on to, and the side it takes there. */
  next: { round: number; position: number; slot: 0 | 1 } | null;
  /**
   * A match fed that becomes playable is announced match.ready (off with match check-in, which announces it once
   * both sides are in: match-webhook-events.ts announceMatchesReady).
   */
  announceReady: boolean;
}

/** Per report of a batch: stored, not admitted (the locked path decides), or left for the next batch. */
export type AgreeingOutcome = 'STORED' | 'REFUSED' | 'DEFERRED';

/**
 * Stores each report and its final result, if its match is still REPORTED with only the other side's report, that
 * report agrees with this one (the same winner and games, side-ordered: reportsAgree of the domain), its buffer is
 * still open, and the reporter still plays for `seed`, in one statement (one commit for the batch):
 * - One report per match, and per match fed, in a batch: a second report of a match is refused (the locked path
 *   answers it) and a sibling feeding the same match waits for the next batch, so no row is written twice.
 * - `settled` locks the matches (by round, then id), and FOR UPDATE re-checks its WHERE on the newest row version
 *   after waiting: a duplicate or a confirm that got there first has moved the match on, so the report is refused
 *   (it counts once).
 * - `feeds` then locks the matches fed, the finalizer's order (match-finalizer.ts); their new sides are computed
 *   from their newest version, so a sibling result committed meanwhile is kept. A match fed that another
 *   transaction holds (the sibling's result, usually from the other process) is skipped and the report deferred to
 *   a later batch rather than waited for with every lock of this batch held (issue 28: a rush's convoy). A match fed whose sides are then all
 *   known becomes READY, but only if no side is out: `fit` locks those entrants FOR SHARE, which re-reads their
 *   status after any wait, so a disqualification committed meanwhile is seen; otherwise the report is refused and
 *   the locked path plays the walkover.
 * Answers, per report in order, its outcome.
 */
export async function storeAgreeingReports(db: Db, reports: readonly AgreeingReport[]): Promise<AgreeingOutcome[]> {
  const answers: AgreeingOutcome[] = reports.map(() => 'REFUSED');
  for (const { ord, outcome } of await runAgreeingStatement(db, reports)) answers[Number(ord) - 1] = outcome;
  return answers;
}

/**
 * The statement: per report its outcome (a report the statement does not answer is refused). Built and compiled once
 * (issue 28: building it again for every batch was a report rush's largest Kysely cost), run with each batch's columns.
 */
type AgreeingColumn =
  | ReportColumn
  | 'reportedDetails'
  | 'finalizedDetails'
  | 'statuses'
  | 'results'
  | 'winners'
  | 'eliminated'
  | 'hasNext'
  | 'nextRounds'
  | 'nextPositions'
  | 'nextSlots'
  | 'announceReady';
const agreeingStatement = compiledOnce(
  (db: Db, value: (name: AgreeingColumn) => string) =>
    sql<{ ord: string | number; outcome: AgreeingOutcome }>`
    WITH input AS (
      SELECT * FROM unnest(${value('matchIds')}::uuid[], ${value('tournamentIds')}::uuid[],
                           ${value('participants')}::jsonb[], ${value('bestOfs')}::int[],
                           ${value('roundIndexes')}::int[], ${value('seeds')}::int[], ${value('userIds')}::uuid[], ${value('payloads')}::jsonb[],
                           ${value('screenshots')}::jsonb[], ${value('reportedDetails')}::jsonb[],
                           ${value('finalizedDetails')}::jsonb[], ${value('ats')}::timestamptz[],
                           ${value('statuses')}::text[], ${value('results')}::jsonb[], ${value('winners')}::int[],
                           ${value('eliminated')}::int[], ${value('hasNext')}::boolean[],
                           ${value('nextRounds')}::int[], ${value('nextPositions')}::int[],
                           ${value('nextSlots')}::text[], ${value('announceReady')}::boolean[])
        WITH ORDINALITY AS i(match_id, tournament_id, participants, best_of, round_index, seed, user_id,
                             payload, screenshots, reported_details, finalized_details, at, status, result, winner,
                             eliminated, has_next, next_round, next_position, next_slot, announce_ready, ord)
    ), first AS (
      SELECT DISTINCT ON (match_id) * FROM input ORDER BY match_id, ord
    ), picked AS (
      SELECT f.* FROM first f
      WHERE NOT f.has_next OR NOT EXISTS (
        SELECT 1 FROM first g WHERE g.has_next AND g.tournament_id = f.tournament_id AND g.next_round = f.next_round
          AND g.next_position = f.next_position AND g.ord < f.ord)
    ), settled AS MATERIALIZED (
      SELECT m.id FROM matches m JOIN picked i ON i.match_id = m.id
      WHERE m.tournament_id = i.tournament_id AND m.status = 'REPORTED' AND m.kind = 'DUEL'
        AND m.participants = i.participants AND m.best_of = i.best_of AND m.round_index = i.round_index
        AND m.buffer_ends_at > i.at
        AND (SELECT count(*) FROM match_reports r WHERE r.match_id = m.id) = 1
        AND EXISTS (SELECT 1 FROM match_reports r
                    WHERE r.match_id = m.id AND r.seed <> i.seed AND r.kind = 'DUEL'
                      AND r.payload -> 'winner' = i.payload -> 'winner' AND r.payload -> 'games' = i.payload -> 'games')
        AND EXISTS (SELECT 1 FROM tournament_entrants e JOIN ${registrationSides(db)} g ON g.id = e.registration_id
                    WHERE e.tournament_id = m.tournament_id AND e.seed = i.seed AND g.user_id = i.user_id
                      AND e.status NOT IN ('DISQUALIFIED', 'BANNED'))
      ORDER BY m.round_index, m.id
      FOR UPDATE OF m
    ), targets AS MATERIALIZED (
      SELECT i.* FROM picked i JOIN settled s ON s.id = i.match_id
    ), feeds AS MATERIALIZED (
      SELECT n.id, n.status, t.match_id AS from_id,
             jsonb_set(n.participants, ARRAY[t.next_slot], to_jsonb(t.winner)) AS participants
      FROM matches n JOIN targets t
        ON t.has_next AND n.tournament_id = t.tournament_id AND n.round_index = t.next_round AND n.position = t.next_position
      ORDER BY n.id
      FOR UPDATE OF n SKIP LOCKED
    ), readying AS MATERIALIZED (
      SELECT f.from_id, t.tournament_id, p.value::int AS seed
      FROM feeds f JOIN targets t ON t.match_id = f.from_id, jsonb_array_elements_text(f.participants) AS p(value)
      WHERE f.status = 'PENDING' AND NOT (f.participants @> '[-1]'::jsonb) AND p.value::int > 0
    ), fit AS MATERIALIZED (
      SELECT r.from_id, e.seed FROM tournament_entrants e JOIN readying r ON e.tournament_id = r.tournament_id AND e.seed = r.seed
      WHERE e.status NOT IN ('DISQUALIFIED', 'BANNED')
      FOR SHARE OF e
    ), go AS MATERIALIZED (
      SELECT t.* FROM targets t
      WHERE (NOT t.has_next OR EXISTS (SELECT 1 FROM feeds f WHERE f.from_id = t.match_id))
        AND (SELECT count(*) FROM fit WHERE fit.from_id = t.match_id) = (SELECT count(*) FROM readying r WHERE r.from_id = t.match_id)
    ), stored AS (
      INSERT INTO match_reports (match_id, tournament_id, seed, game_index, reporter_id, kind, payload, screenshots, created_at)
      SELECT match_id, tournament_id, seed, 0, user_id, 'DUEL', payload, screenshots, at FROM go ORDER BY ord
    ), audited AS (
      INSERT INTO match_events (match_id, tournament_id, actor_id, kind, details, at)
      SELECT go.match_id, go.tournament_id, go.user_id, v.kind,
             CASE v.k WHEN 1 THEN go.reported_details ELSE go.finalized_details END, go.at
      FROM go, (VALUES (1, 'REPORTED'), (2, 'FINALIZED')) AS v(k, kind)
      ORDER BY go.ord, v.k
    ), finished AS (
      UPDATE matches m SET status = g.status, result = g.result, winner = g.winner, resolution = 'CONFIRMED',
             resolved_at = g.at, updated_at = g.at
      FROM go g WHERE m.id = g.match_id
      RETURNING m.tournament_id, m.id, m.round_index, m.participants, m.status, m.result, m.winner
    ), out AS (
      UPDATE tournament_entrants e SET status = 'ELIMINATED'
      FROM go g WHERE g.eliminated IS NOT NULL AND e.tournament_id = g.tournament_id AND e.seed = g.eliminated AND e.status = 'ACTIVE'
    ), moved AS (
      UPDATE matches n
      SET participants = jsonb_set(n.participants, ARRAY[g.next_slot], to_jsonb(g.winner)),
          status = CASE WHEN n.status = 'PENDING'
                         AND NOT (jsonb_set(n.participants, ARRAY[g.next_slot], to_jsonb(g.winner)) @> '[-1]'::jsonb)
                        THEN 'READY' ELSE n.status END,
          updated_at = g.at
      FROM go g
      WHERE g.has_next AND n.tournament_id = g.tournament_id AND n.round_index = g.next_round AND n.position = g.next_position
      RETURNING n.tournament_id, n.id, n.round_index, n.position, n.participants, n.status, n.result, n.winner,
        g.at, g.announce_ready
    ), finals AS (
      SELECT f.tournament_id, ${matchPayloadSql(db, 'f')} AS data, g.at, g.ord
      FROM finished f JOIN go g ON g.match_id = f.id
    ), announced AS (
      -- Each report, then its result (both show the match final, as the statement leaves it); then the matches fed
      -- that became playable, in round and bracket order (numbered after the last report's 2 × MAX_BATCH + 1),
      -- unless match check-in makes them wait for both sides.
      SELECT tournament_id, v.type, data, at, ord * 2 + v.k AS ord
      FROM finals, (VALUES (0, 'match.reported'), (1, 'match.final')) AS v(k, type)
      UNION ALL
      SELECT r.tournament_id, 'match.ready', ${matchPayloadSql(db, 'r')}, r.at,
        ${2 * MAX_BATCH + 1}::bigint + row_number() OVER (ORDER BY r.round_index, r.position)
      FROM moved r WHERE r.status = 'READY' AND r.announce_ready
    ), ${webhookEventsFromSql('announced', ['match.reported', 'match.final', 'match.ready'])}
    SELECT ord, 'STORED' AS outcome FROM go
    UNION ALL
    SELECT ord, 'DEFERRED' FROM first WHERE ord NOT IN (SELECT ord FROM picked)
    UNION ALL
    SELECT ord, 'DEFERRED' FROM targets t
    WHERE t.has_next AND NOT EXISTS (SELECT 1 FROM feeds f WHERE f.from_id = t.match_id)`,
);

/** Runs agreeingStatement with the batch's columns. */
function runAgreeingStatement(db: Db, reports: readonly AgreeingReport[]) {
  const column = <T>(pick: (report: AgreeingReport) => T) => reports.map(pick);
  const json = (value: unknown) => JSON.stringify(value);
  return agreeingStatement(db, {
    ...reportColumns(reports),
    reportedDetails: column((r) => json(r.reportedDetails)),
    finalizedDetails: column((r) => json(r.finalizedDetails)),
    statuses: column((r) => r.status),
    results: column((r) => json(r.result)),
    winners: column((r) => r.winner),
    eliminated: column((r) => r.eliminated),
    hasNext: column((r) => r.next !== null),
    nextRounds: column((r) => r.next?.round ?? -1),
    nextPositions: column((r) => r.next?.position ?? -1),
    nextSlots: column((r) => String(r.next?.slot ?? 0)),
    announceReady: column((r) => r.announceReady),
  });
}

/** Batches of at most this many reports: bounded statement size, lock count and latency for the last one. */
const MAX_BATCH = 64;
/** Batches at the database at once per process: while one is away, the next gathers. */
const MAX_IN_FLIGHT = 2;
/** A report deferred (its sibling took the match fed, or holds it) this many times goes to the locked path. */
const MAX_DEFERRALS = 3;

/** The per-process front of storeAgreeingReports: concurrent agreeing reports share a statement and a commit. */
export class AgreeingReports {
  private readonly batcher: StatementBatcher<AgreeingReport, AgreeingOutcome>;

  constructor(db: Db) {
    this.batcher = new StatementBatcher((reports) => storeAgreeingReports(db, reports), {
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
    });
  }

  /** Whether the fast path stored the report; false leaves it to the locked path, untouched. */
  async store(report: AgreeingReport): Promise<boolean> {
    try {
      for (let deferrals = 0; deferrals <= MAX_DEFERRALS; deferrals++) {
        const outcome = await this.batcher.submit(report);
        if (outcome !== 'DEFERRED') return outcome === 'STORED';
      }
      return false;
    } catch {
      // A failed batch (a unique violation, a deadlock) wrote nothing: the report is decided on the locked path.
      return false;
    }
  }
}
