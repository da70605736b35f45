// The platform account's key: from configuration (CHAIN_PLATFORM_PRIVATE_KEY) or, for the embedded dev
// chain only, generated once and kept in the database so escrow survives restarts.
import type { Kysely } from 'kysely';
import { generateKeyPair, publicKeyOf } from '../../../src/chain/index.js';
import type { Database } from '../../db/schema.js';

const SECRET_NAME = 'chain.platform.private-key';

export interface PlatformKey {
  accountName: string;
  privateKey: string;
  publicKey: string;
}

export async function loadPlatformKey(
  db: Kysely<Database>,
  accountName: string,
  configured?: string,
): Promise<PlatformKey> {
  if (configured) return { accountName, privateKey: configured, publicKey: publicKeyOf(configured) };
  const stored = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  if (stored) return { accountName, privateKey: stored.value, publicKey: publicKeyOf(stored.value) };
  const generated = await generateKeyPair();
  await db
    .insertInto('platform_secrets')
    .values({ name: SECRET_NAME, value: generated.privateKey })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another process may have won the race: read back what is stored.
  const winner = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return { accountName, privateKey: winner.value, publicKey: publicKeyOf(winner.value) };
}
