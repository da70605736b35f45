// Folds a finished tournament into the leaderboard it is linked to: its participants' placements, points and
// check-in instants replace whatever that tournament contributed before (so an amendment re-folds exactly and
// a tournament never counts twice), then the standings of the participants it touched are updated by the
// difference and their rank buckets adjusted. Nothing else on the board is rewritten: ranks and positions are
// read from the sort index and the buckets (standings-queries.ts). Runs inside the transaction that writes the
// placements; the leaderboard row is locked so two folds queue.
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ResultsFinalListener } from '../results-final-event.js';
import type { LeaderboardRow } from './leaderboards-repository.js';
import { cacheTopPage } from './standings-queries.js';
import type { LeaderboardTournaments } from './leaderboard-tournaments.js';
import { existingTeamIdSql } from '../teams/teams-module.js';
import { existingUserIdSql } from '../users/users-module.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a tournament contributes for one participant. */
export interface Contribution {
  participantKey: string;
  placement: number | null;
  points: string;
  checkedInAt: string | null;
}

/** Ranks last: a RANK leaderboard's entry without a placement, a missing check-in or custom position. */
const NO_PLACEMENT = 2_147_483_647;
const LAST_TIE = '9223372036854775807';

export const participantKey = (teamId: string | null, userId: string) => (teamId ? `team:${teamId}` : `user:${userId}`);

/** The listener that folds a finished tournament, reading its link and check-ins through the tournaments module. */
export const foldIntoLeaderboard =
  (
    tournaments: Pick<LeaderboardTournaments, 'leaderboardOfTournament' | 'checkInsOfTournament'>,
  ): ResultsFinalListener =>
  async (trx, event) => {
    const leaderboardId = await tournaments.leaderboardOfTournament(trx, event.tournamentId);
    if (!leaderboardId) return;
    const board = await trx
      .selectFrom('leaderboards')
      .selectAll()
      .where('id', '=', leaderboardId)
      .forUpdate()
      .executeTakeFirst();
    // An ended leaderboard is locked (SPEC §4); a deleted one has nothing to show.
    if (!board || board.status === 'ENDED' || board.status === 'DELETED') return;
    const { records } = await event.results();
    const checkIns = await tournaments.checkInsOfTournament(trx, event.tournamentId);
    await foldContributions(
      trx,
      board,
      event.tournamentId,
      records.map((record) => {
        const checkedIn = checkIns.get(record.registrationId);
        return {
          participantKey: participantKey(record.teamId, record.players[0]),
          placement: record.rank ?? null,
          points: String(record.points),
          checkedInAt: checkedIn ? new Date(checkedIn).toISOString() : null,
        };
      }),
      event.at,
    );
  };

/**
 * Replaces what `tournamentId` contributed to the (locked) board by `contributions`, then updates the standings
 * of everyone who was or now is in it by the difference. The benchmark times this call.
 *
 * One statement does the common case, so what the tournament contributed before (an amendment) never leaves
 * PostgreSQL and each touched standing is found once: read and rewritten in the same step, while its pages are
 * still in memory (a board larger than PostgreSQL's buffers loses them between two passes). A sum and a count take
 * a contribution back exactly; a minimum (best placement, first check-in) only when the one taken back was not the
 * minimum or the new one is no worse. The standings where that fails, or that lose their last tournament, are
 * summed again from their contributions by a second statement (rare: an amendment that makes a result worse).
 */
