// For the tournament capability (SPEC §4, §6): a locked organization's published tournaments are hidden
// from everyone but its members, and it cannot publish. Pass a transaction to read it consistently.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrganizationMemberRole } from '../../../src/domain/staff-permissions.js';

export async function isOrganizationLocked(db: Kysely<Database>, organizationId: string): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('locked').where('id', '=', organizationId).executeTakeFirst();
  return Boolean(row?.locked);
}

/** The staff role of a user in the organization they belong to (issue 26 §3), or null for none. */
export async function organizationMemberRole(
  db: Kysely<Database>,
  userId: string,
): Promise<OrganizationMemberRole | null> {
  const row = await db
    .selectFrom('organization_members')
    .select('role')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The organization a user organizes for (owner or member), or null. */
export async function organizationOfUser(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('organization_members')
    .select('organization_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.organization_id ?? null;
}
