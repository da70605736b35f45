// The dev chain's transaction page that Arena Wallet links its activity entries to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory } from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { linkWallet, push } from '../../support/wallet-kit.js';

describe.each(testEngines())('transaction page of the dev chain on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('shows a transaction with its actions, escaping what users wrote', async () => {
    const wallet = await linkWallet(server, await server.signUp('explorer@arena.gg'));
    const memo = '<script>alert(1)</script>';
    const id = await push(server, wallet, [
      createFactory({
        assetCreator: wallet.accountName,
        assetManager: wallet.accountName,
        factoryUri: 'https://arena.example/f.json',
        defaultTokenUri: 'https://arena.example/t.json',
        memo,
      }),
    ]);
    const response = await fetch(`${server.baseUrl}/chain/transactions/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(id);
    expect(html).toContain('eosio.nft.ft :: create.b');
    expect(html).toContain(`${wallet.accountName}@active`);
    expect(html).not.toContain(memo);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 404 for an unknown transaction and 400 for a malformed id', async () => {
    expect((await fetch(`${server.baseUrl}/chain/transactions/${'a'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/chain/transactions/nope`)).status).toBe(400);
  });
});
