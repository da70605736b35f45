// Reading leaderboard standings with their rank and position, which are not stored (a fold would have to
// rewrite a million of them). The board's order is the index (rank_key, tie_key, participant_key); the bucket
// table gives, per rank key, the entries ahead of it, so a position is one bucket lookup plus a count of the
// entries ahead inside the same rank key, and a page is read straight off the index from the bucket holding
// its first position. Ranks: the position when ties are broken; the first position of the rank key when
// they are kept (1, 2, 2, 4). A standing's name and avatar are its player's or team's as they are now, joined on
// read for the few entries shown (a fold does not look up 16,384 users to copy them).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LeaderboardStandingsTable } from './standings-tables.js';
import { teamNameSql, teamPictureSql, teamsNamedLike, teamsOfUser } from '../teams/teams-module.js';
import { userNicknameSql, userPictureSql, usersNicknamedLike } from '../users/users-module.js';

type Db = Kysely<Database>;
type Board = { id: string; ties: boolean };
/** How a standing is shown: its player's nickname or its team's name, and picture. */
type Shown = { name: string; avatar_url: string | null };

export type RankedStanding = Selectable<LeaderboardStandingsTable> & Shown & { rank: number; position: number };
/** What a page shows of a standing (the cached first page holds these). */
export type TopEntry = Pick<
  Selectable<LeaderboardStandingsTable>,
  'participant_key' | 'user_id' | 'team_id' | 'points' | 'best_placement' | 'tournaments_played' | 'rank_key'
> &
  Shown;
export type PageEntry = TopEntry & { rank: number; position: number };

/** Standings cached as the first page by each fold: the page size the standings endpoint allows at most. */
export const TOP_PAGE = 100;
type Located = Selectable<LeaderboardStandingsTable> & Shown & { position: number; key_rank: number };

/** The name shown for a standing whose player or team no longer exists. */
const FORMER = 'Former participant';
/** The name of a standing (row alias `s` unless told) as shown: its player's or team's, or FORMER. */
const nameOf = (row = 's') =>
  sql<string>`coalesce(${userNicknameSql(sql.ref(`${row}.user_id`))}, ${teamNameSql(sql.ref(`${row}.team_id`))},
                       ${FORMER}::text)`;
/** The picture of a standing (row alias `s` unless told): its player's or team's. */
const avatarOf = (row = 's') =>
  sql<
    string | null
  >`coalesce(${userPictureSql(sql.ref(`${row}.user_id`))}, ${teamPictureSql(sql.ref(`${row}.team_id`))})`;

/** Entries ahead of the standing `s` (a row alias) inside its own rank key, counted on the order index. */
const aheadInKey = sql<number>`(
  SELECT count(*) FROM leaderboard_standings o
   WHERE o.leaderboard_id = s.leaderboard_id AND o.rank_key = s.rank_key
     AND (o.tie_key, o.participant_key) < (s.tie_key, s.participant_key))`;

/** Position of the standing `s` given its bucket `b`. */
const positionOf = sql<number>`(b.ahead + 1 + ${aheadInKey})::int`;

const ranked = (board: Board, row: Located): RankedStanding => {
  const { key_rank, ...rest } = row;
  return { ...rest, position: Number(row.position), rank: board.ties ? Number(key_rank) : Number(row.position) };
};

