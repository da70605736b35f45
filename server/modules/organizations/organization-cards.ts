// What other modules show or check of an organization inside their own statements (its name, whether it is
// locked, who organizes for it, whom it banned), read through the organizations module so its tables are named
// only here. A list joins organizationCards as a derived table (PostgreSQL folds it into the join); a statement
// written in SQL takes the expressions below, so either stays one statement.
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { userProfiles } from '../users/users-module.js';

/**
 * Every organization's id, name and lock flag: join it, aliased, where a list shows the organization of a row.
 * `version` changes whenever the organization's row does (xmin).
 */
export function organizationCards(db: Kysely<Database>) {
  return db.selectFrom('organizations').select(['id', 'name', 'locked', sql<string>`xmin::text`.as('version')]);
}

/** Whether the organization `organizationId` is locked (an SQL expression; false when there is none). */
export const organizationLockedSql = (organizationId: Expression<string | null>) =>
  sql<boolean>`coalesce((SELECT o.locked FROM organizations o WHERE o.id = ${organizationId}), false)`;

/** The organization the user `userId` organizes for (an SQL expression, null for none). */
export const organizationOfUserSql = (userId: Expression<string | null>) =>
  sql<string | null>`(SELECT m.organization_id FROM organization_members m WHERE m.user_id = ${userId} LIMIT 1)`;

/**
 * The staff role (issue 26 §3) the user `userId` holds in the organization `organizationId`: 'REFEREE', 'MEMBER',
 * or null when they are not a member of it (an SQL expression).
 */
export const staffRoleSql = (userId: Expression<string | null>, organizationId: Expression<string | null>) =>
  sql<
    'MEMBER' | 'REFEREE' | null
  >`(SELECT m.role FROM organization_members m WHERE m.user_id = ${userId} AND m.organization_id = ${organizationId})`;

/** Whether the organization `organizationId` banned the user `userId` (an SQL expression). */
export const bannedFromOrganizationSql = (
  organizationId: Expression<string | null>,
  userId: Expression<string | null>,
) =>
  sql<boolean>`EXISTS (SELECT 1 FROM organization_bans b WHERE b.organization_id = ${organizationId} AND b.user_id = ${userId})`;

/** The id of the organization with this exact name, or undefined. */
export async function organizationIdNamed(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

/** The organization an organizer with this e-mail (lower-cased by the caller) organizes for, or undefined. */
export async function organizationOfEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('organization_members as m')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'm.user_id')
    .select('m.organization_id')
    .where(sql<boolean>`lower(u.email) = ${email}`)
    .executeTakeFirst();
  return row?.organization_id;
}
