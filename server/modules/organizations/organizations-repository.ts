// SQL for organizations and their members (organizers). Every function takes the Kysely instance or a
// transaction; mutations run inside the service's transaction after lockOrganization().
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrganizationsTable } from './organization-tables.js';
import { setOrganizerRole, userProfiles } from '../users/users-module.js';
import type { OrganizationMemberRole } from '../../../src/domain/staff-permissions.js';

type Db = Kysely<Database>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export interface OrganizationSummaryRow extends OrganizationRow {
  owner_email: string | null;
  owner_nickname: string;
  member_count: number;
}
export interface OrganizationMemberRow {
  user_id: string;
  nickname: string;
  email: string | null;
  profile_picture_url: string | null;
  joined_at: Date;
  role: OrganizationMemberRole;
}

export function lockOrganization(trx: Db, id: string): Promise<OrganizationRow | undefined> {
  return trx.selectFrom('organizations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function summaries(db: Db) {
  return db
    .selectFrom('organizations as o')
    .innerJoin(userProfiles(db).as('owner'), 'owner.id', 'o.owner_id')
    .selectAll('o')
    .select((eb) => [
      'owner.email as owner_email',
      'owner.nickname as owner_nickname',
      eb
        .selectFrom('organization_members as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.organization_id', '=', 'o.id')
        .as('member_count'),
    ]);
}

export async function findOrganizationSummary(db: Db, id: string): Promise<OrganizationSummaryRow | undefined> {
  return (await summaries(db).where('o.id', '=', id).executeTakeFirst()) as OrganizationSummaryRow | undefined;
}

export async function searchOrganizations(
  db: Db,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: OrganizationSummaryRow[]; total: number }> {
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filtered = <T extends ReturnType<typeof summaries>>(query: T) =>
    pattern
      ? (query.where((eb) =>
          eb.or([
            eb(sql`lower(o.name)`, 'like', pattern),
            eb(sql`lower(owner.email)`, 'like', pattern),
            eb(sql`lower(owner.nickname)`, 'like', pattern),
          ]),
        ) as T)
      : query;
  const rows = await filtered(summaries(db))
    .orderBy(sql`lower(o.name)`)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await filtered(summaries(db))
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows as OrganizationSummaryRow[], total: Number(count.n) };
}

export function organizationNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('organizations')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst().then(Boolean);
}

export function insertOrganization(
  db: Db,
  values: { name: string; ownerId: string; discord: string | null },
): Promise<OrganizationRow> {
  return db
    .insertInto('organizations')
    .values({ name: values.name, owner_id: values.ownerId, discord: values.discord })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateOrganization(
  db: Db,
  id: string,
  changes: { name?: string; discord?: string | null; ownerId?: string; locked?: boolean },
  at: Date,
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.discord !== undefined ? { discord: changes.discord } : {}),
      ...(changes.ownerId !== undefined ? { owner_id: changes.ownerId } : {}),
      ...(changes.locked !== undefined ? { locked: changes.locked, locked_at: changes.locked ? at : null } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export function listOrganizationMembers(db: Db, organizationId: string): Promise<OrganizationMemberRow[]> {
  return db
    .selectFrom('organization_members as m')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.nickname', 'u.email', 'u.profile_picture_url', 'm.joined_at', 'm.role'])
    .where('m.organization_id', '=', organizationId)
    .orderBy('m.joined_at')
    .execute();
}

/** The organization a user belongs to (owner or member); a user is in at most one. */
export function findMembership(
  db: Db,
  userId: string,
): Promise<{ organization_id: string; role: OrganizationMemberRole } | undefined> {
  return db
    .selectFrom('organization_members')
    .select(['organization_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertOrganizationMember(db: Db, organizationId: string, userId: string): Promise<void> {
  await db.insertInto('organization_members').values({ organization_id: organizationId, user_id: userId }).execute();
}

/** Sets a member's staff role (issue 26 §3); false when they are not a member of the organization. */
export async function updateOrganizationMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  role: OrganizationMemberRole,
): Promise<boolean> {
  const result = await db
    .updateTable('organization_members')
    .set({ role })
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOrganizationMember(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_members')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Organization membership is what makes someone an organizer: in one → organizer, in none → player (the users
 * module keeps admins as they are).
 */
export async function syncOrganizerRole(db: Db, userId: string, at: Date): Promise<void> {
  const membership = await db
    .selectFrom('organization_members')
    .select('user_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  await setOrganizerRole(db, userId, membership !== undefined, at);
}
