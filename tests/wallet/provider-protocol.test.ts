import { describe, expect, it } from 'vitest';
import { ChainRpcError, recoverMessageSigner } from '../../src/chain';
import { PROVIDER_POLICY } from '../../src/wallet/provider-methods';
import { createFixture, DEV_CHAIN_ID, ORIGIN, readyFixture } from './wallet-fixture';

async function trustedFixture() {
  const fixture = await readyFixture();
  const connected = await fixture.call(ORIGIN, 'connect');
  expect(connected.status).toBe('success');
  return fixture;
}

const OTHER_CHAIN_ID = 'b'.repeat(64);

describe('provider envelope and request validation', () => {
  it('answers with JSend: success carries data, failures are plain objects with status, code and message', async () => {
    const { call } = await readyFixture();
    expect(await call(ORIGIN, 'getChainId')).toEqual({ status: 'success', data: DEV_CHAIN_ID });
    const failure = await call(ORIGIN, 'noSuchMethod');
    expect(failure).toEqual({ status: 'fail', code: -32601, message: expect.any(String) });
    expect(Object.getPrototypeOf(failure)).toBe(Object.prototype);
  });

  it('rejects malformed requests with -32600 and unimplemented methods with -32601', async () => {
    const { controller } = await readyFixture();
    expect(await controller.provider.handle(ORIGIN, 42, [])).toMatchObject({ status: 'fail', code: -32600 });
    expect(await controller.provider.handle(ORIGIN, 'getChainId', { not: 'an array' })).toMatchObject({ code: -32600 });
    expect(await controller.provider.handle(ORIGIN, 'purchaseItem', ['UniqFactory', 1])).toMatchObject({
      code: -32601,
    });
    expect(await controller.provider.handle(ORIGIN, 'toString', [])).toMatchObject({ code: -32601 });
    expect(await controller.provider.handle(ORIGIN, '__proto__', [])).toMatchObject({ code: -32601 });
  });

  it('lists a policy for every provider method in one table', () => {
    expect(Object.keys(PROVIDER_POLICY).sort()).toEqual(
      [
        'connect',
        'disconnect',
        'getAccounts',
        'getAvailableAuthorizations',
        'getChainId',
        'getNetwork',
        'getNetworks',
        'getSelectedAccount',
        'purchaseItem',
        'signMessage',
        'signTransaction',
        'switchNetwork',
      ].sort(),
    );
  });

  it('getChainId resolves null when the node is unreachable', async () => {
    const { call, chain } = await readyFixture();
    chain.reachable = false;
    expect(await call(ORIGIN, 'getChainId')).toEqual({ status: 'success', data: null });
  });
});

describe('connect', () => {
  it('prompts an untrusted origin and resolves the ConnectResult after approval', async () => {
    const { call, opened, publicKey } = await readyFixture();
    const result = await call(ORIGIN, 'connect');
    expect(opened).toHaveLength(1);
    expect(result).toMatchObject({
      status: 'success',
      data: {
        blockchainid: 'player1',
        publicKey: expect.stringMatching(/^EOS/),
        accounts: [{ accountName: 'player1', permissions: [{ name: 'active', publicKeys: [publicKey] }] }],
        selectedAccount: { accountName: 'player1' },
        network: { name: 'Arena', chainId: DEV_CHAIN_ID },
      },
    });
  });

  it('with onlyIfTrusted rejects 4001 without prompting an untrusted origin or a locked wallet', async () => {
    const { call, opened, controller } = await readyFixture();
    expect(await call(ORIGIN, 'connect', { onlyIfTrusted: true })).toEqual({
      status: 'error',
      code: 4001,
      message: 'The user rejected the request.',
    });
    expect(opened).toHaveLength(0);
    await call(ORIGIN, 'connect');
    await controller.handleMessage('wallet:lock', {});
    expect(await call(ORIGIN, 'connect', { onlyIfTrusted: true })).toMatchObject({ code: 4001 });
    expect(opened).toHaveLength(1);
  });

  it('resolves silently for a trusted origin, but prompts again when a nonce must be signed', async () => {
    const { call, opened, publicKey } = await trustedFixture();
    expect(await call(ORIGIN, 'connect', { onlyIfTrusted: true })).toMatchObject({
      status: 'success',
      data: { blockchainid: 'player1' },
    });
    expect(opened).toHaveLength(1);
    const nonce = 'UOSx-nonce-123';
    const withNonce = (await call(ORIGIN, 'connect', { nonce })) as { data: { nonce: string; signedNonce: string } };
    expect(opened).toHaveLength(2);
    expect(withNonce.data.nonce).toBe(nonce);
    expect(recoverMessageSigner(nonce, withNonce.data.signedNonce)).toBe(publicKey);
    expect(await call(ORIGIN, 'connect', { nonce: 'no prefix' })).toMatchObject({ status: 'fail', code: -32000 });
  });

  it('rejects 4001 when the user refuses or closes the window, and the origin stays untrusted', async () => {
    const fixture = await readyFixture();
    fixture.user('reject');
    expect(await fixture.call(ORIGIN, 'connect')).toMatchObject({ status: 'error', code: 4001 });
    fixture.user('close');
    expect(await fixture.call(ORIGIN, 'connect')).toMatchObject({ status: 'error', code: 4001 });
    expect(await fixture.controller.trusted.isTrusted(ORIGIN)).toBe(false);
  });

  it('answers -32002 when the wallet is not set up', async () => {
    const { call } = createFixture();
    expect(await call(ORIGIN, 'connect')).toMatchObject({ code: -32002 });
  });
});