/** Entries on the board: the last bucket's entries ahead plus its own. */
export async function standingsTotal(db: Db, boardId: string): Promise<number> {
  const last = await db
    .selectFrom('leaderboard_rank_buckets')
    .select(sql<number>`ahead + entries`.as('n'))
    .where('leaderboard_id', '=', boardId)
    .orderBy('rank_key', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? Number(last.n) : 0;
}

/** The SQL form of standingsTotal for a board `l.id` (lists of boards). */
export const standingsTotalOf = (boardId: ReturnType<typeof sql.ref>) =>
  sql<number>`coalesce((select b.ahead + b.entries from leaderboard_rank_buckets b
    where b.leaderboard_id = ${boardId} order by b.rank_key desc limit 1), 0)::int`;

/** Positions offset + 1 … offset + limit in the board's order. */
export async function standingsPage(db: Db, board: Board, offset: number, limit: number): Promise<PageEntry[]> {
  if (offset + limit <= TOP_PAGE) {
    // The cached entries with their names and pictures as they are now (no row: nothing cached).
    const { rows } = await sql<{ entries: string }>`
      SELECT json_agg(e.entry || jsonb_build_object('name', ${nameOf()}, 'avatar_url', ${avatarOf()}) ORDER BY e.n)::text
             AS entries
        FROM leaderboard_top_standings top
       CROSS JOIN LATERAL jsonb_array_elements(top.entries::jsonb) WITH ORDINALITY AS e(entry, n)
       CROSS JOIN LATERAL (SELECT (e.entry ->> 'user_id')::uuid AS user_id, (e.entry ->> 'team_id')::uuid AS team_id) s
       WHERE top.leaderboard_id = ${board.id}
       GROUP BY top.leaderboard_id`.execute(db);
    const top = rows[0];
    if (top) return numbered(board, JSON.parse(top.entries) as TopEntry[], 0, 0).slice(offset, offset + limit);
  }
  return pageOffIndex(db, board, offset, limit);
}

/** standingsPage read off the order index, from the bucket that holds its first position. */
export async function pageOffIndex(db: Db, board: Board, offset: number, limit: number): Promise<PageEntry[]> {
  let start = { rank_key: null as string | null, ahead: 0 };
  if (offset > 0) {
    const bucket = await db
      .selectFrom('leaderboard_rank_buckets')
      .select(['rank_key', 'ahead'])
      .where('leaderboard_id', '=', board.id)
      .where('ahead', '<=', offset)
      .orderBy('ahead', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (bucket) start = bucket;
  }
  let rows = db
    .selectFrom('leaderboard_standings as s')
    .selectAll('s')
    .select([nameOf().as('name'), avatarOf().as('avatar_url')])
    .where('s.leaderboard_id', '=', board.id);
  if (start.rank_key !== null) rows = rows.where('s.rank_key', '>=', start.rank_key);
  const page = await rows
    .orderBy('s.rank_key')
    .orderBy('s.tie_key')
    .orderBy('s.participant_key')
    .offset(offset - start.ahead)
    .limit(limit)
    .execute();
  return numbered(board, page, offset, start.ahead);
}

/**
 * Positions and ranks of consecutive entries from position offset + 1, the first of whose rank key has `ahead`
 * entries before it. Inside a page the rank changes only where the rank key does, and there it is the position.
 */
function numbered<T extends TopEntry>(board: Board, page: T[], offset: number, ahead: number): (T & PageEntry)[] {
  let rank = ahead + 1;
  return page.map((row, k) => {
    const position = offset + k + 1;
    if (k > 0 && Number(row.rank_key) !== Number(page[k - 1].rank_key)) rank = position;
    return { ...row, position, rank: board.ties ? rank : position };
  });
}

/** Rewrites the board's cached first page from the order index (the end of every fold); names are joined on read. */
export async function cacheTopPage(db: Kysely<Database> | Transaction<Database>, boardId: string): Promise<void> {
  await sql`
    INSERT INTO leaderboard_top_standings (leaderboard_id, entries)
    SELECT ${boardId}::uuid, coalesce(json_agg(json_build_object(
             'participant_key', s.participant_key, 'user_id', s.user_id, 'team_id', s.team_id,
             'points', s.points::text, 'best_placement', s.best_placement, 'tournaments_played', s.tournaments_played,
             'rank_key', s.rank_key::text)
             ORDER BY s.rank_key, s.tie_key, s.participant_key), '[]')::text
      FROM (SELECT * FROM leaderboard_standings WHERE leaderboard_id = ${boardId}
             ORDER BY rank_key, tie_key, participant_key LIMIT ${TOP_PAGE}) s
    ON CONFLICT (leaderboard_id) DO UPDATE SET entries = excluded.entries`.execute(db);
}

/** The page of entries whose name holds `search`, each with its place on the whole board. */
export async function searchedStandings(
  db: Db,
  board: Board,
  search: string,
  offset: number,
  limit: number,
): Promise<{ rows: RankedStanding[]; total: number }> {
  const needle = search.toLowerCase();
  const matching = db
    .selectFrom('leaderboard_standings as s')
    .where('s.leaderboard_id', '=', board.id)
    // The players and teams so named first, then their standings by key: not a lookup per entry of the board.
    .where(
      sql<boolean>`(s.participant_key IN (SELECT 'user:' || u.id FROM ${usersNicknamedLike(db, needle)} u
                                          UNION ALL
                                          SELECT 'team:' || t.id FROM ${teamsNamedLike(db, needle)} t)
                    OR (strpos(lower(${FORMER}), ${needle}) > 0 AND ${nameOf()} = ${FORMER}))`,
    );
  const [found, total] = await Promise.all([
    db
      .selectFrom(
        matching
          .selectAll('s')
          .select([nameOf().as('name'), avatarOf().as('avatar_url')])
          .orderBy('s.rank_key')
          .orderBy('s.tie_key')
          .orderBy('s.participant_key')
          .offset(offset)
          .limit(limit)
          .as('s'),
      )
      .innerJoin('leaderboard_rank_buckets as b', (join) =>
        join.onRef('b.leaderboard_id', '=', 's.leaderboard_id').onRef('b.rank_key', '=', 's.rank_key'),
      )
      .selectAll('s')
      .select([positionOf.as('position'), sql<number>`b.ahead + 1`.as('key_rank')])
      .orderBy('s.rank_key')
      .orderBy('s.tie_key')
      .orderBy('s.participant_key')
      .execute(),
    matching.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found.map((row) => ranked(board, row)), total: Number(total.n) };
}

/** The viewer's entry: their own solo entry, else the best entry of a team they played in. */
export async function viewerStanding(db: Db, board: Board, userId: string): Promise<RankedStanding | null> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('leaderboard_standings as v')
        .selectAll('v')
        .where('v.leaderboard_id', '=', board.id)
        // By participant key (the primary key): their solo key and the keys of their teams.
        .where(
          sql<boolean>`v.participant_key IN (SELECT 'user:' || ${userId}::text
                                             UNION ALL
                                             SELECT 'team:' || m.team_id::text FROM ${teamsOfUser(db, userId)} m)`,
        )
        .orderBy('v.rank_key')
        .orderBy('v.tie_key')
        .orderBy('v.participant_key')
        .limit(1)
        .as('s'),
    )
    .innerJoin('leaderboard_rank_buckets as b', (join) =>
      join.onRef('b.leaderboard_id', '=', 's.leaderboard_id').onRef('b.rank_key', '=', 's.rank_key'),
    )
    .selectAll('s')
    .select([
      positionOf.as('position'),
      sql<number>`b.ahead + 1`.as('key_rank'),
      nameOf().as('name'),
      avatarOf().as('avatar_url'),
    ])
    .executeTakeFirst();
  return row ? ranked(board, row) : null;
}

/** A participant's entry with `around` entries either side (fewer at the ends), best first. */
export async function standingWithNeighbours(
  db: Db,
  board: Board,
  participantKey: string,
  around: number,
): Promise<RankedStanding[]> {
  const { rows } = await neighboursQuery(board, participantKey, around).execute(db);
  // Positions run on without gaps from the participant's own, which is the one counted.
  const mine = rows.findIndex((row) => row.participant_key === participantKey);
  return rows.map((row, k) => ranked(board, { ...row, position: Number(row.position) + k - mine }));
}

/** The statement of standingWithNeighbours (the benchmark explains it). */
export function neighboursQuery(board: Board, participantKey: string, around: number) {
  // The neighbours are read off the order index on either side of the participant's keys (a lateral join, so the
  // row comparison is an index condition), best first; only the participant's own position is counted. Every
  // lookup is a scalar subquery or a lateral LIMIT, so any plan is index probes: planning costs half what the
  // joins did (0.25 ms, still more than the 0.1–0.2 ms execution, as PostgreSQL keeps planning each call of the
  // prepared statement), and a generic plan can no longer hash the bucket table (BENCH_PLANCACHE=1 compares).
  return sql<Located>`
    WITH me AS MATERIALIZED (
      SELECT s.rank_key, s.tie_key, s.participant_key,
             ((SELECT b.ahead FROM leaderboard_rank_buckets b
                WHERE b.leaderboard_id = s.leaderboard_id AND b.rank_key = s.rank_key) + 1 + ${aheadInKey})::int AS position
        FROM leaderboard_standings s
       WHERE s.leaderboard_id = ${board.id} AND s.participant_key = ${participantKey})
    SELECT r.leaderboard_id, r.participant_key, r.user_id, r.team_id, ${nameOf('r')} AS name, ${avatarOf('r')} AS avatar_url,
           r.points, r.best_placement, r.tournaments_played, r.rank_key, r.tie_key, me.position,
           (SELECT b.ahead FROM leaderboard_rank_buckets b
             WHERE b.leaderboard_id = r.leaderboard_id AND b.rank_key = r.rank_key) + 1 AS key_rank
      FROM me
     CROSS JOIN LATERAL (
            (SELECT s.* FROM leaderboard_standings s
              WHERE s.leaderboard_id = ${board.id}
                AND (s.rank_key, s.tie_key, s.participant_key) < (me.rank_key, me.tie_key, me.participant_key)
              ORDER BY s.rank_key DESC, s.tie_key DESC, s.participant_key DESC LIMIT ${around})
            UNION ALL
            (SELECT s.* FROM leaderboard_standings s
              WHERE s.leaderboard_id = ${board.id}
                AND (s.rank_key, s.tie_key, s.participant_key) >= (me.rank_key, me.tie_key, me.participant_key)
              ORDER BY s.rank_key, s.tie_key, s.participant_key LIMIT ${around + 1})) r
     ORDER BY r.rank_key, r.tie_key, r.participant_key`;
}

/** Entries ranked `maxRank` or better (all when null), best first: what a prize pool pays. */
export async function standingsUpToRank(
  db: Db,
  boardId: string,
  maxRank: number | null,
): Promise<
  (Pick<Selectable<LeaderboardStandingsTable>, 'participant_key' | 'user_id' | 'team_id'> & {
    rank: number;
    position: number;
  })[]
> {
  let query = db
    .selectFrom('leaderboard_standings as s')
    .innerJoin('leaderboard_rank_buckets as b', (join) =>
      join.onRef('b.leaderboard_id', '=', 's.leaderboard_id').onRef('b.rank_key', '=', 's.rank_key'),
    )
    .innerJoin('leaderboards as l', 'l.id', 's.leaderboard_id')
    .select(['s.participant_key', 's.user_id', 's.team_id', 'b.ahead', 'l.ties'])
    .where('s.leaderboard_id', '=', boardId);
  // No rank inside a bucket is better than its first position, so later buckets cannot qualify.
  if (maxRank !== null) query = query.where('b.ahead', '<', maxRank);
  const rows = await query.orderBy('s.rank_key').orderBy('s.tie_key').orderBy('s.participant_key').execute();
  return rows
    .map((row, k) => ({
      participant_key: row.participant_key,
      user_id: row.user_id,
      team_id: row.team_id,
      position: k + 1,
      rank: row.ties ? Number(row.ahead) + 1 : k + 1,
    }))
    .filter((row) => maxRank === null || row.rank <= maxRank);
}
