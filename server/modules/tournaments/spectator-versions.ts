// What a spectator's answer about tournaments is built from, read as a version that changes whenever any of it
// does: the tournament row (its registration counter included), the game, organization and leaderboard rows shown
// with it — each by its row version, xmin, which PostgreSQL sets to the writing transaction's id on every write —
// and what play shows a spectator (the matches module's expression). One small statement, so a process sends an
// answer it built earlier only after the database says nothing it was built from changed: a write committed
// through any process is seen by the very next read, which no message between processes could promise.
// The same statement says, for a signed-in viewer, which tournaments they have a part in and the versions of what
// their own fields are built from (their registration, their play), so their answer too is sent again while none of
// it changed; in every other tournament they are a spectator, told exactly what a visitor is told.
// The public list's pages have one version for all of them, kept by the writes themselves (migration 0840): the
// same rows, bumping counters by trigger, so checking a page costs one read of 64 small rows, not of its 200. A
// player's own fields in the list likewise have one version over every tournament, kept by the writes to the rows
// they are built from (migration 0850): four small rows per player, however many tournaments they take part in.
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlayVersions } from './play-relation.js';
import { withGame } from './tournaments-repository.js';
import { organizationOfUserSql } from '../organizations/organizations-module.js';
import { pendingEndingModalSql, pendingEndingModalTournamentsSql } from '../ending-modal/ending-modal-module.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { usersOfIssuer, type UserRow } from '../users/users-module.js';

type Db = Kysely<Database>;

const versionOf = (playVersions: PlayVersions) =>
  sql<string>`concat_ws('/', tournaments.xmin, disciplines.version, organizations.version,
    coalesce(leaderboards.version, '-'), coalesce(${playVersions.visitor(sql.ref('tournaments.id'))}, '-'))`;

/** A viewer's own fields built afresh on every read (viewerVersion below). */
export const BUILT_AFRESH = '!';

/**
 * The registration rows a viewer's own fields of the tournament `tournaments.id` are built from, by row version
 * (xmin, as versionOf): their registration and its member row, and a disqualification naming them (disqualification
 * removes the member rows); null when there is neither.
 */
const ownRegistrationVersionSql = (viewerId: Expression<string>, viewerIdJson: Expression<string>) =>
  sql<string | null>`nullif(concat(
    (SELECT string_agg(m.xmin::text || ':' || r.xmin::text, ',' ORDER BY r.id)
      FROM tournament_registration_members m JOIN tournament_registrations r ON r.id = m.registration_id
      WHERE m.tournament_id = tournaments.id AND m.user_id = ${viewerId}::uuid),
    '|',
    (SELECT string_agg(d.xmin::text, ',' ORDER BY d.id) FROM tournament_registrations d
      WHERE d.tournament_id = tournaments.id AND d.status = 'DISQUALIFIED' AND d.member_ids @> ${viewerIdJson}::jsonb)),
    '|')`;

/**
 * Whether the viewer's answer may differ from a visitor's (tournament-reader.ts view), and if so what their own
 * fields are built from. NULL: it does not (a spectator). BUILT_AFRESH: they organize for the tournament's
 * organization (drafts, the escrow, the organizer's role) or have its ending modal still to close, so their answer is
 * built afresh each time. Otherwise their registration rows and their play (the matches module's expression); with
 * the tournament's own version, it is the version of their answer.
 */
function viewerVersionSql(
  db: Db,
  playVersions: PlayVersions,
  viewerId: Expression<string>,
  viewerIdJson: Expression<string>,
) {
  return sql<string | null>`CASE
  WHEN coalesce(${organizationOfUserSql(viewerId)} = tournaments.organization_id, false)
    OR ${pendingEndingModalSql(viewerId, sql.ref('tournaments.id'))} THEN ${sql.lit(BUILT_AFRESH)}
  ELSE (SELECT own.registration || '#' || coalesce(${playVersions.viewer(db, viewerId, sql.ref('tournaments.id'))}, '-')
    FROM (SELECT ${ownRegistrationVersionSql(viewerId, viewerIdJson)} AS registration) own)
END`;
}

export interface TournamentVersion {
  version: string;
  /**
   * The version of the viewer's own fields when they have a part in the tournament (their answer is then not a
   * spectator's), BUILT_AFRESH when it is not versioned; null: a spectator.
   */
  viewerVersion: string | null;
}

