// eosjs against the running dev chain: our transact() and plain, unchanged eosjs (Api + JsSignatureProvider).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, JsonRpc } from 'eosjs';
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig.js';
import { testEngines } from '../../support/test-database.js';
import { startChainTestServer, PLATFORM, type ChainTestServer } from './chain-test-server.js';
import {
  burnUniqs,
  createFactory,
  issueUniqs,
  recoverDigestSigner,
  signingDigest,
  hexToBytes,
  publicKeyOf,
  toLegacyPublicKey,
  transact,
  transferUniqs,
  transferUos,
  type TokenRow,
} from '../../../src/chain/index.js';

const UOS = 100_000_000n;

describe.each(testEngines())('dev chain with eosjs (%s)', (engine) => {
  let server: ChainTestServer;
  let aliceKey: string;
  let bobKey: string;
  let orgKey: string;

  beforeAll(async () => {
    server = await startChainTestServer(engine);
    aliceKey = await server.account('alice', 100n * UOS);
    bobKey = await server.account('bob');
    orgKey = await server.account('org1');
  });
  afterAll(async () => server?.close());

  it('answers get_info like a node: chain id, LIB = head, block times on the clock', async () => {
    const info = await server.client.getInfo();
    expect(info.chain_id).toMatch(/^[0-9a-f]{64}$/);
    expect(info.chain_id).not.toBe('a9c481dfbc7d9506dc7e87e9a137c931b0a9303f64fd7a1d08b8230133920097');
    expect(info.last_irreversible_block_num).toBe(info.head_block_num);
    expect(parseInt(info.head_block_id.slice(0, 8), 16)).toBe(info.head_block_num);
    expect(Math.abs(Date.parse(`${info.head_block_time}Z`) - Date.now())).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await server.client.getInfo()).head_block_num).toBeGreaterThan(info.head_block_num);
  });

  it('transfers UOS with transact() and returns the signed transaction', async () => {
    const result = await transact({
      rpcUrl: server.url,
      actions: [transferUos('alice', 'bob', 250_000_000n, 'first')],
      privateKeys: [aliceKey],
      broadcast: true,
    });
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/);
    expect(result.processed?.transaction_id).toBe(result.transactionId);
    const trx = result.transaction as {
      expiration: string;
      ref_block_num: number;
      actions: { data: string }[];
      signatures: string[];
    };
    expect(trx.expiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(trx.actions[0].data).toMatch(/^[0-9a-f]+$/);
    // The signature recovers to alice's key over the chain's signing digest.
    const digest = signingDigest((await server.client.getInfo()).chain_id, hexToBytes(result.packedTrx));
    expect(recoverDigestSigner(digest, trx.signatures[0])).toBe(publicKeyOf(aliceKey));
    expect(await server.client.getCurrencyBalance('bob')).toBe(250_000_000n);
    expect(await server.client.getCurrencyBalance('alice')).toBe(100n * UOS - 250_000_000n);
    const stored = await server.client.getTransaction(result.transactionId);
    expect(stored.block_num).toBe((result.processed as { processed: { block_num: number } }).processed.block_num);
  });

  it('signs without broadcasting (signOnly) and the node has not seen it', async () => {
    const result = await transact({
      rpcUrl: server.url,
      actions: [transferUos('alice', 'bob', 1n)],
      privateKeys: [aliceKey],
      broadcast: false,
    });
    expect(result.processed).toBeUndefined();
    await expect(server.client.getTransaction(result.transactionId)).rejects.toThrow(/not found/);
  });

  it('works with plain eosjs: Api + JsSignatureProvider + JsonRpc, default blocksBehind', async () => {
    const rpc = new JsonRpc(server.url, { fetch });
    const api = new Api({
      rpc,
      signatureProvider: new JsSignatureProvider([bobKey]),
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
    });
    const result = (await api.transact(
      {
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'bob', permission: 'active' }],
            data: { from: 'bob', to: 'alice', quantity: '0.50000000 UOS', memo: 'plain eosjs' },
          },
        ],
      },
      { blocksBehind: 3, expireSeconds: 30 },
    )) as { transaction_id: string; processed: { receipt: { status: string }; action_traces: { receiver: string }[] } };
    expect(result.processed.receipt.status).toBe('executed');
    expect(result.processed.action_traces.map((t) => t.receiver)).toEqual(['eosio.token', 'bob', 'alice']);
    expect(await server.client.getCurrencyBalance('bob')).toBe(200_000_000n);
    const rows = await rpc.get_table_rows({ json: true, code: 'eosio.token', scope: 'bob', table: 'accounts' });
    expect(rows.rows).toEqual([{ balance: '2.00000000 UOS' }]);
    const stat = await rpc.get_table_rows({ json: true, code: 'eosio.token', scope: 'UOS', table: 'stat' });
    expect(stat.rows[0].max_supply).toBe('1000000000.00000000 UOS');
  });

  it('works with eosjs compression and with get_required_keys (no requiredKeys given)', async () => {
    const rpc = new JsonRpc(server.url, { fetch });
    const api = new Api({
      rpc,
      signatureProvider: new JsSignatureProvider([aliceKey, bobKey]),
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
    });
    const result = (await api.transact(
      {
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'alice', permission: 'active' }],
            data: { from: 'alice', to: 'bob', quantity: '0.10000000 UOS', memo: 'zlib' },
          },
        ],
      },
      { blocksBehind: 3, expireSeconds: 30, compression: true },
    )) as { transaction_id: string };
    expect(result.transaction_id).toMatch(/^[0-9a-f]{64}$/);
    expect(await server.client.getCurrencyBalance('bob')).toBe(210_000_000n);
  });

  it('creates a factory, mints Uniqs, transfers one and burns one', async () => {
    const create = createFactory({
      assetCreator: 'org1',
      assetManager: 'org1',
      factoryUri: 'https://arena.example/factories/1.json',
      defaultTokenUri: 'https://arena.example/tokens/default.json',
      factoryHash: 'aa'.repeat(32),
      minimumResellPrice: 5n * UOS,
      resaleShares: [{ receiver: 'org1', basisPoint: 7000 }],
      maxMintableTokens: 3,
    });
    await transact({ rpcUrl: server.url, actions: [create], privateKeys: [orgKey], broadcast: true });
    const factories = await server.client.getTableRows<{ id: number; asset_manager: string }>({
      code: 'eosio.nft.ft',
      scope: 'eosio.nft.ft',
      table: 'factory.b',
      limit: 100,
    });
    const factoryId = Number(factories.rows.at(-1)!.id);
    const factory = await server.client.getFactory(factoryId);
    expect(factory).toMatchObject({
      asset_manager: 'org1',
      max_mintable_tokens: 3,
      minted_tokens_no: 0,
      minimum_resell_price: '5.00000000 UOS',
      factory_hash: 'aa'.repeat(32),
    });
    expect(factory!.resale_shares).toEqual([{ receiver: 'org1', basis_point: 7000 }]);

    await transact({
      rpcUrl: server.url,
      actions: [issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId, amount: 2 }] })],
      privateKeys: [orgKey],
      broadcast: true,
    });
    const minted = await server.client.getUniqsOf('alice');
    expect(minted.map((t: TokenRow) => t.serial_number)).toEqual([1, 2]);
    expect(minted.every((t) => Number(t.token_factory_id) === factoryId)).toBe(true);
    expect(await server.client.getFactory(factoryId)).toMatchObject({ minted_tokens_no: 2, existing_tokens_no: 2 });

    const [first, second] = minted.map((t) => t.id);
    await transact({
      rpcUrl: server.url,
      actions: [transferUniqs({ from: 'alice', to: 'bob', tokenIds: [first] })],
      privateKeys: [aliceKey],
      broadcast: true,
    });
    expect((await server.client.getUniqsOf('bob')).map((t) => t.id)).toEqual([first]);
    expect((await server.client.getUniqsOf('alice')).map((t) => t.id)).toEqual([second]);

    await transact({
      rpcUrl: server.url,
      actions: [burnUniqs({ owner: 'alice', tokenIds: [second] })],
      privateKeys: [aliceKey],
      broadcast: true,
    });
    expect(await server.client.getUniqsOf('alice')).toEqual([]);
    expect(await server.client.getFactory(factoryId)).toMatchObject({ minted_tokens_no: 2, existing_tokens_no: 1 });
  });

  it('applies a multi-action transaction atomically', async () => {
    const before = await server.client.getCurrencyBalance('alice');
    await expect(
      transact({
        rpcUrl: server.url,
        actions: [transferUos('alice', 'bob', 1n), transferUos('alice', 'bob', 10_000n * UOS)],
        privateKeys: [aliceKey],
        broadcast: true,
      }),
    ).rejects.toMatchObject({ code: 3050003, message: 'assertion failure with message: overdrawn balance' });
    expect(await server.client.getCurrencyBalance('alice')).toBe(before);
  });

  it('serves accounts, keys and ABIs the way the wallet reads them', async () => {
    const account = await server.client.getAccount('alice');
    expect(account.permissions.map((p) => p.perm_name)).toEqual(['owner', 'active']);
    expect(account.permissions[1].required_auth.keys).toEqual([{ key: publicKeyOf(aliceKey), weight: 1 }]);
    expect(account.core_liquid_balance).toMatch(/^\d+\.\d{8} UOS$/);
    expect(await server.client.findAccount('nobody')).toBeNull();
    const byKey = await server.client.getAccountsByKeys([publicKeyOf(aliceKey)]);
    expect(byKey.map((a) => `${a.account_name}@${a.permission_name}`)).toEqual(['alice@active', 'alice@owner']);
    const abi = await server.client.call<{ abi: { actions: { name: string }[] } }>('chain/get_abi', {
      account_name: 'eosio.nft.ft',
    });
    expect(abi.abi.actions.map((a) => a.name)).toEqual(['create.b', 'issue.b', 'transfer', 'burn']);
    const raw = await server.client.call<{ abi: string }>('chain/get_raw_abi', { account_name: 'eosio.token' });
    expect(raw.abi).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const history = await server.client.getAccountTransactions('alice', 50);
    expect(history.length).toBeGreaterThan(3);
    expect(history[0].block_num).toBeGreaterThanOrEqual(history.at(-1)!.block_num);
    expect(history.some((t) => t.actions.some((a) => a.name === 'burn' && a.account === 'eosio.nft.ft'))).toBe(true);
  });

  it('returns blocks with their transactions, and unknown blocks as 3100002', async () => {
    const result = await transact({
      rpcUrl: server.url,
      actions: [transferUos('alice', 'bob', 3n)],
      privateKeys: [aliceKey],
      broadcast: true,
    });
    const blockNum = (result.processed as { processed: { block_num: number } }).processed.block_num;
    await new Promise((resolve) => setTimeout(resolve, 700));
    const block = await server.client.getBlock(blockNum);
    expect((block.transactions as { trx: { id: string } }[]).map((t) => t.trx.id)).toContain(result.transactionId);
    const info = await server.client.getBlockInfo(blockNum);
    expect(info.id).toBe(block.id);
    expect((await server.client.getBlock(block.id)).block_num).toBe(blockNum);
    await expect(server.client.getBlock(99_999_999)).rejects.toMatchObject({ code: 3100002 });
  });

  it('parses any body as JSON, sends CORS headers and nodeos error bodies', async () => {
    const ok = await fetch(`${server.url}/v1/chain/get_info`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.url}/v1/chain/get_info`)).status).toBe(200);
    const bad = await fetch(`${server.url}/v1/chain/get_account`, {
      method: 'POST',
      body: JSON.stringify({ account_name: 'nobody' }),
    });
    expect(bad.status).toBe(500);
    const body = await bad.json();
    expect(body).toMatchObject({
      code: 500,
      message: 'Internal Service Error',
      error: { details: [{ message: expect.stringContaining('nobody') }] },
    });
    const unknown = await fetch(`${server.url}/v1/chain/get_producers`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    const garbage = await fetch(`${server.url}/v1/chain/get_info`, { method: 'POST', body: '{not json' });
    expect(garbage.status).toBe(400);
  });

  it('answers the other RPC shapes: binary rows, header state, send_transaction', async () => {
    const hexRows = await server.client.call<{ rows: string[] }>('chain/get_table_rows', {
      json: false,
      code: 'eosio.token',
      scope: 'alice',
      table: 'accounts',
    });
    expect(hexRows.rows[0]).toMatch(/^[0-9a-f]+08554f5300000000$/);
    const info = await server.client.getInfo();
    const state = await server.client.call<{ block_num: number; id: string; header: { timestamp: string } }>(
      'chain/get_block_header_state',
      { block_num_or_id: info.head_block_num },
    );
    expect(state).toMatchObject({
      block_num: info.head_block_num,
      id: info.head_block_id,
      header: { timestamp: info.head_block_time },
    });
    const signed = await transact({
      rpcUrl: server.url,
      actions: [transferUos('alice', 'bob', 2n, 'via send')],
      privateKeys: [aliceKey],
      broadcast: false,
    });
    const sent = await server.client.call<{ transaction_id: string }>('chain/send_transaction', {
      signatures: signed.signatures,
      compression: 0,
      packed_context_free_data: '',
      packed_trx: signed.packedTrx,
    });
    expect(sent.transaction_id).toBe(signed.transactionId);
    const required = await server.client.call<{ required_keys: string[] }>('chain/get_required_keys', {
      transaction: {
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'alice', permission: 'active' }],
            data: '',
          },
        ],
      },
      available_keys: [publicKeyOf(bobKey), toLegacyPublicKey(publicKeyOf(aliceKey))],
    });
    expect(required.required_keys).toEqual([publicKeyOf(aliceKey)]);
  });

  it('lets the platform account pay out from its genesis funds', async () => {
    expect(await server.client.getCurrencyBalance(PLATFORM)).toBe(100_000_000n * UOS);
    await transact({
      rpcUrl: server.url,
      actions: [transferUos(PLATFORM, 'bob', 7n * UOS, 'prize')],
      privateKeys: [server.platformKey],
      broadcast: true,
    });
    expect(await server.client.getCurrencyBalance(PLATFORM)).toBe(100_000_000n * UOS - 7n * UOS);
  });
});
