// Two dev chain instances on one database (as two server processes would run) must serialize pushes:
// concurrent spends of the same balance never overdraw it, and every accepted transfer is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';
import { createDevChain, type DevChain } from '../../../server/chain/dev-chain.js';
import { generateKeyPair, refBlockPrefix, TOKEN_ABI, Transactor, transferUos } from '../../../src/chain/index.js';

describe.each(testEngines())('dev chain shared by two instances (%s)', (engine) => {
  let database: TestDatabase;
  let first: DevChain;
  let second: DevChain;
  let aliceKey: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const platform = await generateKeyPair();
    const options = {
      db: database.handle.db,
      platformAccount: { name: 'arena.escrow', publicKey: platform.publicKey },
      now: () => new Date(),
    };
    [first, second] = await Promise.all([createDevChain(options), createDevChain(options)]);
    const alice = await generateKeyPair();
    aliceKey = alice.privateKey;
    await first.createAccount('alice', alice.publicKey);
    await second.createAccount('bob', (await generateKeyPair()).publicKey);
    await first.faucet('alice', 10n);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  it('agrees on chain id and blocks', async () => {
    expect(second.chainId).toBe(first.chainId);
    const a = (await first.handle('get_info', {})) as { head_block_id: string; head_block_num: number };
    const b = (await second.handle('get_block_info', { block_num: a.head_block_num })) as { id: string };
    expect(b.id).toBe(a.head_block_id);
  });

  it('accepts exactly as many concurrent spends as the balance allows', async () => {
    const info = (await first.handle('get_info', {})) as {
      head_block_time: string;
      head_block_num: number;
      head_block_id: string;
      chain_id: string;
    };
    const tapos = {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 60_000).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: refBlockPrefix(info.head_block_id),
    };
    const signer = new Transactor({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: info.chain_id,
      privateKeys: [aliceKey],
      abis: { 'eosio.token': TOKEN_ABI },
    });
    const bodies = [];
    for (let i = 0; i < 30; i++) {
      const signed = await signer.transact({
        actions: [transferUos('alice', 'bob', 1n, `spend ${i}`)],
        broadcast: false,
        tapos,
      });
      bodies.push({ signatures: signed.signatures, packed_trx: signed.packedTrx, compression: 0 });
    }
    const results = await Promise.allSettled(
      bodies.map((body, i) => (i % 2 === 0 ? first : second).pushTransaction(body)),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    expect(accepted).toHaveLength(10);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason.message).toBe('assertion failure with message: overdrawn balance');
    expect(
      await first.handle('get_currency_balance', { code: 'eosio.token', account: 'alice', symbol: 'UOS' }),
    ).toEqual(['0.00000000 UOS']);
    expect(await second.handle('get_currency_balance', { code: 'eosio.token', account: 'bob', symbol: 'UOS' })).toEqual(
      ['0.00000010 UOS'],
    );
    const history = await second.accountTransactions('bob', 50);
    expect(history.filter((t) => JSON.stringify(t.actions).includes('spend'))).toHaveLength(10);
  });
});
