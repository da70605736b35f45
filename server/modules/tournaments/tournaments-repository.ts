// SQL for tournaments and their registrations. Every function takes the Kysely instance or a transaction;
// writes run inside the services' transactions, after lockTournament().
import { sql, type Kysely, type Selectable } from 'kysely';
import { recordWebhookEvent } from '../integrations/integrations-module.js';
import type { Database } from '../../db/schema.js';
import { TOURNAMENT_LIST_MAX_PAGE, type TournamentListQuery } from '../../../src/contract/tournaments.js';
import type { RegistrationKind, TournamentRegistrationsTable, TournamentsTable } from './tournament-tables.js';
import { disciplineCards } from '../disciplines/disciplines-module.js';
import { leaderboardCards } from '../leaderboards/leaderboards-module.js';
import {
  organizationCards,
  organizationLockedSql,
  organizationOfUserSql,
} from '../organizations/organizations-module.js';

type Db = Kysely<Database>;
export type TournamentRow = Selectable<TournamentsTable>;
export type RegistrationRow = Selectable<TournamentRegistrationsTable>;
export interface TournamentWithGameRow extends TournamentRow {
  discipline_code: string;
  discipline_name: string;
  discipline_image_url: string | null;
  leaderboard_name: string | null;
  leaderboard_kind: 'POINTS' | 'RANK' | null;
  organization_name: string;
}

export const ACTIVE_REGISTRATION = ['REGISTERED', 'CHECKED_IN'] as const;
export type SectionColumn = 'main_information' | 'settings' | 'format' | 'schedule' | 'prizepool';

/** Locks the tournament row for the rest of the transaction: every tournament write starts here. */
export { lockTournament } from './tournament-lock.js';

/**
 * lockTournament for the players' calls, with its organization's lock flag read in the same round trip
 * (a registration rush is paid per query). The lock is on the tournament row only, not the organization.
 * `share` is for calls that change one registration and nothing counted on the tournament (a check-in): they
 * run side by side, while every writer (check-in closing, the organizer's changes) still waits for them and they for
 * it. Writers lock FOR NO KEY UPDATE, as lockTournament does (see there why).
 */
export function lockTournamentForPlayers(
  trx: Db,
  id: string,
  mode: 'update' | 'share' = 'update',
): Promise<(TournamentRow & { organization_locked: boolean }) | undefined> {
  const query = trx
    .selectFrom('tournaments')
    .selectAll('tournaments')
    .select(organizationLockedSql(sql.ref('tournaments.organization_id')).as('organization_locked'))
    .where('tournaments.id', '=', id);
  return (mode === 'share' ? query.forShare() : query.forNoKeyUpdate()).executeTakeFirst();
}

/**
 * Under the tournament lock: its active registrations (the trigger-kept counter, exact under the lock), and
 * whether any of `userIds` already takes part in an active one here (the members table) — one query.
 */