/** `build`'s statement, made once per PlayVersions (the matches module's, handed in once per app). */
function perPlayVersions<S>(build: (playVersions: PlayVersions) => S): (playVersions: PlayVersions) => S {
  const made = new WeakMap<PlayVersions, S>();
  return (playVersions) => {
    let statement = made.get(playVersions);
    if (!statement) {
      statement = build(playVersions);
      made.set(playVersions, statement);
    }
    return statement;
  };
}

/**
 * The statement of tournamentVersions, compiled once: the reads are rows of (tournament, viewer), each viewer's
 * expressions asked of their row.
 */
const tournamentVersionsStatement = perPlayVersions((playVersions) =>
  compiledOnce((db: Db, value: (name: 'ids' | 'viewers') => string) => {
    const viewer = sql<string>`i.viewer`;
    return withGame(db)
      .innerJoin(
        sql<{ id: string; viewer: string; ord: string }>`(SELECT * FROM unnest(${value('ids')}::uuid[],
          ${value('viewers')}::uuid[]) WITH ORDINALITY AS u(id, viewer, ord))`.as('i'),
        (join) => join.onRef('i.id', '=', 'tournaments.id'),
      )
      .clearSelect()
      .select([
        'i.ord',
        versionOf(playVersions).as('version'),
        viewerVersionSql(db, playVersions, viewer, sql<string>`jsonb_build_array(i.viewer)`).as('viewer_version'),
      ]);
  }),
);

export interface ViewerRead {
  id: string;
  viewerId: string;
}

/**
 * The version of each tournament's spectator view, and of its signed-in viewer's own fields (null: no tournament), in
 * one statement: the signed-in reads that arrive together are asked about together (spectator-reads.ts). A visitor's
 * is visitorTournamentVersions.
 */
export async function tournamentVersions(
  db: Db,
  reads: readonly ViewerRead[],
  playVersions: PlayVersions,
): Promise<(TournamentVersion | null)[]> {
  const rows = await tournamentVersionsStatement(playVersions)(db, {
    ids: reads.map((read) => read.id),
    viewers: reads.map((read) => read.viewerId),
  });
  const answers: (TournamentVersion | null)[] = reads.map(() => null);
  for (const row of rows) answers[Number(row.ord) - 1] = { version: row.version, viewerVersion: row.viewer_version };
  return answers;
}

/**
 * The statement of viewersWithTournamentVersions, compiled once per PlayVersions: per (subject, tournament) read whose
 * subject has a user, the user's row (the users module's face), its place in the order asked, and the tournament's
 * versions for them as tournamentVersionsStatement reads them (null columns: no such tournament). The added columns
 * are prefixed, so they cannot meet a column of users.
 */
const viewersWithTournamentStatement = perPlayVersions((playVersions) =>
  compiledOnce((db: Db, value: (name: 'issuer' | 'subjects' | 'ids') => string) => {
    const viewer = sql<string>`u.id`;
    return db
      .selectFrom(
        sql<{ subject: string; id: string; ord: string }>`(SELECT * FROM unnest(${value('subjects')}::text[],
          ${value('ids')}::uuid[]) WITH ORDINALITY AS s(subject, id, ord))`.as('i'),
      )
      .innerJoin(usersOfIssuer(db, value('issuer')).as('u'), 'u.subject', 'i.subject')
      .leftJoinLateral(
        () =>
          withGame(db)
            .clearSelect()
            .select([
              versionOf(playVersions).as('version'),
              viewerVersionSql(db, playVersions, viewer, sql<string>`jsonb_build_array(u.id)`).as('viewer_version'),
            ])
            .where(sql<boolean>`tournaments.id = i.id`)
            .as('t'),
        (join) => join.onTrue(),
      )
      .selectAll('u')
      .select([
        sql<string>`i.ord`.as('tournament_read_ord'),
        sql<string | null>`t.version`.as('tournament_read_version'),
        sql<string | null>`t.viewer_version`.as('tournament_read_viewer_version'),
      ]);
  }),
);

