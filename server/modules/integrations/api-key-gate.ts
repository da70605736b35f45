// What the authentication plugin asks about a request carrying an API key (issue 27 §1): which key it is (one
// statement that also counts it against the key's rate window and marks it used), who it acts as — the
// organization's current owner, with at most an organizer's role, so a key never carries a platform admin's
// rights — and, once answered, the request written into the key's log.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { findUserById, type UserRow } from '../users/users-module.js';
import { organizationOwnerId } from '../organizations/organizations-module.js';
import { isApiKeyFormat, type ApiKeyScope } from '../../../src/contract/api-key-scopes.js';
import { rateLimitState } from '../../../src/domain/rate-window.js';
import { hashApiKeySecret, sameSecretHash } from './api-key-secret.js';
import { recordApiKeyRequest, useApiKey } from './api-keys-repository.js';

export interface AdmittedApiKey {
  id: string;
  organizationId: string;
  scopes: readonly ApiKeyScope[];
  /** Whom the key acts as: the organization's owner, capped at the organizer role. */
  user: UserRow;
  /** The request's number among the key's requests (its place in the log). */
  seq: number;
  rate: ReturnType<typeof rateLimitState>;
}

export interface ApiKeyGateOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Requests a key may make per window. */
  limit: number;
  windowMs: number;
}

/** A path as logged: no query string (it may carry search terms), bounded in length. */
const LOGGED_PATH_LENGTH = 300;

export class ApiKeyGate {
  constructor(private readonly options: ApiKeyGateOptions) {}

  /** The key of `secret`, counted; null when no usable key has it (unknown, revoked, expired or ownerless). */
  async admit(secret: string): Promise<AdmittedApiKey | null> {
    // A malformed secret cannot be a key: no query for it.
    if (!isApiKeyFormat(secret)) return null;
    const { db, clock, limit, windowMs } = this.options;
    const now = clock.now();
    const hash = hashApiKeySecret(secret);
    const row = await useApiKey(db, hash, new Date(now), windowMs);
    if (!row || !sameSecretHash(row.secret_hash, hash)) return null;
    const ownerId = await organizationOwnerId(db, row.organization_id);
    const owner = ownerId ? await findUserById(db, ownerId) : undefined;
    if (!owner) return null;
    return {
      id: row.id,
      organizationId: row.organization_id,
      scopes: row.scopes as ApiKeyScope[],
      user: owner.role === 'admin' ? { ...owner, role: 'organizer' } : owner,
      seq: Number(row.request_count),
      rate: rateLimitState(
        { startedAt: new Date(row.window_started_at).getTime(), count: row.window_count },
        limit,
        windowMs,
        now,
      ),
    };
  }

  async record(key: AdmittedApiKey, request: { method: string; url: string; status: number }): Promise<void> {
    await recordApiKeyRequest(this.options.db, {
      keyId: key.id,
      seq: key.seq,
      method: request.method,
      path: request.url.split('?')[0].slice(0, LOGGED_PATH_LENGTH),
      status: request.status,
      at: new Date(this.options.clock.now()),
    });
  }
}
