// The owner's management of the organization's API keys (issue 27 §1): create (the secret answered once),
// list, revoke, and read a key's request log. Only the organization's owner manages keys; a request made with a
// key never gets here (the key routes are not in the key scope table).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../users/users-module.js';
import { organizationOwnedBy } from '../organizations/organizations-module.js';
import { conflict, fieldErrors, forbidden, notFound } from '../../http-error.js';
import {
  API_KEYS_PER_ORGANIZATION,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyRequestLog,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '../../../src/contract/api-keys.js';
import { apiKeyActive, apiKeyShownPrefix, type ApiKeyScope } from '../../../src/contract/api-key-scopes.js';
import { validationTexts } from '../../../src/contract/validation-texts.js';
import { hashApiKeySecret, newApiKeySecret } from './api-key-secret.js';
import * as repo from './api-keys-repository.js';

type Db = Kysely<Database>;

export function toApiKey(row: repo.ApiKeyRow, now: number): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    status: row.revoked_at
      ? 'REVOKED'
      : apiKeyActive({ revokedAt: null, expiresAt: row.expires_at }, now)
        ? 'ACTIVE'
        : 'EXPIRED',
  };
}

export class ApiKeysService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The organization `user` owns; members who do not own it, and everyone else, are refused. */
  private async ownedOrganization(user: UserRow): Promise<string> {
    const organizationId = await organizationOwnedBy(this.db, user.id);
    if (!organizationId) throw forbidden('API-KEY-OWNER-ONLY');
    return organizationId;
  }

  async create(user: UserRow, body: CreateApiKeyBody): Promise<CreatedApiKey> {
    const organizationId = await this.ownedOrganization(user);
    const now = this.clock.now();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now) throw fieldErrors({ expiresAt: validationTexts.futureDate });
    const secret = newApiKeySecret();
    // Counted and inserted under a lock on the organization's keys, so two concurrent creations cannot both
    // pass the cap (a row lock would not do: the first key has no row to lock).
    const row = await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`api-keys:${organizationId}`}, 0))`.execute(trx);
      if ((await repo.countActiveApiKeys(trx, organizationId, new Date(now))) >= API_KEYS_PER_ORGANIZATION)
        throw conflict('API-KEY-LIMIT-REACHED');
      return repo.insertApiKey(trx, {
        organizationId,
        name: body.name,
        scopes: [...new Set(body.scopes)],
        secretHash: hashApiKeySecret(secret),
        prefix: apiKeyShownPrefix(secret),
        createdBy: user.id,
        createdAt: new Date(now),
        expiresAt,
      });
    });
    return { key: toApiKey(row, now), secret };
  }

  async list(user: UserRow): Promise<ApiKeyList> {
    const organizationId = await this.ownedOrganization(user);
    const now = this.clock.now();
    return { keys: (await repo.listApiKeys(this.db, organizationId)).map((row) => toApiKey(row, now)) };
  }

  async revoke(user: UserRow, keyId: string): Promise<ApiKey> {
    const organizationId = await this.ownedOrganization(user);
    const now = this.clock.now();
    await repo.revokeApiKey(this.db, organizationId, keyId, new Date(now));
    const row = await repo.findApiKey(this.db, organizationId, keyId);
    if (!row) throw notFound('API-KEY-NOT-FOUND');
    return toApiKey(row, now);
  }

  async requestLog(user: UserRow, keyId: string): Promise<ApiKeyRequestLog> {
    const organizationId = await this.ownedOrganization(user);
    if (!(await repo.findApiKey(this.db, organizationId, keyId))) throw notFound('API-KEY-NOT-FOUND');
    const rows = await repo.apiKeyRequests(this.db, keyId);
    return {
      requests: rows.map((row) => ({
        method: row.method,
        path: row.path,
        status: row.status,
        at: row.at.toISOString(),
      })),
    };
  }
}
