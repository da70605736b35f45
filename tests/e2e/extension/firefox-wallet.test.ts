// Arena Wallet in Firefox ESR, installed from the add-on an Arena server serves (issue 32): a new wallet in
// the popup; the Arena web app creates its chain account, connects and links it by a signed message; the
// organizer signs a prize escrow in the wallet that the dev chain accepts; and a page outside Arena finds
// `window.ultra` before its own scripts, connects and gets a verifiable signature. Real server, real dev
// chain, the real add-on in Firefox; web pages through puppeteer over WebDriver BiDi, the wallet's own
// pages through Marionette (firefox-harness.ts says why).
import JSZip from 'jszip';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, recoverMessageSigner } from '../../../src/chain/index.js';
import { FIREFOX_ADDON_ID } from '../../../src/wallet/firefox-manifest.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import {
  addGame,
  createDraft,
  format,
  futureSchedule,
  mainInformation,
  makeOrganizer,
  saveSection,
  settings,
} from '../../api/tournaments/tournament-kit.js';
import { button, click } from '../support/page-actions.js';
import { signIn } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { settled, startCall, startDappServer, type DappServer } from './extension-harness.js';
import {
  ensureFirefoxBuilt,
  launchFirefoxWallet,
  newWebPage,
  type ExtensionTab,
  type FirefoxWallet,
} from './firefox-harness.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const WALLET_PASSWORD = 'firefox wallet 1';
const UOS = 100_000_000n;
/** This machine's first non-loopback IPv4 address: a stand-in for an Arena on a LAN. */
const LAN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/**
 * Opens an app page. Right after sign-in the app still replaces its own address (dropping the code), and
 * Firefox reports a navigation started meanwhile as aborted (NS_BINDING_ABORTED); the second try lands.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'load' });
  } catch (error) {
    if (!/NS_BINDING_ABORTED/.test(String(error))) throw error;
    await page.goto(url, { waitUntil: 'load' });
  }
}

describe('Arena Wallet in Firefox ESR', () => {
  let server: TestServer;
  let chain: ChainClient;
  let wallet: FirefoxWallet;
  let organizer: Session;
  let popup: ExtensionTab;
  let app: Page;
  let publicKey: string;
  let account: string;
  let addonDir: string;
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = `firefox-org-${suffix}@example.com`;

  beforeAll(async () => {
    ensureFirefoxBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite');
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(email, `FoxOrg${suffix}`, PASSWORD);
    await makeOrganizer(server, organizer, `Fox Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
  }, 240_000);

  afterAll(async () => {
    await wallet?.close();
    await server?.close();
    if (addonDir) await rm(addonDir, { recursive: true, force: true });
  });

  it('the server serves the Firefox add-on, rewritten for itself, and Firefox installs it', async () => {
    const download = await fetch(`${server.baseUrl}/downloads/arena-wallet-firefox.xpi`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-xpinstall');
    const bytes = Buffer.from(await download.arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.browser_specific_settings.gecko.id).toBe(FIREFOX_ADDON_ID);
    // Firefox runs MV3 backgrounds as event pages, not service workers.
    expect(manifest.background).toEqual({ scripts: ['background.js'] });
    expect(manifest.permissions).toEqual(['storage', 'alarms']);
    expect(manifest.content_scripts.map((s: { world?: string }) => s.world ?? 'ISOLATED').sort()).toEqual([
      'ISOLATED',
      'MAIN',
    ]);
    const config = JSON.parse(await zip.file('arena-wallet-config.json')!.async('string'));
    expect(config.arenaUrl).toBe(server.baseUrl);

    addonDir = await mkdtemp(join(tmpdir(), 'arena-firefox-addon-'));
    const xpi = join(addonDir, 'arena-wallet-firefox.xpi');
    await writeFile(xpi, bytes);
    wallet = await launchFirefoxWallet(xpi);
    expect(await wallet.browser.version()).toMatch(/^firefox\//);
  });

  it('creates a wallet in the popup', async () => {
    popup = await wallet.openPopup();
    await popup.waitForTestId('onboarding');
    await popup.type('input[name="password"]', WALLET_PASSWORD);
    await popup.type('input[name="confirm"]', WALLET_PASSWORD);
    await popup.clickTestId('onboarding-submit');
    await popup.waitForTestId('backup-private-key');
    await popup.clickTestId('backup-confirm');
    await popup.clickTestId('backup-done');
    await popup.waitForTestId('account-setup');
    publicKey = (await popup.text('[data-testid="public-key"]')).trim();
    expect(publicKey).toMatch(/^PUB_K1_/);
  });

  // Firefox's default MV3 page policy upgrades http to https (upgrade-insecure-requests); the manifest's own
  // policy leaves the choice to the wallet's network rules, as in Chromium.
  it.runIf(LAN_ADDRESS)('the wallet reaches a plain-http node on a LAN address (no https upgrade)', async () => {
    // Open to any origin, as chain nodes are: the check is about the scheme, not host permissions.
    const node = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}'),
    );
    await new Promise<void>((r) => node.listen(0, '0.0.0.0', r));
    try {
      const port = (node.address() as { port: number }).port;
      const reached = await popup.evaluate<string>(
        'return fetch(arguments[0]).then((r) => r.url, (e) => "failed: " + e.message)',
        `http://${LAN_ADDRESS}:${port}/v1/chain/get_info`,
      );
      expect(reached).toBe(`http://${LAN_ADDRESS}:${port}/v1/chain/get_info`);
    } finally {
      node.close();
    }
  });

  it('the web app creates its chain account, connects and links it by a signed message', async () => {
    app = await newWebPage(wallet.browser);
    await app.setViewport({ width: 1366, height: 900 });
    await signIn(app, server.baseUrl, email, PASSWORD, '/my-profile', 'load');
    await openInApp(app, `${server.baseUrl}/my-profile?tab=user-info`);
    await app.waitForSelector('[data-testid="wallet-panel"]', { timeout: TIMEOUT });
    await app.type('input[name="publicKey"]', publicKey);
    await click(app, button('Create my chain account'));
    await app.waitForSelector('[data-testid="created-account"]', { timeout: TIMEOUT });
    account = (await app.$eval('[data-testid="created-account"]', (el) => el.textContent ?? '')).trim();
    expect(account).toMatch(/^ar[a-z1-5]{10}$/);

    // The add-on came from this server: its Arena network is this server's chain, no setting typed.
    await popup.type('input[name="accountName"]', account);
    await popup.clickTestId('account-save');
    await popup.waitForTestId('tab-settings', TIMEOUT);

    await click(app, button('Connect wallet'));
    const connect = await wallet.nextApproval();
    expect(await connect.text('[data-testid="approval-origin"]')).toBe(server.baseUrl);
    await connect.clickTestId('approval-approve');
    await app.waitForFunction(
      (name) => document.querySelector('[data-testid="connected-account"]')?.textContent === name,
      { polling: 100, timeout: TIMEOUT },
      account,
    );

    await click(app, button('Link this wallet'));
    const link = await wallet.nextApproval();
    expect(await link.bodyText()).toContain('Link this wallet to the Arena account');
    await link.clickTestId('approval-approve');
    await app.waitForFunction(
      (name) => document.querySelector('[data-testid="linked-wallet"]')?.textContent === name,
      { polling: 100, timeout: TIMEOUT },
      account,
    );
    const me = (await call(server, 'GET', '/users/current', { session: organizer })).body;
    expect(me.walletId).toBe(account);

    await click(app, button('Get demo UOS'));
    await app.waitForFunction(
      () => document.querySelector('[data-testid="wallet-balance"]')?.textContent === '1000 UOS',
      { polling: 200, timeout: TIMEOUT },
    );
  });

  it('the organizer signs the prize escrow in the wallet and the dev chain holds it', async () => {
    const name = `Fox Escrow ${suffix}`;
    const id = await createDraft(server, organizer, 'chess', name);
    await saveSection(server, organizer, id, 'main-information', mainInformation({ name }));
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', {
      rewards: [
        { ranks: { kind: 'FIRST' }, uosAmount: '25', uniqs: [] },
        { ranks: { kind: 'SECOND' }, uosAmount: '5', uniqs: [] },
      ],
    });
    const escrowBefore = await chain.getCurrencyBalance('arena.escrow');
    const mineBefore = await chain.getCurrencyBalance(account);

    await openInApp(app, `${server.baseUrl}/create-tournament/${id}?section=sign-transaction`);
    await app.waitForSelector('[data-testid="escrow-sign"]', { visible: true, timeout: TIMEOUT });
    await app.click('[data-testid="escrow-sign"]');
    const approval = await wallet.nextApproval();
    const shown = await approval.bodyText();
    expect(shown).toContain('arena.escrow');
    expect(shown).toContain(`arena-escrow:${id}`);
    expect(shown).toContain('30.00000000 UOS');
    await approval.clickTestId('approval-approve');

    await app.waitForSelector('[data-testid="escrow-held"]', { visible: true, timeout: TIMEOUT });
    const view = (await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body;
    expect(view.escrow).toMatchObject({ status: 'HELD', uosAmount: '30.00000000' });
    expect(await chain.getCurrencyBalance('arena.escrow')).toBe(escrowBefore + 30n * UOS);
    expect(await chain.getCurrencyBalance(account)).toBe(mineBefore - 30n * UOS);
  });

  describe('a page outside Arena', () => {
    let dapp: DappServer;
    let page: Page;

    beforeAll(async () => {
      dapp = await startDappServer();
      page = await newWebPage(wallet.browser);
      await page.goto(`${dapp.origin}/`);
    });
    afterAll(async () => dapp?.close());

    it('finds window.ultra before its own scripts run, and connects after the user approves', async () => {
      expect(await page.evaluate(() => (window as unknown as { __ultraAtStart: boolean }).__ultraAtStart)).toBe(true);
      await startCall(page, 'connect', 'window.ultra.connect()');
      const approval = await wallet.nextApproval();
      expect(await approval.text('[data-testid="approval-origin"]')).toBe(dapp.origin);
      await approval.clickTestId('approval-approve');
      expect((await settled(page, 'connect')).resolved).toMatchObject({
        status: 'success',
        data: { blockchainid: account, network: { name: 'Arena' } },
      });
    });

    it('gets a signMessage signature that recovers to the wallet key', async () => {
      const message = `message:Firefox says hello ${suffix}`;
      await startCall(page, 'sign', `window.ultra.signMessage(${JSON.stringify(message)})`);
      const approval = await wallet.nextApproval();
      expect(await approval.bodyText()).toContain(`Firefox says hello ${suffix}`);
      await approval.clickTestId('approval-approve');
      const { resolved } = await settled(page, 'sign');
      expect(resolved.status).toBe('success');
      expect(recoverMessageSigner(message, resolved.data.signature)).toBe(publicKey);
    });

    it('a refused request is answered 4001, and closing the window refuses too', async () => {
      await startCall(page, 'refused', 'window.ultra.signMessage("message:no")');
      await (await wallet.nextApproval()).clickTestId('approval-reject');
      expect((await settled(page, 'refused')).rejected).toMatchObject({ status: 'error', code: 4001 });

      await startCall(page, 'closed', 'window.ultra.signMessage("message:closed")');
      const approval = await wallet.nextApproval();
      await wallet.inWindow(approval.handle, (m) => m.command('WebDriver:CloseWindow'));
      expect((await settled(page, 'closed')).rejected).toMatchObject({ status: 'error', code: 4001 });
    });
  });
});