describe('account and network methods', () => {
  it('resolve empty for untrusted origins and for a locked wallet', async () => {
    const { call, controller } = await readyFixture();
    expect(await call(ORIGIN, 'getAccounts')).toEqual({ status: 'success', data: [] });
    expect(await call(ORIGIN, 'getSelectedAccount')).toEqual({ status: 'success', data: null });
    expect(await call(ORIGIN, 'getAvailableAuthorizations')).toEqual({ status: 'success', data: [] });
    await call(ORIGIN, 'connect');
    expect(await call(ORIGIN, 'getSelectedAccount')).toMatchObject({ data: { accountName: 'player1' } });
    await controller.handleMessage('wallet:lock', {});
    expect(await call(ORIGIN, 'getAccounts')).toEqual({ status: 'success', data: [] });
  });

  it('returns the current network, and the configured networks only to a connected site', async () => {
    const { call } = await readyFixture();
    expect(await call(ORIGIN, 'getNetworks')).toEqual({ status: 'success', data: [] });
    await call(ORIGIN, 'connect');
    expect(await call(ORIGIN, 'getNetwork')).toEqual({
      status: 'success',
      data: { name: 'Arena', chainId: DEV_CHAIN_ID, nodeUrl: 'http://localhost:3000', isCustom: false },
    });
    expect(await call(ORIGIN, 'getNetworks')).toMatchObject({ data: [{ name: 'Arena', chainId: DEV_CHAIN_ID }] });
  });

  it('switchNetwork needs a connection (4100), a 64-hex chain id (-32000) and a configured network', async () => {
    const { call } = await readyFixture();
    expect(await call(ORIGIN, 'switchNetwork', DEV_CHAIN_ID)).toMatchObject({ code: 4100 });
    await call(ORIGIN, 'connect');
    expect(await call(ORIGIN, 'switchNetwork', 'ABC')).toMatchObject({ status: 'fail', code: -32000 });
    expect(await call(ORIGIN, 'switchNetwork', 'f'.repeat(64))).toMatchObject({ code: -32000 });
    expect(await call(ORIGIN, 'switchNetwork', DEV_CHAIN_ID)).toEqual({ status: 'success', data: null });
  });

  it('switchNetwork asks the user first: a refusal keeps the network', async () => {
    const fixture = await readyFixture();
    fixture.chain.getInfo = async (url) => ({ chain_id: url.includes('node.example') ? OTHER_CHAIN_ID : DEV_CHAIN_ID });
    await fixture.controller.handleMessage('network:add', { name: 'Other', nodeUrl: 'https://node.example.com' });
    await fixture.call(ORIGIN, 'connect');
    const windowsBefore = fixture.opened.length;
    fixture.user('reject');
    expect(await fixture.call(ORIGIN, 'switchNetwork', OTHER_CHAIN_ID)).toMatchObject({ code: 4001 });
    expect(fixture.opened.length).toBe(windowsBefore + 1);
    expect((await fixture.controller.networks.current()).id).toBe('arena');
    fixture.user('wait');
    const pending = fixture.call(ORIGIN, 'switchNetwork', OTHER_CHAIN_ID);
    await new Promise((r) => setTimeout(r, 5));
    const [request] = fixture.controller.queue.list();
    expect(await fixture.controller.handleMessage('approval:get', { id: request.id })).toMatchObject({
      kind: 'switchNetwork',
      switchTo: { name: 'Other', chainId: OTHER_CHAIN_ID },
    });
    await fixture.controller.handleMessage('approval:decide', { id: request.id, approved: true });
    expect(await pending).toEqual({ status: 'success', data: null });
    expect((await fixture.controller.networks.current()).id).toBe(OTHER_CHAIN_ID);
  });

  it('switchNetwork never runs while the wallet is locked, even when approved', async () => {
    const fixture = await readyFixture();
    fixture.chain.getInfo = async (url) => ({ chain_id: url.includes('node.example') ? OTHER_CHAIN_ID : DEV_CHAIN_ID });
    await fixture.controller.handleMessage('network:add', { name: 'Other', nodeUrl: 'https://node.example.com' });
    await fixture.call(ORIGIN, 'connect');
    await fixture.controller.handleMessage('wallet:lock', {});
    expect(await fixture.call(ORIGIN, 'switchNetwork', OTHER_CHAIN_ID)).toMatchObject({ code: 4001 });
    expect((await fixture.controller.networks.current()).id).toBe('arena');
  });
});

