// What a spectator's answer about tournaments is built from, read as a version that changes whenever any of it
// does: the tournament row (its registration counter included), the game, organization and leaderboard rows shown
// with it — each by its row version, xmin, which PostgreSQL sets to the writing transaction's id on every write —
// and what play shows a spectator (the matches module's expression). One small statement, so a process sends an
// answer it built earlier only after the database says nothing it was built from changed: a write committed
// through any process is seen by the very next read, which no message between processes could promise.
// The same statement says, for a signed-in viewer, which tournaments they have a part in (then their answer is
// their own, built as always); in every other tournament they are a spectator, told exactly what a visitor is told.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentListQuery } from '../../../src/contract/tournaments.js';
import type { VisitorPlayVersion } from './play-relation.js';
import { publicTournamentsQuery, viewerRegistrationSql, withGame } from './tournaments-repository.js';
import { organizationOfUserSql } from '../organizations/organizations-module.js';
import { pendingEndingModalSql } from '../ending-modal/ending-modal-module.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Db = Kysely<Database>;

const versionOf = (playVersion: VisitorPlayVersion) =>
  sql<string>`concat_ws('/', tournaments.xmin, disciplines.version, organizations.version,
    coalesce(leaderboards.version, '-'), coalesce(${playVersion(sql.ref('tournaments.id'))}, '-'))`;

/**
 * Whether the viewer's answer may differ from a visitor's (tournament-reader.ts view): they organize for the
 * tournament's organization (drafts, the escrow, the organizer's role), are a member of one of its registrations
 * (their registration and their play), were disqualified from it, or have its ending modal still to close.
 */
const viewerPartSql = (viewerId: string | null, viewerIdJson = JSON.stringify([viewerId])) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`(
  coalesce(${organizationOfUserSql(sql.val(viewerId))} = tournaments.organization_id, false)
  OR ${viewerRegistrationSql(viewerId, viewerIdJson)} IS NOT NULL
  OR ${pendingEndingModalSql(viewerId, sql.ref('tournaments.id'))})`;

export interface TournamentVersion {
  version: string;
  /** The viewer has a part in the tournament: their answer is not a spectator's. */
  viewerPart: boolean;
}

/** The statement of tournamentVersion, compiled once each for visitors and for signed-in viewers. */
function tournamentVersionStatement(playVersion: VisitorPlayVersion, signedIn: boolean) {
  return compiledOnce((db: Db, value: (name: 'id' | 'viewer' | 'viewerJson') => string) =>
    withGame(db)
      .clearSelect()
      .select([
        versionOf(playVersion).as('version'),
        viewerPartSql(signedIn ? value('viewer') : null, value('viewerJson')).as('viewer_part'),
      ])
      .where('tournaments.id', '=', value('id')),
  );
}
const tournamentVersionStatements = new WeakMap<VisitorPlayVersion, ReturnType<typeof tournamentVersionStatement>[]>();

/** The version of one tournament's spectator view, and whether the viewer has a part in it; null: no tournament. */
export async function tournamentVersion(
  db: Db,
  id: string,
  viewerId: string | null,
  playVersion: VisitorPlayVersion,
): Promise<TournamentVersion | null> {
  let statements = tournamentVersionStatements.get(playVersion);
  if (!statements) {
    statements = [tournamentVersionStatement(playVersion, false), tournamentVersionStatement(playVersion, true)];
    tournamentVersionStatements.set(playVersion, statements);
  }
  const [row] = await statements[viewerId === null ? 0 : 1](db, {
    id,
    viewer: viewerId,
    viewerJson: JSON.stringify([viewerId]),
  });
  return row ? { version: row.version, viewerPart: row.viewer_part } : null;
}

export interface ListVersion {
  version: string;
  /** The tournaments of the page the viewer has a part in. */
  viewerParts: string[];
}

/**
 * The version of a page of the public list — which tournaments it holds and each one's version, as a digest — and
 * the ones the viewer has a part in. The filters are applied at `now` as the list applies them, so a tournament that
 * enters or leaves a filter with time ("live" once its first round starts) changes the page's version too. The order
 * within the page follows published_at, part of each row's version.
 */
export async function publicListVersion(
  db: Db,
  filters: TournamentListQuery & { promoted?: boolean },
  now: number,
  viewerId: string | null,
  playVersion: VisitorPlayVersion,
): Promise<ListVersion> {
  const page = publicTournamentsQuery(db, filters, now)
    .clearSelect()
    .select(['tournaments.id', versionOf(playVersion).as('version'), viewerPartSql(viewerId).as('viewer_part')]);
  const row = await db
    .selectFrom(page.as('page'))
    .select([
      sql<string>`coalesce(md5(string_agg(page.id || '=' || page.version, ',' ORDER BY page.id)), '')`.as('digest'),
      sql<string | null>`string_agg(page.id::text, ',') FILTER (WHERE page.viewer_part)`.as('parts'),
    ])
    .executeTakeFirstOrThrow();
  return { version: row.digest, viewerParts: row.parts ? row.parts.split(',') : [] };
}
