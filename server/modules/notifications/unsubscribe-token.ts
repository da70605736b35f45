// The token of an unsubscribe link: who and which kind's e-mail (or ALL, a digest's), signed with the server's key
// (HMAC-SHA256), so the link works without signing in and cannot be forged to turn off someone else's mail.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NOTIFICATION_KIND_IDS, type NotificationKind } from '../../../src/contract/notifications.js';
import type { Database } from '../../db/schema.js';

export type UnsubscribeScope = NotificationKind | 'ALL';

const SCOPES: readonly string[] = [...NOTIFICATION_KIND_IDS, 'ALL'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signing key, created once by whichever server first needs it. */
export async function loadSigningKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('notification_signing_key')
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('notification_signing_key').select('secret').executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signUnsubscribe(key: Buffer, userId: string, scope: UnsubscribeScope): string {
  const payload = `${userId}.${scope}`;
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** Who and what the token turns off, or null when it is not one of ours. */
export function verifyUnsubscribe(key: Buffer, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !scope || !sig || !UUID.test(userId) || !SCOPES.includes(scope)) return null;
  const expected = signature(key, `${userId}.${scope}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
