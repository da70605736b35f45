// An organization's API keys (issue 27 §1): programs (bots, spreadsheets, websites) call the same /api/v1 routes
// as the web app with `Authorization: Bearer arena_live_…`, acting for the organization within the key's scopes
// (api-key-scopes.ts). The owner creates, lists and revokes keys and reads each key's last requests; the secret
// is in the creation answer only.
import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key-scopes.js';

export const API_KEY_NAME_MAX = 80;
/** Keys an organization may hold at once (revoked and expired ones do not count). */
export const API_KEYS_PER_ORGANIZATION = 25;
/** Requests kept in a key's log: the newest ones, older ones are overwritten. */
export const API_KEY_LOG_SIZE = 100;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);

export const CreateApiKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  scopes: z.array(ApiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
  /** When the key stops working; none: until it is revoked. Must be in the future. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  /** The first characters of the secret, so keys can be told apart; the rest is never kept. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** ACTIVE, or why it no longer works. */
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The creation answer: the one time the secret is shown. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** Newest first. */
export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiKeyParamsSchema = z.object({ keyId: z.uuid() });

export const ApiKeyRequestSchema = z.object({
  method: z.string(),
  /** The path called, without its query string. */
  path: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export type ApiKeyRequest = z.infer<typeof ApiKeyRequestSchema>;
/** The key's last API_KEY_LOG_SIZE requests, newest first. */
export const ApiKeyRequestLogSchema = z.object({ requests: z.array(ApiKeyRequestSchema) });
export type ApiKeyRequestLog = z.infer<typeof ApiKeyRequestLogSchema>;

/** The RateLimit headers every key request is answered with (and Retry-After on a 429). */
export const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'];
