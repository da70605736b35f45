import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, generateKeyPair, signMessage } from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(testEngines())('wallet linking and the dev chain on %s', (engine) => {
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let aliceKey: { privateKey: string; publicKey: string };
  let aliceAccount: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [alice, bob] = [
      await server.signUp('alice.w@example.com', 'AliceW'),
      await server.signUp('bob.w@example.com', 'BobW'),
    ];
    aliceKey = await generateKeyPair();
  });
  afterAll(async () => server?.close());

  it('describes the chain the web app and wallets should use', async () => {
    const info = await (await server.api('/chain/info')).json();
    expect(info).toMatchObject({ rpcUrl: server.baseUrl, builtIn: true, platformAccount: 'arena.escrow' });
    expect(info.chainId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates one chain account per user for their wallet key, idempotently', async () => {
    const first = await server.api('/chain/accounts', { session: alice, ...json({ publicKey: aliceKey.publicKey }) });
    expect(first.status).toBe(200);
    const created = await first.json();
    expect(created.accountName).toMatch(/^ar[a-z1-5]{10}$/);
    expect(created.created).toBe(true);
    aliceAccount = created.accountName;
    const again = await (
      await server.api('/chain/accounts', { session: alice, ...json({ publicKey: aliceKey.publicKey }) })
    ).json();
    expect(again).toEqual({ accountName: aliceAccount, created: false });
    const other = await generateKeyPair();
    const taken = await server.api('/chain/accounts', { session: alice, ...json({ publicKey: other.publicKey }) });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('CHAIN-ACCOUNT-TAKEN');
    const account = await new ChainClient(server.baseUrl).getAccount(aliceAccount);
    expect(JSON.stringify(account.permissions)).toContain(aliceKey.publicKey);
  });

  it('links the account after a valid signature of the challenge', async () => {
    const challenge = await (await server.api('/wallet/link-challenge', { session: alice, method: 'POST' })).json();
    expect(challenge.message).toMatch(/^message:Link this wallet/);
    const signature = signMessage(aliceKey.privateKey, challenge.message);
    const linked = await server.api('/wallet/link', {
      session: alice,
      ...json({ accountName: aliceAccount, signature }),
    });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toEqual({ walletId: aliceAccount });
    const me = await (await server.api('/users/current', { session: alice })).json();
    expect(me.walletId).toBe(aliceAccount);
    // The challenge was consumed: replaying the same signature fails.
    const replay = await server.api('/wallet/link', {
      session: alice,
      ...json({ accountName: aliceAccount, signature }),
    });
    expect((await replay.json()).message).toBe('WALLET-CHALLENGE-EXPIRED');
  });

  it('refuses a signature by a key that is not the account’s, a wrong message, and an unknown account', async () => {
    const stranger = await generateKeyPair();
    const challenge = await (await server.api('/wallet/link-challenge', { session: bob, method: 'POST' })).json();
    const notTheirs = await server.api('/wallet/link', {
      session: bob,
      ...json({ accountName: aliceAccount, signature: signMessage(stranger.privateKey, challenge.message) }),
    });
    expect(notTheirs.status).toBe(400);
    expect((await notTheirs.json()).message).toBe('WALLET-KEY-NOT-IN-ACCOUNT');
    const wrongText = await server.api('/wallet/link', {
      session: bob,
      ...json({ accountName: aliceAccount, signature: signMessage(aliceKey.privateKey, 'message:something else') }),
    });
    expect((await wrongText.json()).message).toBe('WALLET-KEY-NOT-IN-ACCOUNT');
    const unknown = await server.api('/wallet/link', {
      session: bob,
      ...json({ accountName: 'zzzzzzzzzzzz', signature: signMessage(stranger.privateKey, challenge.message) }),
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('WALLET-ACCOUNT-NOT-FOUND');
    const malformed = await server.api('/wallet/link', {
      session: bob,
      ...json({ accountName: 'Not A Name', signature: 'nope' }),
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()).formFieldErrors).sort()).toEqual(['accountName', 'signature']);
    const bobNow = await (await server.api('/users/current', { session: bob })).json();
    expect(bobNow.walletId).toBeNull();
  });

  it('refuses linking an account already linked to someone else', async () => {
    const challenge = await (await server.api('/wallet/link-challenge', { session: bob, method: 'POST' })).json();
    const response = await server.api('/wallet/link', {
      session: bob,
      ...json({ accountName: aliceAccount, signature: signMessage(aliceKey.privateKey, challenge.message) }),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('WALLET-ALREADY-LINKED');
  });

  it('grants demo UOS to a linked wallet once per cool-down, and refuses without a wallet', async () => {
    const client = new ChainClient(server.baseUrl);
    const before = await client.getCurrencyBalance(aliceAccount);
    const granted = await server.api('/chain/faucet', { session: alice, method: 'POST' });
    expect(granted.status).toBe(200);
    expect((await granted.json()).quantity).toBe('1000.00000000 UOS');
    expect((await client.getCurrencyBalance(aliceAccount)) - before).toBe(100_000_000_000n);
    const tooSoon = await server.api('/chain/faucet', { session: alice, method: 'POST' });
    expect(tooSoon.status).toBe(429);
    expect((await tooSoon.json()).message).toBe('FAUCET-COOLDOWN');
    const noWallet = await server.api('/chain/faucet', { session: bob, method: 'POST' });
    expect((await noWallet.json()).message).toBe('MISSING-WALLET');
  });

  it('every wallet route needs a session', async () => {
    for (const path of ['/wallet/link-challenge', '/chain/accounts', '/chain/faucet']) {
      const response = await server.api(path, json({}));
      expect(response.status, path).toBe(401);
    }
  });

  it('unlinks', async () => {
    const response = await server.api('/wallet/link', { session: alice, method: 'DELETE' });
    expect(await response.json()).toEqual({ walletId: null });
  });
});
