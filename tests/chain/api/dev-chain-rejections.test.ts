// What the dev chain must refuse, with nodeos's error codes and the contracts' assert texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startChainTestServer, type ChainTestServer } from './chain-test-server.js';
import {
  createFactory,
  issueUniqs,
  refBlockPrefix,
  signatureBytes,
  signatureFromBytes,
  transact,
  Transactor,
  transferUniqs,
  transferUos,
  TOKEN_ABI,
  type ActionInput,
} from '../../../src/chain/index.js';

const UOS = 100_000_000n;
const assertText = (text: string) => ({ code: 3050003, message: `assertion failure with message: ${text}` });

describe.each(testEngines())('dev chain rejections (%s)', (engine) => {
  let server: ChainTestServer;
  let aliceKey: string;
  let bobKey: string;
  let orgKey: string;
  let carolKey: string;
  let factoryId: number;

  const push = (actions: ActionInput[], keys: string[]) =>
    transact({ rpcUrl: server.url, actions, privateKeys: keys, broadcast: true });
  const pushSigned = (signed: { signatures: string[]; packedTrx: string }) =>
    server.client.pushTransaction({ signatures: signed.signatures, packed_trx: signed.packedTrx });
  const sign = (actions: ActionInput[], keys: string[]) =>
    transact({ rpcUrl: server.url, actions, privateKeys: keys, broadcast: false });

  beforeAll(async () => {
    server = await startChainTestServer(engine);
    aliceKey = await server.account('alice', 10n * UOS);
    bobKey = await server.account('bob');
    orgKey = await server.account('org1');
    carolKey = await server.account('carol');
    await push(
      [
        createFactory({
          assetCreator: 'org1',
          assetManager: 'org1',
          factoryUri: 'https://x/f',
          defaultTokenUri: 'https://x/t',
          maxMintableTokens: 2,
        }),
      ],
      [orgKey],
    );
    factoryId = Number(
      (
        await server.client.getTableRows<{ id: number }>({
          code: 'eosio.nft.ft',
          scope: 'eosio.nft.ft',
          table: 'factory.b',
        })
      ).rows[0].id,
    );
  });
  afterAll(async () => server?.close());

  it('refuses a tampered signature (3090003) and leaves balances alone', async () => {
    const signed = await sign([transferUos('alice', 'bob', UOS)], [aliceKey]);
    const bytes = signatureBytes(signed.signatures[0]);
    bytes[10] ^= 0x01;
    await expect(pushSigned({ ...signed, signatures: [signatureFromBytes(bytes)] })).rejects.toMatchObject({
      code: 3090003,
    });
    await expect(pushSigned({ ...signed, signatures: ['SIG_K1_notasignature'] })).rejects.toMatchObject({
      httpStatus: 500,
    });
    await expect(pushSigned({ ...signed, signatures: [] })).rejects.toMatchObject({ code: 3090003 });
    expect(await server.client.getCurrencyBalance('alice')).toBe(10n * UOS);
  });

  it('refuses a signature made with the wrong key (3090003)', async () => {
    await expect(push([transferUos('alice', 'bob', UOS)], [bobKey])).rejects.toMatchObject({
      code: 3090003,
      message: expect.stringContaining('"actor":"alice"'),
    });
  });

  it('refuses a signature no authorization needed (3090005), an extra key or the same key twice', async () => {
    await expect(push([transferUos('alice', 'bob', UOS)], [aliceKey, carolKey])).rejects.toMatchObject({
      code: 3090005,
      message: expect.stringContaining('irrelevant signatures'),
    });
    const signed = await sign([transferUos('alice', 'bob', UOS)], [aliceKey]);
    await expect(
      pushSigned({ ...signed, signatures: [signed.signatures[0], signed.signatures[0]] }),
    ).rejects.toMatchObject({ code: 3090005 });
    expect(await server.client.getCurrencyBalance('alice')).toBe(10n * UOS);
    // The same transaction with only the signature it needs goes through.
    await expect(pushSigned(signed)).resolves.toBeTruthy();
    expect(await server.client.getCurrencyBalance('alice')).toBe(9n * UOS);
    await push([transferUos('bob', 'alice', UOS)], [bobKey]);
  });

  it('refuses an expired transaction (3040005) and one expiring too far ahead (3040006)', async () => {
    const info = await server.client.getInfo();
    const header = (offsetMs: number) => ({
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + offsetMs).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: refBlockPrefix(info.head_block_id),
    });
    const signer = new Transactor({
      rpcUrl: server.url,
      chainId: info.chain_id,
      privateKeys: [aliceKey],
      abis: { 'eosio.token': TOKEN_ABI },
    });
    const expired = await signer.transact({
      actions: [transferUos('alice', 'bob', 1n)],
      broadcast: false,
      tapos: header(-5_000),
    });
    await expect(pushSigned(expired)).rejects.toMatchObject({ code: 3040005 });
    const tooFar = await signer.transact({
      actions: [transferUos('alice', 'bob', 1n)],
      broadcast: false,
      tapos: header(2 * 3600_000),
    });
    await expect(pushSigned(tooFar)).rejects.toMatchObject({ code: 3040006 });
  });

  it('refuses a reference block from another fork (3040007)', async () => {
    const info = await server.client.getInfo();
    const signer = new Transactor({
      rpcUrl: server.url,
      chainId: info.chain_id,
      privateKeys: [aliceKey],
      abis: { 'eosio.token': TOKEN_ABI },
    });
    const tapos = {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 30_000).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: (refBlockPrefix(info.head_block_id) + 1) >>> 0,
    };
    await expect(
      pushSigned(await signer.transact({ actions: [transferUos('alice', 'bob', 1n)], broadcast: false, tapos })),
    ).rejects.toMatchObject({ code: 3040007 });
  });

  it('refuses a duplicate transaction (3040008), even pushed concurrently', async () => {
    const signed = await sign([transferUos('alice', 'bob', 1n, 'once')], [aliceKey]);
    await pushSigned(signed);
    await expect(pushSigned(signed)).rejects.toMatchObject({ code: 3040008 });
    const again = await sign([transferUos('alice', 'bob', 1n, 'race')], [aliceKey]);
    const results = await Promise.allSettled([pushSigned(again), pushSigned(again), pushSigned(again)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason.code)).toEqual([3040008, 3040008]);
  });

  it('refuses an overdraft, a transfer to a missing account, a bad precision and a long memo', async () => {
    await expect(push([transferUos('alice', 'bob', 11n * UOS)], [aliceKey])).rejects.toMatchObject(
      assertText('overdrawn balance'),
    );
    await expect(push([transferUos('carol', 'alice', 1n)], [carolKey])).rejects.toMatchObject(
      assertText('no balance object found'),
    );
    await expect(push([transferUos('alice', 'nobody', 1n)], [aliceKey])).rejects.toMatchObject(
      assertText('to account does not exist'),
    );
    await expect(push([transferUos('alice', 'alice', 1n)], [aliceKey])).rejects.toMatchObject(
      assertText('cannot transfer to self'),
    );
    const wrongPrecision = {
      ...transferUos('alice', 'bob', 1n),
      data: { from: 'alice', to: 'bob', quantity: '1.0 UOS', memo: '' },
    };
    await expect(push([wrongPrecision], [aliceKey])).rejects.toMatchObject(assertText('symbol precision mismatch'));
    await expect(push([transferUos('alice', 'bob', 1n, 'é'.repeat(129))], [aliceKey])).rejects.toMatchObject(
      assertText('memo has more than 256 bytes'),
    );
  });

  it('refuses a transfer authorized by someone else than the sender (missing authority)', async () => {
    const forged = { ...transferUos('alice', 'bob', 1n), authorization: [{ actor: 'bob', permission: 'active' }] };
    await expect(push([forged], [bobKey])).rejects.toMatchObject({
      code: 3090004,
      message: 'missing authority of alice',
    });
  });

  it('refuses minting past the maximum, and minting by anyone but the manager', async () => {
    await push([issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId, amount: 2 }] })], [orgKey]);
    await expect(
      push([issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId, amount: 1 }] })], [orgKey]),
    ).rejects.toMatchObject(assertText('cannot mint more than max mintable tokens'));
    await expect(
      push([issueUniqs({ issuer: 'alice', to: 'alice', tokenConfigs: [{ factoryId, amount: 1 }] })], [aliceKey]),
    ).rejects.toMatchObject({
      code: 3090004,
      message: 'missing authority of org1',
    });
    expect(await server.client.getFactory(factoryId)).toMatchObject({ minted_tokens_no: 2 });
  });

  it('refuses moving a Uniq the sender does not own', async () => {
    await expect(push([transferUniqs({ from: 'bob', to: 'alice', tokenIds: [1] })], [bobKey])).rejects.toMatchObject(
      assertText('token 1 is not owned by bob'),
    );
  });

  it('refuses resale shares over 70%, and accepts exactly 70%', async () => {
    const factory = (bp: number) =>
      createFactory({
        assetCreator: 'org1',
        assetManager: 'org1',
        factoryUri: 'https://x/f',
        defaultTokenUri: 'https://x/t',
        resaleShares: [
          { receiver: 'org1', basisPoint: bp - 1000 },
          { receiver: 'alice', basisPoint: 1000 },
        ],
      });
    await expect(push([factory(7001)], [orgKey])).rejects.toMatchObject(
      assertText('resale shares exceed the maximum of 7000 basis points'),
    );
    await expect(push([factory(7000)], [orgKey])).resolves.toMatchObject({ transactionId: expect.any(String) });
  });

  it('refuses recall windows and lockup times, empty URIs, and a creator who did not sign', async () => {
    const base = createFactory({
      assetCreator: 'org1',
      assetManager: 'org1',
      factoryUri: 'https://x/f',
      defaultTokenUri: 'https://x/t',
    });
    const withField = (field: string, value: unknown): ActionInput => ({
      ...base,
      data: { create: { ...(base.data.create as object), [field]: value } },
    });
    await expect(push([withField('lockup_time', 60)], [orgKey])).rejects.toMatchObject(
      assertText('lockup time is not supported'),
    );
    await expect(push([withField('recall_window_start', 0)], [orgKey])).rejects.toMatchObject(
      assertText('recall window is not supported'),
    );
    await expect(push([withField('factory_uri', '')], [orgKey])).rejects.toMatchObject(
      assertText('factory uri cannot be empty'),
    );
    const coSigned = createFactory({
      assetCreator: 'alice',
      assetManager: 'org1',
      factoryUri: 'https://x/f',
      defaultTokenUri: 'https://x/t',
    });
    const managerOnly = { ...coSigned, authorization: [{ actor: 'org1', permission: 'active' }] };
    await expect(push([managerOnly], [orgKey])).rejects.toMatchObject({
      code: 3090004,
      message: 'missing authority of alice',
    });
    await expect(push([coSigned], [orgKey, aliceKey])).resolves.toMatchObject({ transactionId: expect.any(String) });
  });
});
