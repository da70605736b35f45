// SQL of the API key tables: the owner's key management, a request's key lookup (which also counts the request
// for the rate window and the log), and the ring of each key's last requests.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ApiKeysTable } from './api-key-tables.js';
import { API_KEY_LOG_SIZE } from '../../../src/contract/api-keys.js';

type Db = Kysely<Database>;
export type ApiKeyRow = Omit<Selectable<ApiKeysTable>, 'secret_hash' | 'window_started_at' | 'window_count'>;

const LISTED = [
  'id',
  'organization_id',
  'name',
  'scopes',
  'prefix',
  'created_by',
  'created_at',
  'expires_at',
  'revoked_at',
  'last_used_at',
  'request_count',
] as const;

export async function insertApiKey(
  db: Db,
  key: {
    organizationId: string;
    name: string;
    scopes: string[];
    secretHash: string;
    prefix: string;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      organization_id: key.organizationId,
      name: key.name,
      scopes: sql<string[]>`${key.scopes}::text[]`,
      secret_hash: key.secretHash,
      prefix: key.prefix,
      created_by: key.createdBy,
      created_at: key.createdAt,
      expires_at: key.expiresAt,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

export function listApiKeys(db: Db, organizationId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .select(LISTED)
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findApiKey(db: Db, organizationId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .select(LISTED)
    .where('organization_id', '=', organizationId)
    .where('id', '=', keyId)
    .executeTakeFirst();
}

/** Keys still usable at `now`, for the per-organization cap. */
export async function countActiveApiKeys(db: Db, organizationId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revokes a key once: a second revocation keeps the first instant. */
export async function revokeApiKey(db: Db, organizationId: string, keyId: string, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('organization_id', '=', organizationId)
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface UsedKeyRow {
  id: string;
  organization_id: string;
  scopes: string[];
  secret_hash: string;
  request_count: string | number;
  window_started_at: Date;
  window_count: number;
}

/**
 * The usable key of a secret hash, counted in one statement: last used, its request count (the request's place in
 * the log) and its rate window (a new one once the running one is `windowMs` old). The row lock orders a key's
 * concurrent requests, so every server process counts the same window.
 */
export async function useApiKey(
  db: Db,
  secretHash: string,
  now: Date,
  windowMs: number,
): Promise<UsedKeyRow | undefined> {
  const windowOver = sql<boolean>`(window_started_at IS NULL OR window_started_at <= ${new Date(now.getTime() - windowMs)}::timestamptz)`;
  const result = await sql<UsedKeyRow>`
    UPDATE api_keys SET
      last_used_at = ${now}::timestamptz,
      request_count = request_count + 1,
      window_count = CASE WHEN ${windowOver} THEN 1 ELSE window_count + 1 END,
      window_started_at = CASE WHEN ${windowOver} THEN ${now}::timestamptz ELSE window_started_at END
    WHERE secret_hash = ${secretHash}
      AND revoked_at IS NULL
      AND (expires_at IS NULL OR expires_at > ${now}::timestamptz)
    RETURNING id, organization_id, scopes, secret_hash, request_count, window_started_at, window_count`.execute(db);
  return result.rows[0];
}

/**
 * Writes a request into its slot of the key's ring (its sequence number mod the log size), unless a later
 * request already took the slot: the log keeps the newest API_KEY_LOG_SIZE requests and never more rows.
 */
export async function recordApiKeyRequest(
  db: Db,
  entry: { keyId: string; seq: number; method: string; path: string; status: number; at: Date },
): Promise<void> {
  await db
    .insertInto('api_key_requests')
    .values({
      key_id: entry.keyId,
      slot: entry.seq % API_KEY_LOG_SIZE,
      seq: entry.seq,
      method: entry.method,
      path: entry.path,
      status: entry.status,
      at: entry.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['key_id', 'slot'])
        .doUpdateSet((eb) => ({
          seq: eb.ref('excluded.seq'),
          method: eb.ref('excluded.method'),
          path: eb.ref('excluded.path'),
          status: eb.ref('excluded.status'),
          at: eb.ref('excluded.at'),
        }))
        .where(sql<boolean>`api_key_requests.seq < excluded.seq`),
    )
    .execute();
}

export function apiKeyRequests(db: Db, keyId: string) {
  return db
    .selectFrom('api_key_requests')
    .select(['method', 'path', 'status', 'at'])
    .where('key_id', '=', keyId)
    .orderBy('seq', 'desc')
    .limit(API_KEY_LOG_SIZE)
    .execute();
}