/** A signed-in viewer of one tournament: their user row and tournamentVersions' answer for them, read together. */
export interface ViewerWithTournamentVersion {
  user: UserRow;
  /** Null: no such tournament. */
  tournament: TournamentVersion | null;
}

/**
 * The users of the identity provider's subjects with the versions of the tournament each reads (undefined for a
 * subject with no user yet), in one statement: a signed-in read of a tournament needs both, and asking the user row
 * and the versions one after the other cost it a second round trip (issue 28), as viewersWithListVersions for the list.
 */
export async function viewersWithTournamentVersions(
  db: Db,
  issuer: string,
  reads: readonly { subject: string; id: string }[],
  playVersions: PlayVersions,
): Promise<(ViewerWithTournamentVersion | undefined)[]> {
  const rows = await viewersWithTournamentStatement(playVersions)(db, {
    issuer,
    subjects: reads.map((read) => read.subject),
    ids: reads.map((read) => read.id),
  });
  const answers = new Array<ViewerWithTournamentVersion | undefined>(reads.length).fill(undefined);
  for (const { tournament_read_ord, tournament_read_version, tournament_read_viewer_version, ...user } of rows)
    answers[Number(tournament_read_ord) - 1] = {
      user,
      tournament:
        tournament_read_version === null
          ? null
          : { version: tournament_read_version, viewerVersion: tournament_read_viewer_version },
    };
  return answers;
}

/** The statement of visitorTournamentVersions, compiled once. */
const visitorVersionsStatement = perPlayVersions((playVersions) =>
  compiledOnce((db: Db, value: (name: 'ids') => string) =>
    withGame(db)
      .clearSelect()
      .select(['tournaments.id', versionOf(playVersions).as('version')])
      .where(sql<boolean>`tournaments.id = ANY(${value('ids')}::uuid[])`),
  ),
);

/**
 * The versions of the spectator views of the tournaments `ids` (null: no such tournament), in one statement: the
 * visitors' reads that arrive together are asked about together (spectator-reads.ts).
 */
export async function visitorTournamentVersions(
  db: Db,
  ids: readonly string[],
  playVersions: PlayVersions,
): Promise<(string | null)[]> {
  const rows = await visitorVersionsStatement(playVersions)(db, { ids: [...new Set(ids)] });
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  return ids.map((id) => versions.get(id) ?? null);
}

/** The version of every page of the public list: each stripe's count of the writes that changed one (migration 0840). */
const LIST_VERSION = sql<string>`(SELECT string_agg(v.bumps::text, '.' ORDER BY v.stripe) FROM tournament_list_versions v)`;

/**
 * The version of the public list's pages, as a visitor sees them. Every write that changes a listed tournament's
 * element, or which tournaments a page holds, bumps it by trigger in the same transaction (migration 0840), so one
 * read of 64 small rows replaces a digest of the page's 200 rows. Time alone moves a page too (a round starting, a
 * tournament entering the "live" filter): that is the copy's own instant (tournament-reader.ts timedList).
 */
