// What a visitor's answer about tournaments is built from, read as a version that changes whenever any of it does:
// the tournament row (its registration counter included), the game, organization and leaderboard rows shown with
// it — each by its row version, xmin, which PostgreSQL sets to the writing transaction's id on every write — and
// what play shows a visitor (the matches module's expression). One small statement, so a process sends an answer
// it built earlier only after the database says nothing it was built from changed: a write committed through any
// process is seen by the very next read, which no message between processes could promise.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentListQuery } from '../../../src/contract/tournaments.js';
import type { VisitorPlayVersion } from './play-relation.js';
import { publicTournamentsQuery, withGame } from './tournaments-repository.js';

type Db = Kysely<Database>;

const versionOf = (playVersion: VisitorPlayVersion) =>
  sql<string>`concat_ws('/', tournaments.xmin, disciplines.version, organizations.version,
    coalesce(leaderboards.version, '-'), coalesce(${playVersion(sql.ref('tournaments.id'))}, '-'))`;

/** The version of one tournament's visitor view; null when there is no such tournament. */
export async function tournamentVersion(db: Db, id: string, playVersion: VisitorPlayVersion): Promise<string | null> {
  const row = await withGame(db)
    .clearSelect()
    .select(versionOf(playVersion).as('version'))
    .where('tournaments.id', '=', id)
    .executeTakeFirst();
  return row?.version ?? null;
}

/**
 * The version of a page of the public list: which tournaments it holds and each one's version, as a digest. The
 * filters are applied at `now` as the list applies them, so a tournament that enters or leaves a filter with time
 * ("live" once its first round starts) changes the page's version too. The order within the page follows
 * published_at, part of each row's version.
 */
export async function publicListVersion(
  db: Db,
  filters: TournamentListQuery & { promoted?: boolean },
  now: number,
  playVersion: VisitorPlayVersion,
): Promise<string> {
  const page = publicTournamentsQuery(db, filters, now)
    .clearSelect()
    .select(['tournaments.id', versionOf(playVersion).as('version')]);
  const row = await db
    .selectFrom(page.as('page'))
    .select(
      sql<string>`coalesce(md5(string_agg(page.id || '=' || page.version, ',' ORDER BY page.id)), '')`.as('digest'),
    )
    .executeTakeFirstOrThrow();
  return row.digest;
}
