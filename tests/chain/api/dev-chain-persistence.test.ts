// Chain state lives in the platform database: closing and reopening an embedded PGlite data directory
// keeps accounts, balances, Uniqs, blocks and transactions, and the chain carries on where it stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { serveDevChain } from './chain-test-server.js';
import { createFactory, generateKeyPair, issueUniqs, transact, transferUos } from '../../../src/chain/index.js';

async function boot(dataDir: string, platformPublicKey: string) {
  const handle = await openDatabase({ dataDir });
  await migrate(handle);
  const served = await serveDevChain(handle.db, platformPublicKey);
  return {
    ...served,
    async close() {
      await served.close();
      await handle.close();
    },
  };
}

describe('dev chain persistence (pglite data dir)', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps state, history and the chain id across a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'arena-chain-'));
    const dataDir = join(dir, 'pgdata');
    const platform = await generateKeyPair();
    const alice = await generateKeyPair();

    const first = await boot(dataDir, platform.publicKey);
    const chainId = first.chain.chainId;
    await first.chain.createAccount('alice', alice.publicKey);
    const payment = await transact({
      rpcUrl: first.url,
      actions: [transferUos('arena.escrow', 'alice', 4_200_000_000n, 'prize')],
      privateKeys: [platform.privateKey],
      broadcast: true,
    });
    await transact({
      rpcUrl: first.url,
      actions: [
        createFactory({
          assetCreator: 'arena.escrow',
          assetManager: 'arena.escrow',
          factoryUri: 'https://x/f',
          defaultTokenUri: 'https://x/t',
        }),
      ],
      privateKeys: [platform.privateKey],
      broadcast: true,
    });
    await transact({
      rpcUrl: first.url,
      actions: [issueUniqs({ issuer: 'arena.escrow', to: 'alice', tokenConfigs: [{ factoryId: 1, amount: 1 }] })],
      privateKeys: [platform.privateKey],
      broadcast: true,
    });
    const headBefore = (await first.client.getInfo()).head_block_num;
    const paymentBlock = (payment.processed as { processed: { block_num: number } }).processed.block_num;
    const signedLater = await transact({
      rpcUrl: first.url,
      actions: [transferUos('alice', 'arena.escrow', 1n)],
      privateKeys: [alice.privateKey],
      broadcast: false,
    });
    await first.client.pushTransaction({ signatures: signedLater.signatures, packed_trx: signedLater.packedTrx });
    await first.close();

    const second = await boot(dataDir, platform.publicKey);
    try {
      expect(second.chain.chainId).toBe(chainId);
      expect((await second.client.getInfo()).head_block_num).toBeGreaterThanOrEqual(headBefore);
      expect(await second.client.getCurrencyBalance('alice')).toBe(4_200_000_000n - 1n);
      expect((await second.client.getUniqsOf('alice')).map((t) => t.serial_number)).toEqual([1]);
      expect((await second.client.getTransaction(payment.transactionId)).block_num).toBe(paymentBlock);
      // A transaction goes into the pending block, which exists once its slot has begun: a quick restart can
      // come back before that (as nodeos answers "unknown block" for the block being produced).
      while ((await second.client.getInfo()).head_block_num < paymentBlock)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const block = await second.client.getBlock(paymentBlock);
      expect((block.transactions as { trx: { id: string } }[]).map((t) => t.trx.id)).toContain(payment.transactionId);
      // Still within its expiration, the same signed transaction must not apply twice after a restart.
      await expect(
        second.client.pushTransaction({ signatures: signedLater.signatures, packed_trx: signedLater.packedTrx }),
      ).rejects.toMatchObject({ code: 3040008 });
      // Ids keep counting: the next factory is 2.
      await transact({
        rpcUrl: second.url,
        actions: [
          createFactory({
            assetCreator: 'arena.escrow',
            assetManager: 'arena.escrow',
            factoryUri: 'https://x/f2',
            defaultTokenUri: 'https://x/t',
          }),
        ],
        privateKeys: [platform.privateKey],
        broadcast: true,
      });
      expect(await second.client.getFactory(2)).toMatchObject({ factory_uri: 'https://x/f2' });
    } finally {
      await second.close();
    }
  });
});