export async function foldContributions(
  trx: Db,
  board: LeaderboardRow,
  tournamentId: string,
  contributions: readonly Contribution[],
  /** The injected clock's instant of the change: the board's updated_at. */
  at: Date,
): Promise<void> {
  const keys = contributions.map((c) => c.participantKey);
  if (new Set(keys).size !== keys.length) throw new Error(`a participant contributes twice to ${tournamentId}`);
  const { rows: redo } = await sql<{ participant_key: string }>`
    WITH before AS MATERIALIZED (
      -- The tournament's row as it was (the statement's snapshot), and its results now, one row per participant.
      SELECT t.* FROM leaderboard_contributions t WHERE t.leaderboard_id = ${board.id} AND t.tournament_id = ${tournamentId}
    ), given AS MATERIALIZED (
      SELECT c.* FROM unnest(${keys}::text[], ${contributions.map((c) => c.placement)}::int[],
                             ${contributions.map((c) => c.points)}::numeric[],
                             ${contributions.map((c) => c.checkedInAt)}::timestamptz[])
                      WITH ORDINALITY AS c(participant_key, placement, points_earned, checked_in_at, n)
    ), saved AS (
      INSERT INTO leaderboard_contributions
             (leaderboard_id, tournament_id, participant_keys, placements, points_earned, checked_in_at)
      SELECT ${board.id}::uuid, ${tournamentId}::uuid, array_agg(participant_key ORDER BY n),
             array_agg(placement ORDER BY n), array_agg(points_earned ORDER BY n), array_agg(checked_in_at ORDER BY n)
        FROM given HAVING count(*) > 0
      ON CONFLICT (leaderboard_id, tournament_id) DO UPDATE
         SET participant_keys = excluded.participant_keys, placements = excluded.placements,
             points_earned = excluded.points_earned, checked_in_at = excluded.checked_in_at
    ), dropped AS (
      DELETE FROM leaderboard_contributions t
       WHERE t.leaderboard_id = ${board.id} AND t.tournament_id = ${tournamentId} AND NOT EXISTS (SELECT FROM given)
    ), keyed AS MATERIALIZED (
      -- Per participant, what is taken back (r) and what is added (a), in key order like the standings they update
      -- (the board's index is then walked once from one end).
      SELECT participant_key, bool_or(side = 'r') AS r_has, max(points) FILTER (WHERE side = 'r') AS r_points,
             max(placement) FILTER (WHERE side = 'r') AS r_best, max(checked_in_at) FILTER (WHERE side = 'r') AS r_in,
             bool_or(side = 'a') AS a_has, max(points) FILTER (WHERE side = 'a') AS a_points,
             max(placement) FILTER (WHERE side = 'a') AS a_best, max(checked_in_at) FILTER (WHERE side = 'a') AS a_in
        FROM (SELECT 'r' AS side, c.participant_key, ${pointsOf(board)} AS points, c.placement, c.checked_in_at
                FROM before t CROSS JOIN LATERAL ${unnested}
              UNION ALL
              SELECT 'a', c.participant_key, ${pointsOf(board)}, c.placement, c.checked_in_at FROM given c) c
       GROUP BY participant_key
       ORDER BY participant_key COLLATE "C"
    ), updated AS (
      -- The standings there were, each read (old: as it was) and rewritten in one step, by the row it was read at.
      UPDATE leaderboard_standings s
         SET points = a.points, best_placement = a.best, tournaments_played = a.played, first_check_in = a.checked_in_at,
             rank_key = ${rankKey(board)}, tie_key = ${tieKey(board)}
        FROM keyed k
        JOIN leaderboard_standings old ON old.leaderboard_id = ${board.id} AND old.participant_key = k.participant_key
       CROSS JOIN LATERAL (SELECT k.participant_key, old.points - coalesce(k.r_points, 0) + coalesce(k.a_points, 0) AS points,
                                  least(old.best_placement, k.a_best) AS best,
                                  old.tournaments_played - k.r_has::int + k.a_has::int AS played,
                                  least(old.first_check_in, k.a_in) AS checked_in_at) a
        LEFT JOIN LATERAL (SELECT o.position FROM leaderboard_custom_order o
                            WHERE o.leaderboard_id = ${board.id} AND o.participant_key = k.participant_key
                            LIMIT 1) o ON true
       WHERE s.ctid = old.ctid
      RETURNING s.participant_key, old.rank_key AS old_key, s.rank_key AS new_key,
                a.played = 0 OR (k.r_has AND ((k.r_best = old.best_placement AND NOT coalesce(k.a_best <= k.r_best, false))
                                             OR (k.r_in = old.first_check_in AND NOT coalesce(k.a_in <= k.r_in, false))))
                AS redo
    ), inserted AS (
      -- New standings: whose they are is looked up (a deleted player or team has none); a standing's name and
      -- picture are read with it when shown (standings-queries.ts).
      INSERT INTO leaderboard_standings (leaderboard_id, participant_key, user_id, team_id, points, best_placement,
                                         tournaments_played, first_check_in, rank_key, tie_key)
      SELECT ${board.id}::uuid, a.participant_key, u.id, t.id, a.points, a.best, 1, a.checked_in_at,
             ${rankKey(board)}, ${tieKey(board)}
        FROM (SELECT k.participant_key, k.a_points AS points, k.a_best AS best, k.a_in AS checked_in_at
                FROM keyed k
               WHERE k.a_has AND NOT k.r_has
                 AND k.participant_key NOT IN (SELECT participant_key FROM updated)) a
        ${lookedUp(board)}
      RETURNING rank_key
    ), bucketed AS (
      INSERT INTO leaderboard_rank_buckets (leaderboard_id, rank_key, entries, ahead)
      SELECT ${board.id}::uuid, rank_key, sum(n)::int, 0
        FROM (SELECT old_key AS rank_key, -1 AS n FROM updated
              UNION ALL SELECT new_key, 1 FROM updated
              UNION ALL SELECT rank_key, 1 FROM inserted) d
       GROUP BY rank_key HAVING sum(n) <> 0
      ON CONFLICT (leaderboard_id, rank_key) DO UPDATE SET entries = leaderboard_rank_buckets.entries + excluded.entries
    )
    -- To sum again: a minimum taken back, a last tournament taken back, or (should the board have lost it) a
    -- standing whose contribution is taken back but that is not there.
    SELECT participant_key FROM updated WHERE redo
    UNION ALL
    SELECT participant_key FROM keyed
     WHERE r_has AND participant_key NOT IN (SELECT participant_key FROM updated)`.execute(trx);
  if (redo.length === 0) return settleBoard(trx, board, at);
  const again = redo.map((row) => row.participant_key);
  await writeStandings(
    trx,
    board,
    sql`SELECT k.participant_key, s.rank_key AS old_key, u.points, u.best, coalesce(u.played, 0) AS played,
               u.checked_in_at
          FROM unnest(${again}::text[]) AS k(participant_key)
          LEFT JOIN leaderboard_standings s ON s.leaderboard_id = ${board.id} AND s.participant_key = k.participant_key
          LEFT JOIN (SELECT c.participant_key, ${sumsOf(board)}
                       FROM leaderboard_contributions t CROSS JOIN LATERAL ${unnested}
                      WHERE t.leaderboard_id = ${board.id} AND c.participant_key = ANY(${again}::text[])
                      GROUP BY c.participant_key) u ON u.participant_key = k.participant_key`,
    at,
  );
}

