// The report rush's second fast path (issue 11 §7): the other side's report agreeing with the first one makes the
// duel final, and in single elimination writes the winner into the match it feeds. The caller works the result out
// (report-service.ts, with the domain's rules, from the match as read unlocked); this one statement, without an
// explicit transaction, stores it if the match is still as read, in the order match-finalizer.ts locks: the match,
// then the one it feeds. Anything it does not admit is answered false and the locked transaction then decides.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReportTarget } from './first-reports.js';

type Db = Kysely<Database>;

export interface AgreeingReport {
  /** The match as read (readReportTarget), REPORTED with exactly one report: `otherReportId`, of the other side. */
  match: ReportTarget;
  otherReportId: string;
  seed: number;
  userId: string;
  payload: unknown;
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
}

/**
 * Stores `report` and the final result in one statement, if the match is still REPORTED with only the other side's
 * report, its buffer still open, and the reporter still plays for `seed`:
 * - `settled` locks the match, and FOR UPDATE re-checks its WHERE on the newest row version after waiting: a
 *   duplicate or a confirm that got there first has moved it on, so the report is not admitted (counted once).
 * - `feeds` then locks the next match; its new sides are computed from its newest version (a sibling result
 *   committed meanwhile is kept). When both sides are then known the match becomes READY, but only if no side is out:
 *   `fit` locks those entrants FOR SHARE, which re-reads their status after any wait, so a disqualification that
 *   committed meanwhile is seen. Otherwise the locked path handles it (a walkover, match-finalizer.ts).
 * Answers whether it was stored.
 */
export async function storeAgreeingReport(db: Db, report: AgreeingReport): Promise<boolean> {
  const { match, next } = report;
  const result = await sql<{ stored: string | number }>`
    WITH settled AS MATERIALIZED (
      SELECT m.id FROM matches m
      WHERE m.id = ${match.id} AND m.tournament_id = ${match.tournament_id} AND m.status = 'REPORTED' AND m.kind = 'DUEL'
        AND m.participants = ${JSON.stringify(match.participants)}::jsonb AND m.best_of = ${match.best_of}
        AND m.round_index = ${match.round_index} AND m.buffer_ends_at > ${report.at.toISOString()}::timestamptz
        AND (SELECT count(*) FROM match_reports r WHERE r.match_id = m.id) = 1
        AND EXISTS (SELECT 1 FROM match_reports r WHERE r.id = ${report.otherReportId} AND r.match_id = m.id AND r.seed <> ${report.seed})
        AND EXISTS (SELECT 1 FROM tournament_entrants e JOIN tournament_registrations g ON g.id = e.registration_id
                    WHERE e.tournament_id = m.tournament_id AND e.seed = ${report.seed} AND g.user_id = ${report.userId}
                      AND e.status NOT IN ('DISQUALIFIED', 'BANNED'))
      FOR UPDATE
    ), feeds AS MATERIALIZED (
      SELECT n.id, n.status,
             jsonb_set(n.participants, ARRAY[${String(next?.slot ?? 0)}]::text[], to_jsonb(${report.winner}::int)) AS participants
      FROM matches n
      WHERE ${next !== null} AND EXISTS (SELECT 1 FROM settled) AND n.tournament_id = ${match.tournament_id}
        AND n.round_index = ${next?.round ?? -1} AND n.position = ${next?.position ?? -1}
      FOR UPDATE
    ), readying AS MATERIALIZED (
      SELECT f.id, f.participants FROM feeds f
      WHERE f.status = 'PENDING' AND NOT (f.participants @> '[-1]'::jsonb)
    ), fit AS MATERIALIZED (
      SELECT e.seed FROM tournament_entrants e, readying
      WHERE e.tournament_id = ${match.tournament_id} AND e.status NOT IN ('DISQUALIFIED', 'BANNED')
        AND e.seed IN (SELECT value::int FROM jsonb_array_elements_text(readying.participants) WHERE value::int > 0)
      FOR SHARE OF e
    ), go AS MATERIALIZED (
      SELECT s.id FROM settled s
      WHERE (${next === null} OR EXISTS (SELECT 1 FROM feeds))
        AND (NOT EXISTS (SELECT 1 FROM readying) OR (SELECT count(*) FROM fit) =
             (SELECT count(*) FROM readying, jsonb_array_elements_text(readying.participants) AS p(value) WHERE p.value::int > 0))
    ), stored AS (
      INSERT INTO match_reports (match_id, tournament_id, seed, game_index, reporter_id, kind, payload, screenshots, created_at)
      SELECT go.id, ${match.tournament_id}, ${report.seed}, 0, ${report.userId}, 'DUEL', ${JSON.stringify(report.payload)}::jsonb,
             ${JSON.stringify(report.screenshots)}::jsonb, ${report.at.toISOString()}::timestamptz
      FROM go
    ), audited AS (
      INSERT INTO match_events (match_id, tournament_id, actor_id, kind, details, at)
      SELECT go.id, ${match.tournament_id}, ${report.userId}, v.kind, v.details, ${report.at.toISOString()}::timestamptz
      FROM go, (VALUES (1, 'REPORTED', ${JSON.stringify(report.reportedDetails)}::jsonb),
                       (2, 'FINALIZED', ${JSON.stringify(report.finalizedDetails)}::jsonb)) AS v(k, kind, details)
      ORDER BY v.k
    ), finished AS (
      UPDATE matches m SET status = ${report.status}, result = ${JSON.stringify(report.result)}::jsonb, winner = ${report.winner},
             resolution = 'CONFIRMED', resolved_at = ${report.at.toISOString()}::timestamptz, updated_at = ${report.at.toISOString()}::timestamptz
      FROM go WHERE m.id = go.id
    ), out AS (
      UPDATE tournament_entrants e SET status = 'ELIMINATED'
      WHERE ${report.eliminated !== null} AND EXISTS (SELECT 1 FROM go) AND e.tournament_id = ${match.tournament_id}
        AND e.seed = ${report.eliminated ?? 0} AND e.status = 'ACTIVE'
    ), moved AS (
      UPDATE matches n
      SET participants = jsonb_set(n.participants, ARRAY[${String(next?.slot ?? 0)}]::text[], to_jsonb(${report.winner}::int)),
          status = CASE WHEN n.status = 'PENDING'
                         AND NOT (jsonb_set(n.participants, ARRAY[${String(next?.slot ?? 0)}]::text[], to_jsonb(${report.winner}::int)) @> '[-1]'::jsonb)
                        THEN 'READY' ELSE n.status END,
          updated_at = ${report.at.toISOString()}::timestamptz
      FROM feeds f WHERE n.id = f.id AND EXISTS (SELECT 1 FROM go)
    )
    SELECT count(*) AS stored FROM go`.execute(db);
  return Number(result.rows[0]?.stored ?? 0) === 1;
}
