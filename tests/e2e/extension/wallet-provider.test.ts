// The unpacked Arena Wallet in Chromium: onboarding in the popup, then a dApp page on 127.0.0.1 uses
// window.ultra: connect (approve), signMessage (approve, verified), rejection and window close (4001).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverMessageSigner } from '../../../src/chain';
import {
  clickTestId,
  ensureExtensionBuilt,
  isApprovalTarget,
  launchWalletBrowser,
  nextApproval,
  onboard,
  settled,
  startCall,
  startDappServer,
  stopServiceWorker,
  type DappServer,
  waitingApprovalTargets,
  type WalletBrowser,
} from './extension-harness';

const PASSWORD = 'e2e password 123';

describe('Arena Wallet provider in the browser', () => {
  let wallet: WalletBrowser;
  let dapp: DappServer;
  let page: Page;
  let publicKey: string;

  beforeAll(async () => {
    ensureExtensionBuilt();
    dapp = await startDappServer();
    wallet = await launchWalletBrowser();
    const popup = await onboard(wallet, { password: PASSWORD, accountName: 'player1' });
    await popup.close();
    page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
  });

  afterAll(async () => {
    await wallet?.close();
    await dapp?.close();
  });

  it('defines window.ultra before the page scripts run, with the event methods', async () => {
    const shape = await page.evaluate(() => {
      const ultra = (window as unknown as { ultra: Record<string, unknown> }).ultra;
      return {
        atStart: (window as unknown as { __ultraAtStart: boolean }).__ultraAtStart,
        methods: [
          'connect',
          'disconnect',
          'getChainId',
          'signTransaction',
          'signMessage',
          'getAccounts',
          'getSelectedAccount',
          'getAvailableAuthorizations',
          'getNetwork',
          'getNetworks',
          'switchNetwork',
          'on',
          'off',
          'once',
          'addListener',
          'removeListener',
          'prependListener',
          'prependOnceListener',
        ].filter((m) => typeof ultra[m] !== 'function'),
      };
    });
    expect(shape).toEqual({ atStart: true, methods: [] });
  });

  it('onlyIfTrusted on an untrusted origin rejects 4001 without a window', async () => {
    await startCall(page, 'eager', 'window.ultra.connect({ onlyIfTrusted: true })');
    expect(await settled(page, 'eager')).toEqual({
      rejected: { status: 'error', code: 4001, message: 'The user rejected the request.' },
    });
    expect(wallet.browser.targets().some(isApprovalTarget)).toBe(false);
  });

  it('connect opens an approval window showing the origin; approving resolves the ConnectResult', async () => {
    await startCall(page, 'connect', 'window.ultra.connect()');
    const approval = await nextApproval(wallet.browser);
    expect(await approval.$eval('[data-testid="approval-origin"]', (el) => el.textContent)).toBe(dapp.origin);
    await clickTestId(approval, 'approval-approve');
    const result = await settled(page, 'connect');
    expect(result.resolved).toMatchObject({
      status: 'success',
      data: {
        blockchainid: 'player1',
        publicKey: expect.stringMatching(/^EOS/),
        selectedAccount: { accountName: 'player1' },
        network: { name: 'Arena' },
      },
    });
    publicKey = result.resolved.data.selectedAccount.permissions[0].publicKeys[0];
    expect(publicKey).toMatch(/^PUB_K1_/);
    await startCall(page, 'again', 'window.ultra.connect({ onlyIfTrusted: true })');
    expect((await settled(page, 'again')).resolved).toMatchObject({
      status: 'success',
      data: { blockchainid: 'player1' },
    });
  });

  it('signMessage shows the message; the approved signature recovers to the wallet key', async () => {
    await startCall(page, 'sign', "window.ultra.signMessage('message:Link my Arena account 42')");
    const approval = await nextApproval(wallet.browser);
    expect(await approval.$eval('[data-testid="approval-message"]', (el) => el.textContent)).toBe(
      'message:Link my Arena account 42',
    );
    await clickTestId(approval, 'approval-approve');
    const result = await settled(page, 'sign');
    expect(result.resolved?.status).toBe('success');
    expect(recoverMessageSigner('message:Link my Arena account 42', result.resolved.data.signature)).toBe(publicKey);
  });

  it('two requests sent back to back are both answered in order, one approval window at a time', async () => {
    await page.evaluate(() => {
      const w = window as unknown as {
        ultra: { signMessage(m: string): Promise<unknown> };
        __order: string[];
        __both: Promise<unknown[]>;
      };
      w.__order = [];
      const track = (label: string, p: Promise<unknown>) =>
        p.then(
          (r) => (w.__order.push(label), r),
          (e) => (w.__order.push(label), e),
        );
      w.__both = Promise.all([
        track('first', w.ultra.signMessage('message:first')),
        track('second', w.ultra.signMessage('message:second')),
      ]);
    });
    const first = await nextApproval(wallet.browser);
    expect(await first.$eval('[data-testid="approval-message"]', (el) => el.textContent)).toBe('message:first');
    // The second request waits for the first: no other window is waiting (the last test's may still be closing).
    expect(waitingApprovalTargets(wallet.browser)).toHaveLength(0);
    await clickTestId(first, 'approval-approve');
    const second = await nextApproval(wallet.browser);
    expect(await second.$eval('[data-testid="approval-message"]', (el) => el.textContent)).toBe('message:second');
    await clickTestId(second, 'approval-approve');
    type Answer = { status: string; data: { signature: string } };
    const results = (await page.evaluate(
      () => (window as unknown as { __both: Promise<unknown[]> }).__both,
    )) as Answer[];
    expect(results.map((r) => r.status)).toEqual(['success', 'success']);
    expect(recoverMessageSigner('message:first', results[0].data.signature)).toBe(publicKey);
    expect(recoverMessageSigner('message:second', results[1].data.signature)).toBe(publicKey);
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual([
      'first',
      'second',
    ]);
  });

  it('a rejected request and a closed approval window both give 4001 in the page', async () => {
    await startCall(page, 'rejected', "window.ultra.signMessage('UOSx-reject-me')");
    let approval = await nextApproval(wallet.browser);
    await clickTestId(approval, 'approval-reject');
    expect(await settled(page, 'rejected')).toEqual({
      rejected: { status: 'error', code: 4001, message: 'The user rejected the request.' },
    });

    await startCall(page, 'closed', "window.ultra.signMessage('0xclose-me')");
    approval = await nextApproval(wallet.browser);
    await approval.close();
    expect((await settled(page, 'closed')).rejected).toMatchObject({ status: 'error', code: 4001 });
  });

  it('a message without prefix is refused with -32000 at once; unknown methods are -32601', async () => {
    await startCall(page, 'noprefix', "window.ultra.signMessage('hello')");
    expect((await settled(page, 'noprefix')).rejected).toMatchObject({ status: 'fail', code: -32000 });
    await startCall(page, 'purchase', "window.ultra.purchaseItem('UniqFactory', 1)");
    expect((await settled(page, 'purchase')).rejected).toMatchObject({ code: -32601 });
  });

  it('keeps unlock state and trust when the service worker is stopped mid-session', async () => {
    await stopServiceWorker(wallet.browser);
    await startCall(page, 'afterRestart', 'window.ultra.connect({ onlyIfTrusted: true })');
    expect((await settled(page, 'afterRestart')).resolved).toMatchObject({
      status: 'success',
      data: { blockchainid: 'player1' },
    });
    await startCall(page, 'signAfterRestart', "window.ultra.signMessage('message:after restart')");
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    const signed = await settled(page, 'signAfterRestart');
    expect(recoverMessageSigner('message:after restart', signed.resolved.data.signature)).toBe(publicKey);
  });

  it('disconnect is idempotent and fires the disconnect event; account methods then resolve empty', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { ultra: { on(e: string, cb: (p: unknown) => void): void }; __events: unknown[] };
      w.__events = [];
      w.ultra.on('disconnect', (payload) => w.__events.push(payload));
    });
    await startCall(page, 'd1', 'window.ultra.disconnect()');
    expect((await settled(page, 'd1')).resolved).toEqual({ status: 'success', data: true });
    await startCall(page, 'd2', 'window.ultra.disconnect()');
    expect((await settled(page, 'd2')).resolved).toEqual({ status: 'success', data: true });
    await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0, {
      polling: 50,
    });
    expect(await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)).toEqual([
      { origin: dapp.origin },
    ]);
    await startCall(page, 'accounts', 'window.ultra.getAccounts()');
    expect((await settled(page, 'accounts')).resolved).toEqual({ status: 'success', data: [] });
  });

  it('the popup lists no trusted site after disconnect and locks; a locked wallet refuses onlyIfTrusted', async () => {
    const popup = await wallet.browser.newPage();
    await popup.goto(wallet.popupUrl);
    await clickTestId(popup, 'tab-settings');
    await popup.waitForSelector('[data-testid="trusted-sites"]');
    expect(await popup.$$('[data-testid="trusted-site"]')).toHaveLength(0);
    await clickTestId(popup, 'lock');
    await popup.waitForSelector('[data-testid="unlock"]');
    await startCall(page, 'locked', 'window.ultra.connect({ onlyIfTrusted: true })');
    expect((await settled(page, 'locked')).rejected).toMatchObject({ code: 4001 });
    await popup.close();
  });
});
