// Every signature checker the dev chain can use (native libsecp256k1 recovery, OpenSSL on worker
// threads, OpenSSL inline) must accept the right signatures and refuse the wrong ones alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { createDevChain, type DevChain } from '../../../server/chain/dev-chain.js';
import {
  createFactory,
  generateKeyPair,
  NFT_ABI,
  refBlockPrefix,
  TOKEN_ABI,
  Transactor,
  transferUos,
  type ActionInput,
} from '../../../src/chain/index.js';

const kinds = ['native', 'workers', 'inline'] as const;

describe('signature checkers', () => {
  let database: TestDatabase;
  const chains = new Map<string, DevChain>();
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const platform = await generateKeyPair();
    for (const kind of kinds) {
      chains.set(
        kind,
        await createDevChain({
          db: database.handle.db,
          platformAccount: { name: 'arena.escrow', publicKey: platform.publicKey },
          signatureVerifier: kind,
          now: () => new Date(),
        }),
      );
    }
    const chain = chains.get('native')!;
    for (const name of ['alice', 'bob']) {
      const pair = await generateKeyPair();
      keys[name] = pair.privateKey;
      await chain.createAccount(name, pair.publicKey);
    }
    await chain.faucet('alice', 1_000n);
  });
  afterAll(async () => {
    for (const chain of chains.values()) await chain.stop();
    await database?.drop();
  });

  async function signed(chain: DevChain, actions: ActionInput[], privateKeys: string[]) {
    const info = (await chain.handle('get_info', {})) as {
      head_block_time: string;
      head_block_num: number;
      head_block_id: string;
      chain_id: string;
    };
    const signer = new Transactor({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: info.chain_id,
      privateKeys,
      abis: { 'eosio.token': TOKEN_ABI, 'eosio.nft.ft': NFT_ABI },
    });
    const tapos = {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 60_000).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: refBlockPrefix(info.head_block_id),
    };
    const result = await signer.transact({ actions, broadcast: false, tapos });
    return { signatures: result.signatures, packed_trx: result.packedTrx, compression: 0 };
  }

  it.each(kinds)('%s: accepts the owner key, refuses another key and a missing co-signature', async (kind) => {
    const chain = chains.get(kind)!;
    expect(chain.signatureVerifier).toBe(kind);
    await expect(
      chain.pushTransaction(await signed(chain, [transferUos('alice', 'bob', 1n, `ok ${kind}`)], [keys.alice])),
    ).resolves.toMatchObject({
      transaction_id: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await expect(
      chain.pushTransaction(await signed(chain, [transferUos('alice', 'bob', 1n, `wrong ${kind}`)], [keys.bob])),
    ).rejects.toMatchObject({ code: 3090003 });
    const coSigned = createFactory({
      assetCreator: 'alice',
      assetManager: 'bob',
      factoryUri: 'https://x/f',
      defaultTokenUri: 'https://x/t',
      memo: kind,
    });
    await expect(chain.pushTransaction(await signed(chain, [coSigned], [keys.bob]))).rejects.toMatchObject({
      code: 3090003,
    });
    await expect(chain.pushTransaction(await signed(chain, [coSigned], [keys.bob, keys.alice]))).resolves.toBeDefined();
  });
});
