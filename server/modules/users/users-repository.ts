// SQL for users. Every function takes the Kysely instance or a transaction.
import { sql, type Kysely, type Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';
import type { UsersTable, UserRole } from './user-tables.js';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database>;

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  /** The provider's `email_verified` for `email` (false when it did not say true). */
  emailVerified: boolean;
  fullName: string | null;
  nickname: string;
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The users of issuer's subjects. Compiled once: it runs for every signed-in request (batched), and building and
 * compiling it again each time was 5 % of a process's CPU in the signed-in list reads (issue 28).
 */
const usersOfSubjects = compiledOnce((db: Db, value: (name: 'issuer' | 'subjects') => string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('issuer', '=', value('issuer'))
    .where(sql<boolean>`subject = ANY(${value('subjects')}::text[])`),
);

/**
 * The users of one identity provider, every column, for another module's statement to join by subject: a route that
 * reads something of the signed-in viewer's own in the same statement as their row (the tournament list's versions,
 * issue 28: one round trip a request instead of two).
 */
export function usersOfIssuer(db: Db, issuer: string) {
  return db.selectFrom('users').selectAll().where('issuer', '=', issuer);
}

/** The users of identity-provider subjects, in order, in one query (one text for any count, so it is prepared once). */
export async function findUsersByIdentities(
  db: Db,
  issuer: string,
  subjects: readonly string[],
): Promise<(UserRow | undefined)[]> {
  const rows = await usersOfSubjects(db, { issuer, subjects: [...subjects] });
  const bySubject = new Map(rows.map((row) => [row.subject, row]));
  return subjects.map((subject) => bySubject.get(subject));
}

/**
 * Creates the Arena user on first sign-in; later sign-ins refresh e-mail, its verification and full name from the
 * provider. A sign-in whose token names no e-mail leaves both as they were.
 */
export async function upsertUserFromIdentity(db: Db, claims: IdentityClaims, role?: UserRole): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email,
      email_verified: claims.email !== null && claims.emailVerified,
      full_name: claims.fullName,
      nickname: claims.nickname,
      ...(role ? { role } : {}),
      linked_accounts: '{}',
      discipline_accounts: '{}',
    })
    .onConflict((oc) =>
      oc.columns(['issuer', 'subject']).doUpdateSet((eb) => ({
        email: eb.fn.coalesce(eb.ref('excluded.email'), eb.ref('users.email')),
        email_verified: sql<boolean>`CASE WHEN excluded.email IS NULL THEN users.email_verified ELSE excluded.email_verified END`,
        full_name: eb.fn.coalesce(eb.ref('excluded.full_name'), eb.ref('users.full_name')),
        ...(role ? { role: eb.ref('excluded.role') } : {}),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUserProfile(
  db: Db,
  id: string,
  profile: { nickname: string; linkedAccounts?: Record<string, string>; disciplineAccounts?: Record<string, string> },
  at: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      nickname: profile.nickname,
      ...(profile.linkedAccounts ? { linked_accounts: JSON.stringify(profile.linkedAccounts) } : {}),
      ...(profile.disciplineAccounts ? { discipline_accounts: JSON.stringify(profile.disciplineAccounts) } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function updateUserAvatar(db: Db, id: string, url: string, at: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ profile_picture_url: url, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