export async function roomFor(
  trx: Db,
  tournamentId: string,
  userIds: readonly string[],
): Promise<{ active: number; anyRegistered: boolean }> {
  const taken =
    userIds.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM tournament_registration_members m WHERE m.tournament_id = tournaments.id AND m.user_id IN (${sql.join(userIds.map((id) => sql`${id}::uuid`))}))`;
  const row = await trx
    .selectFrom('tournaments')
    .select(['active_registrations', taken.as('registered')])
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active_registrations), anyRegistered: Boolean(row.registered) };
}

export function withGame(db: Db) {
  return (
    db
      .selectFrom('tournaments')
      // The game, organization and leaderboard shown with it, through their modules' faces (joined in this statement).
      .innerJoin(disciplineCards(db).as('disciplines'), 'disciplines.id', 'tournaments.discipline_id')
      .innerJoin(organizationCards(db).as('organizations'), 'organizations.id', 'tournaments.organization_id')
      .leftJoin(leaderboardCards(db).as('leaderboards'), 'leaderboards.id', 'tournaments.leaderboard_id')
      .selectAll('tournaments')
      .select([
        'disciplines.code as discipline_code',
        'disciplines.name as discipline_name',
        'disciplines.image_url as discipline_image_url',
        'leaderboards.name as leaderboard_name',
        'leaderboards.kind as leaderboard_kind',
        'organizations.name as organization_name',
      ])
  );
}

export function findTournament(db: Db, id: string): Promise<TournamentWithGameRow | undefined> {
  return withGame(db).where('tournaments.id', '=', id).executeTakeFirst();
}

export function findTournaments(db: Db, ids: readonly string[]): Promise<TournamentWithGameRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withGame(db)
    .where('tournaments.id', 'in', [...ids])
    .execute();
}

export interface TournamentForViewerRow extends TournamentWithGameRow {
  organization_locked: boolean;
  participant_count: number;
  /** The organization the viewer organizes for (organizationOfUser), null for visitors. */
  viewer_organization_id: string | null;
  /** The status of the viewer's active, else disqualified, registration here (viewerRegistrationsOfPlayer). */
  viewer_registration_status: RegistrationRow['status'] | null;
}

/**
 * The viewer's registration status in the outer query's tournament (`tournaments.id`), null without one: the active
 * registration through the members table (primary key); only without one, a disqualified registration naming the
 * viewer (disqualification removes the member rows). `viewerIdJson` is `[viewerId]` as JSON, apart for callers that
 * compile the statement once with placeholders.
 */
function viewerRegistrationSql(viewerId: string, viewerIdJson = JSON.stringify([viewerId])) {
  return sql<RegistrationRow['status'] | null>`coalesce(
    (SELECT r.status FROM tournament_registration_members m
      JOIN tournament_registrations r ON r.id = m.registration_id
      WHERE m.tournament_id = tournaments.id AND m.user_id = ${viewerId}::uuid),
    (SELECT 'DISQUALIFIED' FROM tournament_registrations d
      WHERE d.tournament_id = tournaments.id AND d.status = 'DISQUALIFIED'
        AND d.member_ids @> ${viewerIdJson}::jsonb LIMIT 1))`;
}

/**
 * One tournament with everything its view needs for one viewer, in a single round trip: every player call
 * answers with this view, so a registration rush pays for it on each request.
 */
export function findTournamentForViewer(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<TournamentForViewerRow | undefined> {
  const viewerOrganization = viewerId ? organizationOfUserSql(sql.val(viewerId)) : sql<string | null>`NULL::uuid`;
  const viewerRegistration = viewerId
    ? viewerRegistrationSql(viewerId)
    : sql<RegistrationRow['status'] | null>`NULL::text`;
  return withGame(db)
    .select([
      organizationLockedSql(sql.ref('tournaments.organization_id')).as('organization_locked'),
      sql<number>`tournaments.active_registrations`.as('participant_count'),
      viewerOrganization.as('viewer_organization_id'),
      viewerRegistration.as('viewer_registration_status'),
    ])
    .where('tournaments.id', '=', id)
    .executeTakeFirst();
}

export async function insertTournament(
  trx: Db,
  values: { organizationId: string; disciplineId: string; name: string },
): Promise<string> {
  const row = await trx
    .insertInto('tournaments')
    .values({ organization_id: values.organizationId, discipline_id: values.disciplineId, name: values.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveSection(
  trx: Db,
  id: string,
  column: SectionColumn,
  value: unknown,
  extra: { name?: string; hidden?: boolean },
  at: Date,
) {
  await trx
    .updateTable('tournaments')
    .set({ [column]: JSON.stringify(value), ...extra, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function saveLeaderboardLink(trx: Db, id: string, leaderboardId: string | null, at: Date) {
  await trx
    .updateTable('tournaments')
    .set({ leaderboard_id: leaderboardId, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Clears sections (unlocking): a null section is "not saved yet" again. */
export async function eraseSections(
  trx: Db,
  id: string,
  columns: readonly (SectionColumn | 'leaderboard_id')[],
  at: Date,
) {
  const cleared: Record<string, null> = {};
  for (const column of columns) cleared[column] = null;
  await trx
    .updateTable('tournaments')
    .set({ ...cleared, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Publishes or cancels, and records the webhook event of it in the same transaction. */
export async function setStatus(trx: Db, id: string, status: 'PUBLISHED' | 'CANCELED', at: Date) {
  const row = await trx
    .updateTable('tournaments')
    .set({ status, updated_at: at, ...(status === 'PUBLISHED' ? { published_at: at } : { canceled_at: at }) })
    .where('id', '=', id)
    .returning(['organization_id', 'main_information'])
    .executeTakeFirstOrThrow();
  await recordWebhookEvent(trx, {
    type: status === 'PUBLISHED' ? 'tournament.published' : 'tournament.cancelled',
    organizationId: row.organization_id,
    tournamentId: id,
    data: { tournamentId: id, tournamentName: tournamentName(row.main_information) },
    at,
  });
}

/** The name in a main information section (stored JSON), or '' before there is one. */
export function tournamentName(mainInformation: unknown): string {
  const name = (mainInformation as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

/** Published (or since canceled/finished), not hidden, of an organization that is not locked. */
function listed(db: Db) {
  return withGame(db)
    .where('tournaments.published_at', 'is not', null)
    .where('tournaments.hidden', '=', false)
    .where('organizations.locked', '=', false);
}

export function listPublicTournaments(
  db: Db,
  filters: TournamentListQuery & { promoted?: boolean },
  now: number,
): Promise<TournamentWithGameRow[]> {
  return publicTournamentsQuery(db, filters, now).execute();
}

/** The statement of listPublicTournaments, for nextListEntryInstant to ask it something else. */
function publicTournamentsQuery(db: Db, filters: TournamentListQuery & { promoted?: boolean }, now: number) {
  let query = listed(db);
  if (filters.game) query = query.where('disciplines.code', '=', filters.game);
  if (filters.status === 'live' || filters.status === 'published') {
    // "live" is a published tournament whose first round has started (shownTournamentStatus, src/domain).
    const started = sql<boolean>`coalesce((tournaments.schedule -> 'rounds' -> 0 ->> 'start')::timestamptz <= ${new Date(now).toISOString()}::timestamptz, false)`;
    query = query
      .where('tournaments.status', '=', 'PUBLISHED')
      .where(filters.status === 'live' ? started : sql<boolean>`not ${started}`);
  } else if (filters.status) {
    query = query.where('tournaments.status', '=', filters.status.toUpperCase() as TournamentRow['status']);
  }
  if (filters.platform)
    query = query.where(
      sql<boolean>`tournaments.main_information -> 'platforms' @> ${JSON.stringify([filters.platform])}::jsonb`,
    );
  if (filters.promoted) query = query.where('tournaments.promoted', '=', true);
  // Pages follow one another by the last tournament of the page before: those published before it (the id orders
  // tournaments published in the same instant). A page of an id no longer there is empty.
  if (filters.after)
    query = query.where(
      sql<boolean>`(tournaments.published_at, tournaments.id) < (SELECT p.published_at, p.id FROM tournaments p WHERE p.id = ${filters.after}::uuid)`,
    );
  return query
    .orderBy('tournaments.published_at', 'desc')
    .orderBy('tournaments.id', 'desc')
    .limit(filters.limit ?? TOURNAMENT_LIST_MAX_PAGE);
}

/**
 * The first instant after `now` at which a page of the list filtered by "live" or "published" changes with time
 * alone: the earliest first round still to start among the tournaments that would be listed (one enters "live" and
 * leaves "published" then). Null for other filters (their pages hold the same tournaments at any instant) or none.
 */
export async function nextListEntryInstant(
  db: Db,
  filters: TournamentListQuery & { promoted?: boolean },
  now: number,
): Promise<number | null> {
  if (filters.status !== 'live' && filters.status !== 'published') return null;
  const row = await publicTournamentsQuery(db, { ...filters, status: 'published' }, now)
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .select(sql<Date | null>`min((tournaments.schedule -> 'rounds' -> 0 ->> 'start')::timestamptz)`.as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at).getTime() : null;
}

export function listOrganizationTournaments(db: Db, organizationId: string): Promise<TournamentWithGameRow[]> {
  return withGame(db)
    .where('tournaments.organization_id', '=', organizationId)
    .orderBy('tournaments.created_at', 'desc')
    .execute();
}

/** Tournaments where the user takes part in an active registration (alone or as a chosen team member). */
export function listTournamentsOfPlayer(db: Db, userId: string): Promise<TournamentWithGameRow[]> {
  return withGame(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tournament_registrations as r')
          .select('r.id')
          .whereRef('r.tournament_id', '=', 'tournaments.id')
          .where('r.status', 'in', ACTIVE_REGISTRATION)
          .where(sql<boolean>`r.member_ids @> ${JSON.stringify([userId])}::jsonb`),
      ),
    )
    .orderBy('tournaments.created_at', 'desc')
    .execute();
}

/**
 * The registration each tournament shows its viewer: the active one, else a disqualified one (out, and told
 * why). Cancelled registrations are not shown. The active ones through the members table's primary key (one probe
 * per tournament, where matching member_ids scanned every registration of the page's tournaments); only
 * disqualified rows, which have no member rows, are matched on member_ids.
 */
export async function viewerRegistrationsOfPlayer(
  db: Db,
  userId: string,
  tournamentIds: readonly string[],
): Promise<Map<string, RegistrationRow>> {
  const result = new Map<string, RegistrationRow>();
  if (tournamentIds.length === 0) return result;
  const rows = await db
    .selectFrom('tournament_registration_members as m')
    .innerJoin('tournament_registrations as r', 'r.id', 'm.registration_id')
    .selectAll('r')
    .where('m.user_id', '=', userId)
    .where('m.tournament_id', 'in', tournamentIds)
    .unionAll(
      db
        .selectFrom('tournament_registrations as r')
        .selectAll('r')
        .where('r.tournament_id', 'in', tournamentIds)
        .where('r.status', '=', 'DISQUALIFIED')
        .where(sql<boolean>`r.member_ids @> ${JSON.stringify([userId])}::jsonb`),
    )
    .execute();
  for (const row of rows) {
    if (row.status !== 'DISQUALIFIED' || !result.has(row.tournament_id)) result.set(row.tournament_id, row);
  }
  return result;
}

/** The active registrations in `tournamentId` that any of `userIds` takes part in. */
export function activeRegistrationsOfAny(
  trx: Db,
  tournamentId: string,
  userIds: readonly string[],
): Promise<RegistrationRow[]> {
  return trx
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ACTIVE_REGISTRATION)
    .where((eb) => eb.or(userIds.map((id) => sql<boolean>`member_ids @> ${JSON.stringify([id])}::jsonb`)))
    .execute();
}

export function activeTeamRegistration(
  trx: Db,
  tournamentId: string,
  teamId: string,
): Promise<RegistrationRow | undefined> {
  return trx
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId)
    .where('status', 'in', ACTIVE_REGISTRATION)
    .executeTakeFirst();
}

export interface NewRegistration {
  tournamentId: string;
  kind: RegistrationKind;
  userId: string;
  teamId: string | null;
  memberIds: string[];
  discordNickname: string;
  gameNickname: string;
  isOldEnough: boolean;
}

export async function insertRegistration(trx: Db, values: NewRegistration, at: Date): Promise<void> {
  const row = await trx
    .insertInto('tournament_registrations')
    .values({
      tournament_id: values.tournamentId,
      kind: values.kind,
      user_id: values.userId,
      team_id: values.teamId,
      member_ids: JSON.stringify(values.memberIds),
      discord_nickname: values.discordNickname,
      game_nickname: values.gameNickname,
      is_old_enough: values.isOldEnough,
    })
    .returning(['id', 'tournament_id', 'user_id', 'team_id'])
    .executeTakeFirstOrThrow();
  await registrationEvent(trx, 'registration.created', row, at);
}

/** The webhook event of a registration's change, in the transaction that made it. */
function registrationEvent(
  trx: Db,
  type: 'registration.created' | 'registration.cancelled' | 'registration.checked_in',
  row: { id: string; tournament_id: string; user_id: string | null; team_id: string | null },
  at: Date,
) {
  return recordWebhookEvent(trx, {
    type,
    organizationId: null,
    tournamentId: row.tournament_id,
    data: { tournamentId: row.tournament_id, registrationId: row.id, userId: row.user_id, teamId: row.team_id },
    at,
  });
}

/**
 * Checks a registered registration in; false when it no longer is REGISTERED. Check-ins share the tournament's
 * lock, so the same captain's two calls at once both pass the status check: the second UPDATE waits for the
 * first's row and then finds nothing to change.
 */
export async function markCheckedIn(trx: Db, registrationId: string, at: Date): Promise<boolean> {
  const row = await trx
    .updateTable('tournament_registrations')
    .set({ status: 'CHECKED_IN', checked_in_at: at })
    .where('id', '=', registrationId)
    .where('status', '=', 'REGISTERED')
    .returning(['id', 'tournament_id', 'user_id', 'team_id'])
    .executeTakeFirst();
  if (!row) return false;
  await registrationEvent(trx, 'registration.checked_in', row, at);
  return true;
}

export async function markCanceled(trx: Db, registrationId: string, at: Date) {
  const row = await trx
    .updateTable('tournament_registrations')
    .set({ status: 'CANCELED', canceled_at: at })
    .where('id', '=', registrationId)
    .returning(['id', 'tournament_id', 'user_id', 'team_id'])
    .executeTakeFirstOrThrow();
  await registrationEvent(trx, 'registration.cancelled', row, at);
}

/** Team registrations still active, so cancelling the tournament can release their teams. */
export async function activeTeamIds(trx: Db, tournamentId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('tournament_registrations')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .where('kind', '=', 'TEAM')
    .where('status', 'in', ACTIVE_REGISTRATION)
    .execute();
  return rows.flatMap((row) => (row.team_id ? [row.team_id] : []));
}
