// Folds a finished tournament into the leaderboard it is linked to: its participants' placements, points and
// check-in instants replace whatever that tournament contributed before (so an amendment re-folds exactly and
// a tournament never counts twice), then the standings of the participants it touched are updated by the
// difference and their rank buckets adjusted. Nothing else on the board is rewritten: ranks and positions are
// read from the sort index and the buckets (standings-queries.ts). Runs inside the transaction that writes the
// placements; the leaderboard row is locked so two folds queue.
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ResultsFinalListener } from '../matches/matches-module.js';
import type { LeaderboardRow } from './leaderboards-repository.js';
import { cacheTopPage } from './standings-queries.js';

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

export const foldIntoLeaderboard: ResultsFinalListener = async (trx, event) => {
  const link = await trx
    .selectFrom('tournaments')
    .select('leaderboard_id')
    .where('id', '=', event.tournamentId)
    .executeTakeFirst();
  if (!link?.leaderboard_id) return;
  const board = await trx
    .selectFrom('leaderboards')
    .selectAll()
    .where('id', '=', link.leaderboard_id)
    .forUpdate()
    .executeTakeFirst();
  // An ended leaderboard is locked (SPEC §4); a deleted one has nothing to show.
  if (!board || board.status === 'ENDED' || board.status === 'DELETED') return;
  const { records } = await event.results();
  const checkIns = new Map(
    (
      await trx
        .selectFrom('tournament_registrations')
        .select(['id', 'checked_in_at'])
        .where('tournament_id', '=', event.tournamentId)
        .execute()
    ).map((row) => [row.id, row.checked_in_at]),
  );
  await foldContributions(
    trx,
    board,
    event.tournamentId,
    records.map((record) => {
      const checkedIn = checkIns.get(record.registrationId);
      return {
        participantKey: participantKey(record.teamId, record.players[0]!),
        placement: record.rank ?? null,
        points: String(record.points),
        checkedInAt: checkedIn ? new Date(checkedIn).toISOString() : null,
      };
    }),
  );
};

/**
 * Replaces what `tournamentId` contributed to the (locked) board by `contributions`, then updates the standings
 * of everyone who was or now is in it by the difference: one statement, so what the tournament contributed before
 * (an amendment) never leaves PostgreSQL, and the new results are sent once. The benchmark times this call.
 */
export async function foldContributions(
  trx: Db,
  board: LeaderboardRow,
  tournamentId: string,
  contributions: readonly Contribution[],
): Promise<void> {
  const keys = contributions.map((c) => c.participantKey);
  if (new Set(keys).size !== keys.length) throw new Error(`a participant contributes twice to ${tournamentId}`);
  // The tournament's row as it was (the statement's snapshot), and its results now, one row per participant.
  const replaced = sql`
    before AS MATERIALIZED (
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
    ),`;
  // Each standing as it was and with the difference applied. A sum and a count take a contribution back exactly; a
  // minimum (best placement, first check-in) only when the one taken back was not the minimum or the new one is no
  // worse. Otherwise the standing is `stale` and summed again from its contributions (one scan for all of them; the
  // snapshot still holds this tournament's old row, so its new results are added instead).
  const touched = sql`
    WITH taken AS (
      SELECT c.participant_key, ${pointsOf(board)} AS points, c.placement, c.checked_in_at
        FROM before t CROSS JOIN LATERAL ${unnested}
    ), added AS (
      SELECT c.participant_key, ${pointsOf(board)} AS points, c.placement, c.checked_in_at FROM given c
    ), keyed AS MATERIALIZED (
      -- In key order like the standings they update (a board larger than PostgreSQL's buffers is then walked once
      -- from one end, not read back page by page at random).
      SELECT k.participant_key, r.participant_key IS NOT NULL AS r_has, r.points AS r_points, r.placement AS r_best,
             r.checked_in_at AS r_in, a.participant_key IS NOT NULL AS a_has, a.points AS a_points,
             a.placement AS a_best, a.checked_in_at AS a_in
        FROM (SELECT participant_key FROM taken UNION SELECT participant_key FROM added) k
        LEFT JOIN taken r ON r.participant_key = k.participant_key
        LEFT JOIN added a ON a.participant_key = k.participant_key
       ORDER BY k.participant_key COLLATE "C"
    ), diff AS MATERIALIZED (
      SELECT c.*, s.rank_key AS old_key, s.points AS s_points, s.best_placement AS s_best,
             s.tournaments_played AS s_played, s.first_check_in AS s_in, s.participant_key IS NOT NULL AS s_has
        FROM keyed c
        LEFT JOIN LATERAL (SELECT s.participant_key, s.rank_key, s.points, s.best_placement, s.tournaments_played,
                                  s.first_check_in
                             FROM leaderboard_standings s
                            WHERE s.leaderboard_id = ${board.id} AND s.participant_key = c.participant_key
                            LIMIT 1) s ON true
    ), flagged AS MATERIALIZED (
      SELECT d.*, coalesce(d.s_played, 0) - d.r_has::int + d.a_has::int AS played,
             d.r_has AND (NOT d.s_has
                          OR (d.r_best = d.s_best AND NOT coalesce(d.a_best <= d.r_best, false))
                          OR (d.r_in = d.s_in AND NOT coalesce(d.a_in <= d.r_in, false))) AS stale
        FROM diff d
    ), resummed AS MATERIALIZED (
      SELECT c.participant_key, ${sumsOf(board)}
        FROM (SELECT c.participant_key, c.placement, c.points_earned, c.checked_in_at
                FROM leaderboard_contributions t CROSS JOIN LATERAL ${unnested}
               WHERE t.leaderboard_id = ${board.id} AND t.tournament_id <> ${tournamentId}
              UNION ALL
              SELECT c.participant_key, c.placement, c.points_earned, c.checked_in_at FROM given c) c
       WHERE (SELECT coalesce(bool_or(stale AND played > 0), false) FROM flagged)
         AND c.participant_key = ANY(ARRAY(SELECT participant_key FROM flagged WHERE stale AND played > 0))
       GROUP BY c.participant_key
    )
    SELECT f.participant_key, f.old_key,
           CASE WHEN f.stale THEN u.points
                ELSE coalesce(f.s_points, 0) - coalesce(f.r_points, 0) + coalesce(f.a_points, 0) END AS points,
           CASE WHEN f.stale THEN u.best ELSE least(f.s_best, f.a_best) END AS best,
           CASE WHEN f.stale THEN coalesce(u.played, 0) ELSE f.played END AS played,
           CASE WHEN f.stale THEN u.checked_in_at ELSE least(f.s_in, f.a_in) END AS checked_in_at
      FROM flagged f LEFT JOIN resummed u ON u.participant_key = f.participant_key`;
  await writeStandings(trx, board, touched, replaced);
}

