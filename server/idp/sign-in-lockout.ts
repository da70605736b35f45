// Password guessing against one account: after a few failed sign-ins in a row the e-mail is locked, for a time
// that doubles with every further failure, for the source network the failures came from (issue 29 §1). Keyed by
// (e-mail, source network), so an attacker who fails five times before a match locks only their own network: the
// owner, from anywhere else, still signs in, and even from a locked network can ask for a mailed sign-in link
// (sign-in-links.ts). Keyed by e-mail rather than account, so an address without an account is counted and locked
// the same way: the answers never tell whether an account exists. While locked, no password is checked from that
// network, the right one included. (Many networks guessing at once are slowed by the routes' per-address rate.)
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
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

/**
 * Pure: the network a sign-in comes from. An IPv4 address is one source; an IPv6 host usually holds a whole /64,
 * so its first four groups are (otherwise each new address of the same attacker would start a fresh streak).
 */
export function sourceNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => '0');
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function lockKey(email: string, source: string): string {
  return createHash('sha256')
    .update(`${normalizeEmail(email)}\n${sourceNetwork(source)}`)
    .digest('hex');
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
      .where('key_hash', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      failures: row.failures,
      lastFailureAt: new Date(row.last_failure_at),
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    };
  }

  /** Milliseconds the e-mail stays locked for `source` (an IP address; 0: a password may be checked). */
  async lockedFor(email: string, source: string): Promise<number> {
    return remainingLockMs(await this.load(lockKey(email, source)), this.now());
  }

  /** Counts a failed attempt from `source`; returns how long the e-mail is now locked there (0 when not yet). */
  async failed(email: string, source: string): Promise<number> {
    const key = lockKey(email, source);
    const now = this.now();
    const next = recordFailure(await this.load(key), now);
    const values = { failures: next.failures, last_failure_at: next.lastFailureAt, locked_until: next.lockedUntil };
    await this.db
      .insertInto('idp_sign_in_failures')
      .values({ key_hash: key, ...values })
      .onConflict((conflict) => conflict.column('key_hash').doUpdateSet(values))
      .execute();
    return remainingLockMs(next, now);
  }

  /** A successful sign-in (password or mailed link) ends the streak of its source. */
  async succeeded(email: string, source: string): Promise<void> {
    await this.db.deleteFrom('idp_sign_in_failures').where('key_hash', '=', lockKey(email, source)).execute();
  }
}

/** What the sign-in form says while the e-mail is locked here (the same for every address). */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  const duration = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed attempts. For your safety, password sign-in with this e-mail is locked here for ${duration}. Try again later, or sign in with a link sent to your e-mail.`;
}
