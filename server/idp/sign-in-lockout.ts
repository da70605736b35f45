// Password guessing against one account, from any number of addresses: after a few failed sign-ins in a row
// the e-mail is locked for a time that doubles with every further failure. The rule is keyed by e-mail,
// not by account, so an address without an account is counted and locked the same way: the answers never
// tell whether an account exists. While locked, no password is checked, the right one included.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { normalizeEmail } from './idp-accounts.js';

export const LOCKOUT_RULES = {
  /** Failures in a row that are forgiven before the first lock. */
  freeFailures: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  /** A failure streak older than this starts again from zero. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export interface FailureRecord {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** Pure: the record after one more failure at `now`. */
export function recordFailure(previous: FailureRecord | undefined, now: Date): FailureRecord {
  const stale = !previous || now.getTime() - previous.lastFailureAt.getTime() > LOCKOUT_RULES.forgetAfterMs;
  const failures = stale ? 1 : previous.failures + 1;
  const beyond = failures - LOCKOUT_RULES.freeFailures;
  const lockMs = beyond > 0 ? Math.min(LOCKOUT_RULES.firstLockMs * 2 ** (beyond - 1), LOCKOUT_RULES.maxLockMs) : 0;
  return { failures, lastFailureAt: now, lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null };
}

/** Pure: how long the lock still holds at `now`, in ms (0 when not locked). */
export function remainingLockMs(record: FailureRecord | undefined, now: Date): number {
  return record?.lockedUntil ? Math.max(0, record.lockedUntil.getTime() - now.getTime()) : 0;
}

function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

export class SignInLockout {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  private async load(key: string): Promise<FailureRecord | undefined> {
    const row = await this.db
      .selectFrom('idp_sign_in_failures')
      .selectAll()
      .where('email_hash', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      failures: row.failures,
      lastFailureAt: new Date(row.last_failure_at),
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    };
  }

  /** Milliseconds the e-mail stays locked (0: a password may be checked). */
  async lockedFor(email: string): Promise<number> {
    return remainingLockMs(await this.load(emailKey(email)), this.now());
  }

  /** Counts a failed attempt; returns how long the e-mail is now locked (0 when not yet). */
  async failed(email: string): Promise<number> {
    const key = emailKey(email);
    const now = this.now();
    const next = recordFailure(await this.load(key), now);
    const values = { failures: next.failures, last_failure_at: next.lastFailureAt, locked_until: next.lockedUntil };
    await this.db
      .insertInto('idp_sign_in_failures')
      .values({ email_hash: key, ...values })
      .onConflict((conflict) => conflict.column('email_hash').doUpdateSet(values))
      .execute();
    return remainingLockMs(next, now);
  }

  /** A successful sign-in ends the streak. */
  async succeeded(email: string): Promise<void> {
    await this.db.deleteFrom('idp_sign_in_failures').where('email_hash', '=', emailKey(email)).execute();
  }
}

/** What the sign-in form says while the e-mail is locked (the same for every address). */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  const duration = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed attempts. For your safety, sign-in with this e-mail is locked for ${duration}. Please try again later.`;
}