/** Ranks every participant of the leaderboard again from the stored contributions (its settings changed). */
export async function rankStandings(db: Db, board: LeaderboardRow): Promise<void> {
  await db.deleteFrom('leaderboard_standings').where('leaderboard_id', '=', board.id).execute();
  await db.deleteFrom('leaderboard_rank_buckets').where('leaderboard_id', '=', board.id).execute();
  await writeStandings(
    db,
    board,
    sql`SELECT c.participant_key, NULL::numeric AS old_key, ${sumsOf(board)}
          FROM leaderboard_contributions t CROSS JOIN LATERAL ${unnested}
         WHERE t.leaderboard_id = ${board.id} GROUP BY c.participant_key`,
  );
}

/**
 * Writes the standings `touched` yields (participant_key, old_key: the rank key it had or null, points, best, played,
 * checked_in_at; it may read the common table expressions `before` adds, which end with a comma) and keeps the rank
 * buckets in step: the touched participants leave their old buckets and enter
 * their new ones, then the running "entries ahead" totals are rewritten where they changed (one row per distinct
 * rank key at most).
 */
async function writeStandings(
  db: Db,
  board: LeaderboardRow,
  touched: RawBuilder<unknown>,
  before: RawBuilder<unknown> = sql``,
): Promise<void> {
  // One statement, one snapshot: the touched standings leave their old buckets; those whose only tournament an
  // amendment took back are removed, the others written again and counted in their new buckets.
  await sql`
    WITH ${before} touched AS MATERIALIZED (${touched}
    ), vanished AS (
      DELETE FROM leaderboard_standings s
       WHERE s.leaderboard_id = ${board.id}
         AND s.participant_key = ANY(ARRAY(SELECT participant_key FROM touched WHERE played = 0))
    ), written AS (
      -- Whose standing is new is looked up (a deleted player or team has none); a standing's name and picture are
      -- read with it when shown (standings-queries.ts).
      INSERT INTO leaderboard_standings (leaderboard_id, participant_key, user_id, team_id, points, best_placement,
                                         tournaments_played, first_check_in, rank_key, tie_key)
      SELECT ${board.id}::uuid, a.participant_key, u.id, t.id, a.points, a.best, a.played, a.checked_in_at,
             ${rankKey(board)}, ${tieKey(board)}
        FROM touched a
        LEFT JOIN LATERAL (SELECT u.id FROM users u
                            WHERE a.old_key IS NULL
                              AND u.id = CASE WHEN a.participant_key LIKE 'user:%'
                                              THEN substr(a.participant_key, 6)::uuid END LIMIT 1) u ON true
        LEFT JOIN LATERAL (SELECT t.id FROM teams t
                            WHERE a.old_key IS NULL
                              AND t.id = CASE WHEN a.participant_key LIKE 'team:%'
                                              THEN substr(a.participant_key, 6)::uuid END LIMIT 1) t ON true
        LEFT JOIN LATERAL (SELECT o.position FROM leaderboard_custom_order o
                            WHERE o.leaderboard_id = ${board.id} AND o.participant_key = a.participant_key
                            LIMIT 1) o ON true
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
  // Emptied buckets go; the running totals are rewritten where they moved (below the best key that changed).
  await sql`
    WITH emptied AS (DELETE FROM leaderboard_rank_buckets WHERE leaderboard_id = ${board.id} AND entries = 0)
    UPDATE leaderboard_rank_buckets b SET ahead = w.ahead
      FROM (SELECT rank_key, (sum(entries) OVER (ORDER BY rank_key) - entries)::int AS ahead
              FROM leaderboard_rank_buckets WHERE leaderboard_id = ${board.id}) w
     WHERE b.leaderboard_id = ${board.id} AND b.rank_key = w.rank_key AND b.entries > 0 AND b.ahead <> w.ahead`.execute(
    db,
  );
  await cacheTopPage(db, board.id);
  await db
    .updateTable('leaderboards')
    .set({ updated_at: sql`now()` })
    .where('id', '=', board.id)
    .execute();
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