describe('signMessage', () => {
  it('signs the trimmed message, prefix included, with the selected key after approval', async () => {
    const { call, publicKey } = await trustedFixture();
    for (const message of ['message:hello arena', '0xdeadbeef', 'UOSx{"a":1}']) {
      const result = (await call(ORIGIN, 'signMessage', `  ${message}\n`)) as {
        status: string;
        data: { signature: string };
      };
      expect(result.status).toBe('success');
      expect(result.data.signature).toMatch(/^SIG_K1_/);
      expect(recoverMessageSigner(message, result.data.signature)).toBe(publicKey);
    }
  });

  it('rejects at once with -32000 without a prefix, 4100 before connect, 4001 when refused', async () => {
    const fixture = await readyFixture();
    expect(await fixture.call(ORIGIN, 'signMessage', 'message:x')).toMatchObject({ code: 4100 });
    await fixture.call(ORIGIN, 'connect');
    const before = fixture.opened.length;
    expect(await fixture.call(ORIGIN, 'signMessage', 'hello')).toMatchObject({ status: 'fail', code: -32000 });
    expect(await fixture.call(ORIGIN, 'signMessage', 42)).toMatchObject({ code: -32000 });
    expect(fixture.opened.length).toBe(before);
    fixture.user('reject');
    expect(await fixture.call(ORIGIN, 'signMessage', 'message:x')).toMatchObject({ status: 'error', code: 4001 });
  });
});

describe('signTransaction', () => {
  const transfer = {
    contract: 'eosio.token',
    action: 'transfer',
    data: { from: 'player1', to: 'arena', quantity: '1.50000000 UOS', memo: 'fee' },
  };

  it('broadcasts after approval, merging authorization fields, and returns transactionHash', async () => {
    const { call, chain } = await trustedFixture();
    const result = await call(ORIGIN, 'signTransaction', [
      {
        ...transfer,
        authorization: [{ actor: 'player1', permission: 'active' }],
        authorizations: ['player1@active', 'player1'],
      },
      { ...transfer, data: { ...transfer.data, memo: 'second' } },
    ]);
    expect(result).toMatchObject({
      status: 'success',
      data: { transaction_id: 'ab'.repeat(32), transactionHash: 'ab'.repeat(32), processed: { block_num: 5 } },
    });
    expect(chain.transactCalls).toHaveLength(1); // one atomic transaction
    const call0 = chain.transactCalls[0];
    expect(call0.broadcast).toBe(true);
    expect(call0.actions.map((a) => a.authorization)).toEqual([
      [{ actor: 'player1', permission: 'active' }],
      [{ actor: 'player1', permission: 'active' }],
    ]);
    expect(call0.privateKeys).toHaveLength(1);
  });

  it('signOnly needs the consent tick and returns the signed transaction shape', async () => {
    const fixture = await trustedFixture();
    fixture.user('approve', false);
    expect(await fixture.call(ORIGIN, 'signTransaction', transfer, { signOnly: true })).toMatchObject({ code: 4001 });
    fixture.user('approve', true);
    const result = (await fixture.call(
      ORIGIN,
      'signTransaction',
      { ...transfer, authorizations: ['player1@active', 'other@active'] },
      { signOnly: true },
    )) as { data: Record<string, unknown> };
    expect(result.data).toMatchObject({
      ref_block_num: 1,
      signatures: ['SIG_K1_fake'],
      context_free_data: [],
      unsignedAuth: ['other@active'],
      transaction_id: '',
      transactionHash: '',
      processed: null,
    });
    expect(fixture.chain.transactCalls.at(-1)?.broadcast).toBe(false);
  });

  it('refuses bad transaction objects with -32000 before prompting', async () => {
    const fixture = await trustedFixture();
    const before = fixture.opened.length;
    for (const bad of [
      null,
      [],
      { action: 'transfer', data: {} },
      { contract: 'Bad Name', action: 'x', data: {} },
      { contract: 'eosio.token', action: 'transfer', data: 'x' },
      { ...transfer, authorizations: ['a@b@c'] },
      { ...transfer, authorization: [{ actor: 'x' }] },
    ]) {
      expect(await fixture.call(ORIGIN, 'signTransaction', bad)).toMatchObject({ status: 'fail', code: -32000 });
    }
    expect(await fixture.call(ORIGIN, 'signTransaction', transfer, { signOnly: 'yes' })).toMatchObject({
      code: -32000,
    });
    expect(fixture.opened.length).toBe(before);
  });

  it('maps a chain rejection to -32003 with the chain text in data, and an unreachable node to 4900', async () => {
    const fixture = await trustedFixture();
    fixture.chain.failNext = new ChainRpcError('assertion failure with message: overdrawn balance', {
      code: 3050003,
      details: 'assertion failure with message: overdrawn balance',
      httpStatus: 500,
    });
    expect(await fixture.call(ORIGIN, 'signTransaction', transfer)).toEqual({
      status: 'error',
      code: -32003,
      message: expect.any(String),
      data: 'assertion failure with message: overdrawn balance',
    });
    fixture.chain.failNext = new ChainRpcError('Chain node unreachable: fetch failed');
    expect(await fixture.call(ORIGIN, 'signTransaction', transfer)).toMatchObject({ code: 4900 });
  });

  it('records broadcast transactions for the popup', async () => {
    const fixture = await trustedFixture();
    await fixture.call(ORIGIN, 'signTransaction', transfer);
    const portfolio = await fixture.controller.handleMessage('portfolio:get', {});
    expect(portfolio.transactions).toHaveLength(1);
    expect(portfolio.transactions[0]).toMatchObject({
      origin: ORIGIN,
      actions: [{ contract: 'eosio.token', action: 'transfer', summary: 'player1 → arena 1.50000000 UOS' }],
    });
    expect(portfolio).toMatchObject({
      account: 'player1',
      balance: '1234.50000000 UOS',
      uniqs: [{ id: '7', factoryId: '2', serial: '3', name: 'Champion Trophy', image: 'https://meta.example/sq.png' }],
    });
  });
});

