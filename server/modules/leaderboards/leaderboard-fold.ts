// Folds a finished tournament into the leaderboard it is linked to: its participants' placements, points and
// check-in instants replace whatever that tournament contributed before (so an amendment re-folds exactly and
// a tournament never counts twice), then the standings of the participants it touched are aggregated again in
// SQL and their rank buckets adjusted. Nothing else on the board is rewritten: ranks and positions are read
// from the sort index and the buckets (standings-queries.ts), so a 16,384-player tournament folds into a board
// of a million entries in a fraction of a second. Runs inside the transaction that writes the placements; the
// leaderboard row is locked so two folds queue.
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
 * Replaces what `tournamentId` contributed to the (locked) board by `contributions`, then refreshes the
 * standings of everyone who was or now is in it. The benchmark times this call.
 */
export async function foldContributions(
  trx: Db,
  board: LeaderboardRow,
  tournamentId: string,
  contributions: readonly Contribution[],
): Promise<void> {
  const before = await trx
    .deleteFrom('leaderboard_contributions')
    .where('leaderboard_id', '=', board.id)
    .where('tournament_id', '=', tournamentId)
    .returning('participant_key')
    .execute();
  // One statement whatever the size: four arrays, not a bind parameter per value. In participant key order, like
  // the indexes they enter (and the touched keys below): a board larger than PostgreSQL's buffers is then walked
  // once from one end, not read back page by page at random.
  contributions = [...contributions].sort((a, b) => (a.participantKey < b.participantKey ? -1 : 1));
  if (contributions.length > 0) {
    await sql`
      INSERT INTO leaderboard_contributions
             (leaderboard_id, tournament_id, participant_key, placement, points_earned, checked_in_at)
      SELECT ${board.id}::uuid, ${tournamentId}::uuid, c.participant_key, c.placement, c.points, c.checked_in_at
        FROM unnest(${contributions.map((c) => c.participantKey)}::text[],
                    ${contributions.map((c) => c.placement)}::int[],
                    ${contributions.map((c) => c.points)}::numeric[],
                    ${contributions.map((c) => c.checkedInAt)}::timestamptz[])
             AS c(participant_key, placement, points, checked_in_at)`.execute(trx);
  }
  const touched = new Set(before.map((row) => row.participant_key));
  for (const c of contributions) touched.add(c.participantKey);
  await refreshStandings(trx, board, [...touched].sort());
}

/** Ranks every participant of the leaderboard again from the stored contributions (its settings changed). */
export async function rankStandings(db: Db, board: LeaderboardRow): Promise<void> {
  await refreshStandings(db, board, null);
}

/**
 * Aggregates the standings of `keys` (every participant when null) from their contributions, and keeps the
 * rank buckets in step: the touched participants leave their old buckets and enter their new ones, then the
 * running "entries ahead" totals are rewritten where they changed (one row per distinct rank key at most).
 */
async function refreshStandings(db: Db, board: LeaderboardRow, keys: string[] | null): Promise<void> {
  if (!keys) {
    await db.deleteFrom('leaderboard_standings').where('leaderboard_id', '=', board.id).execute();
    await db.deleteFrom('leaderboard_rank_buckets').where('leaderboard_id', '=', board.id).execute();
  }
  const sums = sql`sum(${pointsOf(board)}) AS points, min(c.placement) AS best, count(*)::int AS played,
                   min(c.checked_in_at) AS checked_in_at`;
  // Each touched participant: their standing's old rank key and their contributions summed, looked up one by one
  // on the indexes (lateral joins, LIMIT 1 so they are not flattened: the planner would otherwise hash a million
  // rows to find sixteen thousand).
  const touched = keys
    ? sql`SELECT k.participant_key, s.rank_key AS old_key, a.points, a.best, a.played, a.checked_in_at
            FROM unnest(${keys}::text[]) AS k(participant_key)
            LEFT JOIN LATERAL (SELECT s.rank_key FROM leaderboard_standings s
                                WHERE s.leaderboard_id = ${board.id} AND s.participant_key = k.participant_key
                                LIMIT 1) s ON true
           CROSS JOIN LATERAL (SELECT ${sums} FROM leaderboard_contributions c
                                WHERE c.leaderboard_id = ${board.id} AND c.participant_key = k.participant_key) a`
    : sql`SELECT c.participant_key, NULL::numeric AS old_key, ${sums}
            FROM leaderboard_contributions c WHERE c.leaderboard_id = ${board.id} GROUP BY c.participant_key`;
  // One statement, one snapshot: the touched standings leave their old buckets; those whose only tournament an
  // amendment took back are removed, the others written again and counted in their new buckets.
  await sql`
    WITH touched AS MATERIALIZED (${touched}
    ), vanished AS (
      DELETE FROM leaderboard_standings s
       WHERE s.leaderboard_id = ${board.id}
         AND s.participant_key = ANY(ARRAY(SELECT participant_key FROM touched WHERE played = 0))
    ), written AS (
      INSERT INTO leaderboard_standings (leaderboard_id, participant_key, user_id, team_id, name, avatar_url, points,
                                         best_placement, tournaments_played, rank_key, tie_key)
      SELECT ${board.id}::uuid, a.participant_key, u.id, t.id, coalesce(u.nickname, t.name, 'Former participant'),
             coalesce(u.profile_picture_url, t.avatar_url), a.points, a.best, a.played, ${rankKey(board)},
             ${tieKey(board)}
        FROM touched a
        LEFT JOIN LATERAL (SELECT u.id, u.nickname, u.profile_picture_url FROM users u
                            WHERE u.id = CASE WHEN a.participant_key LIKE 'user:%'
                                              THEN substr(a.participant_key, 6)::uuid END LIMIT 1) u ON true
        LEFT JOIN LATERAL (SELECT t.id, t.name, t.avatar_url FROM teams t
                            WHERE t.id = CASE WHEN a.participant_key LIKE 'team:%'
                                              THEN substr(a.participant_key, 6)::uuid END LIMIT 1) t ON true
        LEFT JOIN LATERAL (SELECT o.position FROM leaderboard_custom_order o
                            WHERE o.leaderboard_id = ${board.id} AND o.participant_key = a.participant_key
                            LIMIT 1) o ON true
       WHERE a.played > 0
      ON CONFLICT (leaderboard_id, participant_key) DO UPDATE
         SET user_id = excluded.user_id, team_id = excluded.team_id, name = excluded.name,
             avatar_url = excluded.avatar_url, points = excluded.points, best_placement = excluded.best_placement,
             tournaments_played = excluded.tournaments_played, rank_key = excluded.rank_key, tie_key = excluded.tie_key
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
