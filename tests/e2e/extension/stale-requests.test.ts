// Issue 29 §2 in the unpacked Arena Wallet: a page queues two 5,000 UOS transfers and reloads; its requests go
// with their approval window, the new page's request is the one shown, and approving the stale request from an
// extension page settles nothing: the wallet's node never receives a push_transaction.
import { createServer, type Server } from 'node:http';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  onboard,
  settled,
  startCall,
  startDappServer,
  type DappServer,
  type WalletBrowser,
} from './extension-harness';

const CHAIN_ID = 'cf057bbfb72640471fd910bcb67639c22df9f92470936cddc1ade0e2f2e7dc4f';

/** A node that answers the reads the wallet makes and counts push_transaction calls (it should get none). */
async function startCountingNode(): Promise<{ url: string; pushes: number; close(): Promise<void> }> {
  const node = { url: '', pushes: 0, close: async () => undefined as void };
  const block = { block_num: 100, timestamp: '2030-01-01T00:00:00.000', ref_block_prefix: 1, id: '0'.repeat(64) };
  const server: Server = createServer((req, res) => {
    const method = (req.url ?? '').split('/').pop();
    if (method === 'push_transaction') node.pushes++;
    const body =
      method === 'get_info'
        ? {
            chain_id: CHAIN_ID,
            head_block_num: 103,
            last_irreversible_block_num: 100,
            head_block_time: block.timestamp,
          }
        : method === 'get_currency_balance'
          ? ['10000.00000000 UOS']
          : method === 'get_block' || method === 'get_block_info'
            ? block
            : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { code: 404, message: 'Not Found', error: { details: [] } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  node.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/chain`;
  node.close = () => new Promise<void>((r) => server.close(() => r()));
  return node;
}

const transfer = (to: string) =>
  `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: 'player1', to: '${to}', quantity: '5000.00000000 UOS', memo: '' } })`;

describe('requests of a reloaded page in Arena Wallet', () => {
  let wallet: WalletBrowser;
  let dapp: DappServer;
  let node: Awaited<ReturnType<typeof startCountingNode>>;
  let page: Page;

  beforeAll(async () => {
    ensureExtensionBuilt();
    dapp = await startDappServer();
    node = await startCountingNode();
    wallet = await launchWalletBrowser();
    const popup = await onboard(wallet, { password: 'stale pass 123', accountName: 'player1', arenaNodeUrl: node.url });
    await popup.close();
    page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
    await startCall(page, 'connect', 'window.ultra.connect()');
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    expect((await settled(page, 'connect')).resolved?.status).toBe('success');
  });

  afterAll(async () => {
    await wallet?.close();
    await dapp?.close();
    await node?.close();
  });

  it('drops them on reload, shows the new page’s request first, and a stale approval does not broadcast', async () => {
    await startCall(page, 'first', transfer('stranger1'));
    await startCall(page, 'second', transfer('stranger2'));
    const stale = await nextApproval(wallet.browser);
    const staleId = new URL(stale.url()).searchParams.get('id');
    expect(await stale.$eval('[data-testid="approval"]', (el) => el.textContent)).toContain('stranger1');
    const staleTarget = stale.target();

    await page.reload();
    // The stale window closes by itself.
    const deadline = Date.now() + 15_000;
    while (wallet.browser.targets().includes(staleTarget) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(wallet.browser.targets().includes(staleTarget)).toBe(false);

    // The new page's request is shown at once, not behind the old page's second transfer.
    await startCall(page, 'fresh', "window.ultra.signMessage('message:after reload')");
    const fresh = await nextApproval(wallet.browser);
    expect(await fresh.$eval('[data-testid="approval-message"]', (el) => el.textContent)).toBe('message:after reload');

    // Approving the stale request (as its window would have) settles nothing and sends nothing.
    const reply = await fresh.evaluate(
      (id) =>
        (globalThis as any).chrome.runtime.sendMessage({
          arenaWallet: 1,
          name: 'approval:decide',
          params: { id, approved: true, consent: true, acknowledged: true },
        }),
      staleId,
    );
    expect(reply).toEqual({ ok: true, result: { settled: false } });
    expect(await fresh.$eval('[data-testid="approval-message"]', (el) => el.textContent)).toBe('message:after reload');

    await clickTestId(fresh, 'approval-approve');
    expect((await settled(page, 'fresh')).resolved?.status).toBe('success');
    expect(node.pushes).toBe(0);
  });
});