/** Ranks every participant of the leaderboard again from the stored contributions (its settings changed). */
export async function rankStandings(db: Db, board: LeaderboardRow, at: Date): Promise<void> {
  await db.deleteFrom('leaderboard_standings').where('leaderboard_id', '=', board.id).execute();
  await db.deleteFrom('leaderboard_rank_buckets').where('leaderboard_id', '=', board.id).execute();
  await writeStandings(
    db,
    board,
    sql`SELECT c.participant_key, NULL::numeric AS old_key, ${sumsOf(board)}
          FROM leaderboard_contributions t CROSS JOIN LATERAL ${unnested}
         WHERE t.leaderboard_id = ${board.id} GROUP BY c.participant_key`,
    at,
  );
}

/** Who a new standing (alias a) belongs to: its player (u) or team (t), and its custom position (o). */
const lookedUp = (board: LeaderboardRow) => sql`
  CROSS JOIN LATERAL (SELECT ${existingUserIdSql(
    sql`CASE WHEN a.participant_key LIKE 'user:%' THEN substr(a.participant_key, 6)::uuid END`,
  )} AS id) u
  CROSS JOIN LATERAL (SELECT ${existingTeamIdSql(
    sql`CASE WHEN a.participant_key LIKE 'team:%' THEN substr(a.participant_key, 6)::uuid END`,
  )} AS id) t
  LEFT JOIN LATERAL (SELECT o.position FROM leaderboard_custom_order o
                      WHERE o.leaderboard_id = ${board.id} AND o.participant_key = a.participant_key
                      LIMIT 1) o ON true`;

/**
 * Writes the standings `touched` yields (participant_key, old_key: the rank key it had or null, points, best, played,
 * checked_in_at) and keeps the rank buckets in step: the touched participants leave their old buckets and enter their
 * new ones, then the board is settled.
 */
async function writeStandings(db: Db, board: LeaderboardRow, touched: RawBuilder<unknown>, at: Date): Promise<void> {
  // One statement, one snapshot: the touched standings leave their old buckets; those left without a tournament are
  // removed, the others written again and counted in their new buckets.
  await sql`
    WITH touched AS MATERIALIZED (${touched}
    ), vanished AS (
      DELETE FROM leaderboard_standings s
       WHERE s.leaderboard_id = ${board.id}
         AND s.participant_key = ANY(ARRAY(SELECT participant_key FROM touched WHERE played = 0))
    ), written AS (
      INSERT INTO leaderboard_standings (leaderboard_id, participant_key, user_id, team_id, points, best_placement,
                                         tournaments_played, first_check_in, rank_key, tie_key)
      SELECT ${board.id}::uuid, a.participant_key, u.id, t.id, a.points, a.best, a.played, a.checked_in_at,
             ${rankKey(board)}, ${tieKey(board)}
        FROM touched a
        ${lookedUp(board)}
       WHERE a.played > 0
      ON CONFLICT (leaderboard_id, participant_key) DO UPDATE
         SET points = excluded.points, best_placement = excluded.best_placement,
             tournaments_played = excluded.tournaments_played, first_check_in = excluded.first_check_in,
             rank_key = excluded.rank_key, tie_key = excluded.tie_key
      RETURNING rank_key
    ), delta AS (
      SELECT rank_key, sum(n)::int AS n
        FROM (SELECT old_key AS rank_key, -1 AS n FROM touched WHERE old_key IS NOT NULL
              UNION ALL SELECT rank_key, 1 AS n FROM written) d
       GROUP BY rank_key
    )
    INSERT INTO leaderboard_rank_buckets (leaderboard_id, rank_key, entries, ahead)
    SELECT ${board.id}::uuid, rank_key, n, 0 FROM delta WHERE n <> 0
    ON CONFLICT (leaderboard_id, rank_key) DO UPDATE SET entries = leaderboard_rank_buckets.entries + excluded.entries`.execute(
    db,
  );
  await settleBoard(db, board, at);
}