export async function publicListVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT ${LIST_VERSION} AS version`.execute(db);
  return rows[0].version;
}

/**
 * The version of a player's own fields in every tournament: their stripes' counts, bumped by trigger by every write to
 * the rows those fields are built from (migration 0850: their registrations, disqualifications, entrants and the
 * matches they are seated in). One read of four rows, however many tournaments they take part in.
 */
const viewerVersionOfUser = (viewerId: Expression<string>) =>
  sql<string | null>`(SELECT string_agg(w.bumps::text, '.' ORDER BY w.stripe) FROM tournament_viewer_versions w
    WHERE w.user_id = ${viewerId}::uuid)`;

export interface SignedInListVersion {
  /** publicListVersion, read in the same statement. */
  version: string;
  /**
   * The version of the viewer's own fields in every tournament; null when it does not cover them: an organizer's
   * (drafts, the escrow) or a player's with an ending modal to close, whose parts viewerListVersion checks page by page.
   */
  viewerVersion: string | null;
}

/** SignedInListVersion's viewerVersion for the viewer `viewer` (an SQL expression of their id). */
const listViewerVersionSql = (viewer: Expression<string>) =>
  sql<string | null>`CASE WHEN ${organizationOfUserSql(viewer)} IS NOT NULL
      OR EXISTS (SELECT 1 FROM ${pendingEndingModalTournamentsSql(viewer)} modal) THEN NULL
    ELSE coalesce(${viewerVersionOfUser(viewer)}, '-') END`;

/** The statement of signedInListVersions, compiled once: a row per viewer, in the order asked. */
const signedInListStatement = compiledOnce((db: Db, value: (name: 'viewers') => string) =>
  db
    .selectFrom(
      sql<{ viewer: string; ord: string }>`(SELECT * FROM unnest(${value('viewers')}::uuid[])
        WITH ORDINALITY AS u(viewer, ord))`.as('i'),
    )
    .select(['i.ord', LIST_VERSION.as('version'), listViewerVersionSql(sql<string>`i.viewer`).as('viewer_version')]),
);

/**
 * publicListVersion, and the version of each signed-in viewer's own fields in every tournament (null: they organize
 * or have an ending modal to close; see SignedInListVersion), in one statement of a few index probes per viewer: the
 * signed-in reads of the list that arrive together are asked about together (spectator-reads.ts).
 */
export async function signedInListVersions(db: Db, viewerIds: readonly string[]): Promise<SignedInListVersion[]> {
  const rows = await signedInListStatement(db, { viewers: viewerIds });
  const answers = new Array<SignedInListVersion>(viewerIds.length);
  for (const row of rows) answers[Number(row.ord) - 1] = { version: row.version, viewerVersion: row.viewer_version };
  return answers;
}

/**
 * The statement of viewersWithListVersions, compiled once: per subject that has a user, the user's row (the users
 * module's face) with its place in the order asked and the list's versions for them. The added columns are prefixed,
 * so they cannot meet a column of users.
 */
const viewersWithListStatement = compiledOnce((db: Db, value: (name: 'issuer' | 'subjects') => string) =>
  db
    .selectFrom(
      sql<{ subject: string; ord: string }>`(SELECT * FROM unnest(${value('subjects')}::text[])
        WITH ORDINALITY AS s(subject, ord))`.as('i'),
    )
    .innerJoin(usersOfIssuer(db, value('issuer')).as('u'), 'u.subject', 'i.subject')
    .selectAll('u')
    .select([
      sql<string>`i.ord`.as('list_read_ord'),
      LIST_VERSION.as('list_read_version'),
      listViewerVersionSql(sql<string>`u.id`).as('list_read_viewer_version'),
    ]),
);

/** A signed-in viewer of the list: their user row and signedInListVersions' answer for them, read together. */
export interface ViewerWithListVersion {
  user: UserRow;
  list: SignedInListVersion;
}

/**
 * The users of the identity provider's `subjects` with the list's versions for each (undefined for a subject with no
 * user yet), in one statement: a signed-in read of the list needs both, and asking the user row and the versions one
 * after the other cost it a second round trip to the database (issue 28). The row is read after the request arrived,
 * as the authentication's own lookup reads it, so a change to the user is seen by the very next request.
 */
export async function viewersWithListVersions(
  db: Db,
  issuer: string,
  subjects: readonly string[],
): Promise<(ViewerWithListVersion | undefined)[]> {
  const rows = await viewersWithListStatement(db, { issuer, subjects: [...subjects] });
  const answers = new Array<ViewerWithListVersion | undefined>(subjects.length).fill(undefined);
  for (const { list_read_ord, list_read_version, list_read_viewer_version, ...user } of rows)
    answers[Number(list_read_ord) - 1] = {
      user,
      list: { version: list_read_version, viewerVersion: list_read_viewer_version },
    };
  return answers;
}

/**
 * The tournaments among `pageIds` in which the viewer `viewerId` has a part as a player: a registration they are a
 * member of, or a disqualification naming them (as viewerListVersion's parts, but for an organizer's and a modal's,
 * which never reach here).
 */
export async function playerPartsIn(db: Db, viewerId: string, pageIds: readonly string[]): Promise<string[]> {
  if (pageIds.length === 0) return [];
  const { rows } = await sql<{ tournament_id: string }>`
    SELECT m.tournament_id FROM tournament_registration_members m
      WHERE m.user_id = ${viewerId}::uuid AND m.tournament_id = ANY(${pageIds}::uuid[])
    UNION
    SELECT d.tournament_id FROM tournament_registrations d
      WHERE d.status = 'DISQUALIFIED' AND d.member_ids @> ${JSON.stringify([viewerId])}::jsonb
        AND d.tournament_id = ANY(${pageIds}::uuid[])`.execute(db);
  return rows.map((row) => row.tournament_id);
}

export interface ViewerListVersion {
  /** publicListVersion, read in the same statement. */
  version: string;
  /** The tournaments of the page the viewer has a part in. */
  viewerParts: string[];
  /** The version of the viewer's own elements (a digest of their versions), BUILT_AFRESH when one is not versioned. */
  viewerVersion: string;
}

/**
 * publicListVersion, and for the signed-in viewer `viewerId` the tournaments of the page `pageIds` they have a part
 * in and the version of their own fields there (as viewerVersionSql, but their member rows, disqualifications and
 * modals found set-wise, each through an index, and only their own tournaments asked for play: asking each of the
 * page's 200 rows everything cost two milliseconds a read). The page is the ids of the copy the caller holds: its
 * parts are right when the version read here is that copy's (spectator-reads.ts asks again when it is not).
 */
export async function viewerListVersion(
  db: Db,
  viewerId: string,
  pageIds: readonly string[],
  playVersions: PlayVersions,
): Promise<ViewerListVersion> {
  const viewerIdJson = JSON.stringify([viewerId]);
  const { rows } = await sql<{ version: string; parts: string | null; viewer_digest: string }>`
    WITH page AS (SELECT unnest(${pageIds}::uuid[]) AS id),
    -- Once, and not at all for a player (a one-time filter); asked per page row it was 200 probes, twice.
    viewer_organization AS MATERIALIZED (SELECT ${organizationOfUserSql(sql.val(viewerId))} AS id),
    organized AS MATERIALIZED (SELECT t.id FROM tournaments t
      WHERE (SELECT id FROM viewer_organization) IS NOT NULL
        AND t.organization_id = (SELECT id FROM viewer_organization)),
    parts AS (
      SELECT p.id, CASE WHEN p.id IN (SELECT id FROM organized)
          OR modal.tournament_id IS NOT NULL THEN ${sql.lit(BUILT_AFRESH)} END AS afresh,
        CASE WHEN reg.v IS NOT NULL OR disq.v IS NOT NULL THEN concat(reg.v, '|', disq.v) END AS registration
      FROM page p
      LEFT JOIN (SELECT m.tournament_id, string_agg(m.xmin::text || ':' || (SELECT r.xmin::text
            FROM tournament_registrations r WHERE r.id = m.registration_id), ',' ORDER BY m.registration_id) AS v
          FROM tournament_registration_members m
          WHERE m.user_id = ${viewerId}::uuid AND m.tournament_id IN (SELECT id FROM page) GROUP BY m.tournament_id) reg
        ON reg.tournament_id = p.id
      LEFT JOIN (SELECT d.tournament_id, string_agg(d.xmin::text, ',' ORDER BY d.id) AS v
          FROM tournament_registrations d
          WHERE d.status = 'DISQUALIFIED' AND d.member_ids @> ${viewerIdJson}::jsonb
            AND d.tournament_id IN (SELECT id FROM page) GROUP BY d.tournament_id) disq
        ON disq.tournament_id = p.id
      LEFT JOIN ${pendingEndingModalTournamentsSql(viewerId)} modal ON modal.tournament_id = p.id),
    own AS (
      SELECT id, coalesce(afresh,
          registration || '#' || coalesce(${playVersions.viewer(db, viewerId, sql.ref('parts.id'))}, '-')) AS version
      FROM parts WHERE afresh IS NOT NULL OR registration IS NOT NULL)
    SELECT ${LIST_VERSION} AS version,
      (SELECT string_agg(o.id::text, ',') FROM own o) AS parts,
      (SELECT CASE WHEN bool_or(o.version = ${BUILT_AFRESH}) THEN ${BUILT_AFRESH}
        ELSE coalesce(md5(string_agg(o.id || '=' || o.version, ',' ORDER BY o.id)), '') END FROM own o) AS viewer_digest`.execute(
    db,
  );
  const [row] = rows;
  return { version: row.version, viewerParts: row.parts ? row.parts.split(',') : [], viewerVersion: row.viewer_digest };
}
