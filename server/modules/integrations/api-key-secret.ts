// An API key's secret: made here, shown once, kept only as its SHA-256. The secret carries 256 random bits, so a
// fast hash is safe (nothing to guess from it) and lets a request find its key by an index lookup.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../src/contract/api-key-scopes.js';

export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two hex hashes in constant time (the index found the row; this makes sure it is the same secret). */
export function sameSecretHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return left.length === right.length && timingSafeEqual(left, right);
}
