// The changes other modules make to a user's row, each inside the caller's transaction so it commits or rolls
// back with what caused it: organizations decide who is an organizer, the wallet links an account.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The user with this e-mail (case-insensitive; of several, a verified one first, then the oldest), row locked: two
 * organizations adding the same person one after the other see each other. The caller grants only when
 * `email_verified` (issue 29): an unverified address may belong to whoever signed up with it first.
 */
export function lockUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; role: string; email_verified: boolean } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'email_verified'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .orderBy('email_verified', 'desc')
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Makes the user an organizer or a player again; an admin keeps their role whatever happens. */
export async function setOrganizerRole(db: Db, userId: string, organizer: boolean, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: organizer ? 'organizer' : 'player', updated_at: at })
    .where('id', '=', userId)
    .where('role', '<>', 'admin')
    .execute();
}

/**
 * Links (or with null unlinks) the user's wallet account. An account already linked to someone else fails with
 * the database's unique violation, which the caller turns into its own error.
 */
export async function setUserWalletAccount(db: Db, userId: string, account: string | null, at: Date): Promise<void> {
  await db.updateTable('users').set({ wallet_id: account, updated_at: at }).where('id', '=', userId).execute();
}
