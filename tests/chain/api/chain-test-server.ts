// A Fastify app on 127.0.0.1 (random port) serving the dev chain over a fresh, migrated test database.
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../../server/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { createDevChain, type DevChain } from '../../../server/chain/dev-chain.js';
import { devChainPlugin } from '../../../server/chain/dev-chain-plugin.js';
import { ChainClient, generateKeyPair } from '../../../src/chain/index.js';

export const PLATFORM = 'arena.escrow';

export interface ChainTestServer {
  url: string;
  chain: DevChain;
  client: ChainClient;
  database: TestDatabase;
  platformKey: string;
  /** Creates an account with a fresh key, optionally funded from the faucet; returns its private key. */
  account(name: string, fundUnits?: bigint): Promise<string>;
  close(): Promise<void>;
}

/** The dev chain of `db`, producing blocks and served over HTTP; close() stops both (not the database). */
export async function serveDevChain(db: Kysely<any>, platformPublicKey: string) {
  const chain = await createDevChain({
    db,
    platformAccount: { name: PLATFORM, publicKey: platformPublicKey },
    now: () => new Date(),
  });
  chain.start();
  const app = Fastify({ logger: false });
  await app.register(devChainPlugin, { chain });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    chain,
    client: new ChainClient(url),
    async close() {
      await app.close();
      await chain.stop();
    },
  };
}

export async function startChainTestServer(engine: Engine): Promise<ChainTestServer> {
  const database = await createTestDatabase(engine);
  const platform = await generateKeyPair();
  const served = await serveDevChain(database.handle.db, platform.publicKey);
  const { url, chain } = served;
  return {
    url,
    chain,
    client: served.client,
    database,
    platformKey: platform.privateKey,
    async account(name, fundUnits) {
      const pair = await generateKeyPair();
      await chain.createAccount(name, pair.publicKey);
      if (fundUnits) await chain.faucet(name, fundUnits);
      return pair.privateKey;
    },
    async close() {
      await served.close();
      await database.drop();
    },
  };
}