/**
 * After standings moved: emptied buckets go, the running "entries ahead" totals are rewritten where they changed
 * (one row per distinct rank key at most), and the cached first page is rebuilt.
 */
async function settleBoard(db: Db, board: LeaderboardRow, at: Date): Promise<void> {
  await sql`
    WITH emptied AS (DELETE FROM leaderboard_rank_buckets WHERE leaderboard_id = ${board.id} AND entries = 0)
    UPDATE leaderboard_rank_buckets b SET ahead = w.ahead
      FROM (SELECT rank_key, (sum(entries) OVER (ORDER BY rank_key) - entries)::int AS ahead
              FROM leaderboard_rank_buckets WHERE leaderboard_id = ${board.id}) w
     WHERE b.leaderboard_id = ${board.id} AND b.rank_key = w.rank_key AND b.entries > 0 AND b.ahead <> w.ahead`.execute(
    db,
  );
  await cacheTopPage(db, board.id);
  await db.updateTable('leaderboards').set({ updated_at: at }).where('id', '=', board.id).execute();
}

/** A tournament's contributions (row alias t) one per participant, as rows c like the contributions of a fold. */
const unnested = sql`unnest(t.participant_keys, t.placements, t.points_earned, t.checked_in_at)
                     AS c(participant_key, placement, points_earned, checked_in_at)`;

/** A participant's sums over contributions (alias c): points, best placement, tournaments, first check-in. */
function sumsOf(board: LeaderboardRow): RawBuilder<unknown> {
  return sql`sum(${pointsOf(board)}) AS points, min(c.placement) AS best, count(*)::int AS played,
             min(c.checked_in_at) AS checked_in_at`;
}

/** A contribution's points (alias c): earned, from the scale by placement (first range that holds it), or none. */
function pointsOf(board: LeaderboardRow): RawBuilder<unknown> {
  if (board.kind === 'RANK') return sql`0`;
  if (board.points_source === 'POINTS_EARNED') return sql`c.points_earned`;
  return sql`coalesce((SELECT (r.range ->> 'points')::numeric
                         FROM jsonb_array_elements(${JSON.stringify(board.points_scale ?? [])}::jsonb)
                              WITH ORDINALITY AS r(range, n)
                        WHERE c.placement BETWEEN (r.range ->> 'startRank')::int AND (r.range ->> 'endRank')::int
                        ORDER BY r.n LIMIT 1), 0)`;
}

/** Lower ranks first (alias a): minus the points, or the best placement on a RANK leaderboard. */
function rankKey(board: LeaderboardRow): RawBuilder<unknown> {
  return board.kind === 'RANK' ? sql`coalesce(a.best, ${NO_PLACEMENT})` : sql`-a.points`;
}

/**
 * The tie-break inside one rank key, lower first (alias a, custom order o). Kept ties need none. The random
 * draw hashes the stored seed with the participant key, so a participant's draw does not move when others
 * join the board. The participant key settles whatever is still level.
 */
function tieKey(board: LeaderboardRow): RawBuilder<unknown> {
  if (board.ties) return sql`0`;
  if (board.tie_break === 'RANDOM') return sql`hashtextextended(a.participant_key, ${board.tie_break_seed}::bigint)`;
  if (board.tie_break === 'CUSTOM_REASON') return sql`coalesce(o.position::bigint, ${LAST_TIE}::bigint)`;
  // The earliest check-in first, to the millisecond as it is shown.
  return sql`coalesce(floor(extract(epoch FROM a.checked_in_at) * 1000)::bigint, ${LAST_TIE}::bigint)`;
}
