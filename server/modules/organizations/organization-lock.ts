// For the tournament capability (SPEC §4, §6): a locked organization's published tournaments are hidden
// from everyone but its members, and it cannot publish. Pass a transaction to read it consistently.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function isOrganizationLocked(db: Kysely<Database>, organizationId: string): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('locked').where('id', '=', organizationId).executeTakeFirst();
  return Boolean(row?.locked);
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

/** The organization `userId` owns, or null (what only an owner may do: its webhooks). */
export async function organizationOwnedBy(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('organizations').select('id').where('owner_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** Who owns the organization, or null when it does not exist. */
export async function organizationOwnerId(db: Kysely<Database>, organizationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('organizations')
    .select('owner_id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}
