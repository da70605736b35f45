// Secrets of the built-in identity provider that must survive restarts and be shared by every process on
// the same database: signing keys, cookie-signing keys, the first-party client's secret and the key that seals
// refresh exchanges at rest (refresh-exchanges.ts). Each is created
// once; concurrent first starts race on INSERT … ON CONFLICT DO NOTHING and all read back the winner.
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface IdpSecrets {
  /** Private signing JWKs (RS256 first: the default ID token algorithm). */
  signingKeys: JWK[];
  cookieKeys: string[];
  clientSecret: string;
  /** 32 bytes for AES-256-GCM (sealed-box.ts). */
  sealingKey: Buffer;
}

async function loadOrCreate<T>(db: Kysely<Database>, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom('idp_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('idp_secrets')
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('idp_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value as T;
}

async function createSigningKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: await calculateJwkThumbprint(jwk) };
}

export async function loadIdpSecrets(db: Kysely<Database>, clientId: string): Promise<IdpSecrets> {
  const signingKeys = await loadOrCreate(db, 'signing-keys', async () => [
    await createSigningKey('RS256'),
    await createSigningKey('ES256'),
  ]);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  const clientSecret = await loadOrCreate(db, `client-secret:${clientId}`, async () =>
    randomBytes(32).toString('base64url'),
  );
  const sealingKey = await loadOrCreate(db, 'token-sealing-key', async () => randomBytes(32).toString('base64url'));
  return { signingKeys, cookieKeys, clientSecret, sealingKey: Buffer.from(sealingKey, 'base64url') };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The public half of each signing key, as published at /idp/jwks. */
export function toPublicJwks(keys: JWK[]): { keys: JsonWebKey[] } {
  return {
    keys: keys.map((key) => {
      const publicKey: Record<string, unknown> = { ...key };
      for (const member of PRIVATE_MEMBERS) delete publicKey[member];
      return publicKey;
    }),
  };
}
