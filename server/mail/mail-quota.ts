// Counts a user-triggered mail against its daily budgets (src/domain/mail-quota.ts), in the caller's transaction.
// Each counter is incremented by one upsert that only writes while the count is under its limit: PostgreSQL locks
// the counter row, so two requests racing for the last unit cannot both get it, and a refusal throws, which rolls
// back the whole transaction (the invitation and the counters already incremented) so nothing is written.
import { sql, type Kysely } from 'kysely';
import {
  accountMailCounter,
  quotaCounters,
  quotaDay,
  type MailQuotaLimits,
  type QuotaCounter,
  type QuotaMail,
} from '../../src/domain/mail-quota.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http-error.js';

export const mailLimitReached = () => new HttpError(429, 'MAIL-LIMIT-REACHED');

/** Takes one unit of every budget `mail` counts against at `now`, or throws 429 MAIL-LIMIT-REACHED. */
export async function consumeMailQuota(
  trx: Kysely<Database>,
  mail: QuotaMail,
  now: number,
  limits: MailQuotaLimits,
): Promise<void> {
  const day = quotaDay(now);
  for (const counter of quotaCounters(mail, limits)) if (!(await takeUnit(trx, counter, day))) throw mailLimitReached();
  await clearPastDays(trx, day);
}

/**
 * Takes one unit of the identity provider's daily budget for mails to `address` (verification and sign-in links);
 * false when the day's budget is spent, and the caller sends nothing.
 */
export async function takeAccountMail(db: Kysely<Database>, address: string, now: number): Promise<boolean> {
  const day = quotaDay(now);
  const taken = await takeUnit(db, accountMailCounter(address), day);
  if (taken) await clearPastDays(db, day);
  return taken;
}

/** One upsert that counts only while under the limit: false when the limit is reached. */
async function takeUnit(db: Kysely<Database>, counter: QuotaCounter, day: string): Promise<boolean> {
  const taken = await sql<{ count: number }>`
    INSERT INTO mail_quota_counters (scope, key, day, count)
    VALUES (${counter.scope}, ${counter.key}, ${day}::date, 1)
    ON CONFLICT (scope, key, day) DO UPDATE SET count = mail_quota_counters.count + 1
      WHERE mail_quota_counters.count < ${counter.limit}
    RETURNING count`.execute(db);
  return taken.rows.length > 0;
}

async function clearPastDays(trx: Kysely<Database>, day: string): Promise<void> {
  // Past days' counters are spent: whoever counts a mail clears some. SKIP LOCKED: a request never waits for another
  // one's cleanup (which could otherwise hold rows this transaction's counters are queued behind).
  await sql`
    DELETE FROM mail_quota_counters WHERE (scope, key, day) IN (
      SELECT scope, key, day FROM mail_quota_counters WHERE day < ${day}::date LIMIT 500 FOR UPDATE SKIP LOCKED)`.execute(
    trx,
  );
}