describe('disconnect and events', () => {
  it('disconnect is idempotent, revokes trust and emits disconnect {origin} to that origin only', async () => {
    const fixture = await trustedFixture();
    fixture.attachPage(ORIGIN);
    fixture.attachPage('https://other.example');
    expect(await fixture.call(ORIGIN, 'disconnect')).toEqual({ status: 'success', data: true });
    expect(await fixture.call(ORIGIN, 'disconnect')).toEqual({ status: 'success', data: true });
    expect(await fixture.controller.trusted.isTrusted(ORIGIN)).toBe(false);
    expect(fixture.events).toEqual([
      { origin: ORIGIN, frame: { type: 'event', event: 'disconnect', payload: { origin: ORIGIN } } },
    ]);
  });

  it('sends accountChanged and networkChanged only to trusted origins', async () => {
    const fixture = await trustedFixture();
    fixture.attachPage(ORIGIN);
    fixture.attachPage('https://untrusted.example');
    await fixture.controller.handleMessage('account:set', {
      publicKey: fixture.publicKey,
      accountName: 'player2',
      permission: 'active',
    });
    await fixture.controller.handleMessage('account:select', { accountName: 'player2', permission: 'active' });
    await fixture.controller.handleMessage('network:set-arena-url', { nodeUrl: 'http://127.0.0.1:4000' });
    expect(fixture.events.every((e) => e.origin === ORIGIN)).toBe(true);
    const names = fixture.events.map((e) => (e.frame.type === 'event' ? e.frame.event : ''));
    expect(names).toEqual(['accountChanged', 'networkChanged', 'accountChanged']);
    expect(fixture.events[0].frame).toMatchObject({
      payload: { selected: { accountName: 'player2', permission: 'active' } },
    });
    expect(fixture.events[1].frame).toMatchObject({
      payload: { chainId: DEV_CHAIN_ID, name: 'Arena', nodeUrl: 'http://127.0.0.1:4000' },
    });
  });

  it('user revocation in settings emits an empty disconnect payload', async () => {
    const fixture = await trustedFixture();
    fixture.attachPage(ORIGIN);
    await fixture.controller.handleMessage('trusted:revoke', { origin: ORIGIN });
    expect(fixture.events).toEqual([{ origin: ORIGIN, frame: { type: 'event', event: 'disconnect', payload: {} } }]);
  });
});
