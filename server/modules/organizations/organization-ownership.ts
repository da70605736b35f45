// Who owns an organization, for what only its owner may do or what acts for the organization as a whole (its
// API keys, issue 27 §1: a key acts with the rights of the organization's current owner).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The current owner of an organization, or null when it no longer exists. */
export async function organizationOwnerId(db: Kysely<Database>, organizationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('organizations')
    .select('owner_id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

/** The organization a user owns (a user owns at most one), or null. */
export async function organizationOwnedBy(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('organizations').select('id').where('owner_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}
