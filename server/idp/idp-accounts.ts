// Accounts of the built-in identity provider: creation (sign-up and demo seed), credential checks and the
// claims oidc-provider puts into ID tokens.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hash.js';

export interface IdpAccount {
  id: string;
  email: string;
  nickname: string;
  fullName: string | null;
  /** Whether the current address was proven by a mailed link (email-verification.ts). */
  emailVerified: boolean;
}

export interface NewIdpAccount {
  email: string;
  password: string;
  nickname: string;
  fullName?: string;
}

/** E-mails are compared trimmed and lower-cased so "Ann@X.io" and "ann@x.io " are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const ACCOUNT_COLUMNS = ['id', 'email', 'nickname', 'full_name', 'email_verified_at'] as const;

function toAccount(row: {
  id: string;
  email: string;
  nickname: string;
  full_name: string | null;
  email_verified_at: Date | null;
}): IdpAccount {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    fullName: row.full_name,
    emailVerified: row.email_verified_at !== null,
  };
}

export class DuplicateEmailError extends Error {
  constructor(readonly email: string) {
    super(`Email ${email} is duplicate.`);
  }
}

/** Sign-up: fails with DuplicateEmailError when the address already has an account. The address starts unverified. */
export async function registerIdpAccount(db: Kysely<Database>, input: NewIdpAccount): Promise<IdpAccount> {
  const email = normalizeEmail(input.email);
  const row = await db
    .insertInto('idp_accounts')
    .values({
      email,
      password_hash: await hashPassword(input.password),
      nickname: input.nickname.trim(),
      full_name: input.fullName?.trim() || null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new DuplicateEmailError(email);
  return toAccount(row);
}

/**
 * Demo-data seed: idempotent per e-mail, so reseeding resets the documented password and nickname; `now` (the
 * seeder's clock) dates that reset. The operator who seeds vouches for these addresses: they are verified.
 */
export async function createIdpAccount(db: Kysely<Database>, input: NewIdpAccount, now: Date): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  const row = await db
    .insertInto('idp_accounts')
    .values({
      email: normalizeEmail(input.email),
      password_hash: passwordHash,
      nickname: input.nickname.trim(),
      full_name: input.fullName?.trim() || null,
      email_verified_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        password_hash: eb.ref('excluded.password_hash'),
        nickname: eb.ref('excluded.nickname'),
        full_name: eb.ref('excluded.full_name'),
        email_verified_at: eb.fn.coalesce('idp_accounts.email_verified_at', eb.ref('excluded.email_verified_at')),
        updated_at: now,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** Returns the account when e-mail and password match; undefined otherwise (never says which was wrong). */
export async function authenticateIdpAccount(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<IdpAccount | undefined> {
  const row = await db
    .selectFrom('idp_accounts')
    .select([...ACCOUNT_COLUMNS, 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row) {
    await burnPasswordCheck(password);
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findIdpAccount(db: Kysely<Database>, id: string): Promise<IdpAccount | undefined> {
  // A malformed subject (e.g. from a foreign token) would make PostgreSQL raise on the uuid cast.
  if (!UUID.test(id)) return undefined;
  const row = await db.selectFrom('idp_accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The standard claims each scope releases (sub always; the rest filtered by oidc-provider per scope). */
export function accountClaims(account: IdpAccount): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    // True only once a mailed link to this very address was followed.
    email_verified: account.emailVerified,
    nickname: account.nickname,
    name: account.fullName ?? account.nickname,
    preferred_username: account.nickname,
  };
}
