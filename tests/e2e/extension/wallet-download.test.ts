// The README's wallet flow against an Arena on a non-default port, with the extension downloaded from
// that Arena (not the build in .output): the wallet must find its account on, and connect to, that
// server without any setting changed by hand.
import JSZip from 'jszip';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, signUpAtIdp } from '../../support/idp-browserless';
import {
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  settled,
  startCall,
  typeInto,
  type WalletBrowser,
} from './extension-harness';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';

async function unzipTo(bytes: ArrayBuffer, dir: string): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const target = join(dir, entry.name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await entry.async('nodebuffer'));
  }
}

describe('Arena Wallet downloaded from an Arena on another port', () => {
  let server: ServerProcess;
  let wallet: WalletBrowser;
  let extensionDir: string;
  let popup: Page;
  let publicKey: string;
  let accountName: string;

  beforeAll(async () => {
    ensureExtensionBuilt();
    server = await startServerProcess();
    expect(new URL(server.url).port).not.toBe('3000');
    const download = await fetch(`${server.url}/downloads/arena-wallet-chrome.zip`);
    expect(download.status).toBe(200);
    extensionDir = await mkdtemp(join(tmpdir(), 'arena-wallet-download-'));
    await unzipTo(await download.arrayBuffer(), extensionDir);
    wallet = await launchWalletBrowser(extensionDir);
  });

  afterAll(async () => {
    await wallet?.close();
    await server?.close();
    if (extensionDir) await rm(extensionDir, { recursive: true, force: true });
  });

  it('creates a wallet in the popup and shows its public key', async () => {
    popup = await wallet.browser.newPage();
    await popup.goto(wallet.popupUrl);
    await typeInto(popup, 'input[name="password"]', 'download flow 123');
    await typeInto(popup, 'input[name="confirm"]', 'download flow 123');
    await clickTestId(popup, 'onboarding-submit');
    await clickTestId(popup, 'backup-confirm');
    await clickTestId(popup, 'backup-done');
    await popup.waitForSelector('[data-testid="public-key"]');
    publicKey = (await popup.$eval('[data-testid="public-key"]', (el) => el.textContent)) ?? '';
    expect(publicKey).toMatch(/^PUB_K1_/);
  });

  it('"Find my account on Arena" asks the server it came from, and says why it found nothing yet', async () => {
    await clickTestId(popup, 'discover-accounts');
    await popup.waitForSelector('[data-testid="discover-report"]');
    const report = await popup.$eval('[data-testid="discover-report"]', (el) => el.textContent);
    expect(report).toBe(
      `No account on Arena (${server.url}) lists your key yet. Get one in Arena at ${server.url}: Your Profile → User info → Wallet.`,
    );
  });

  it('after Arena created the account for the key, finds it and uses it', async () => {
    // What Your Profile → User info → Wallet does with the pasted public key.
    const outcome = await signUpAtIdp(server.url, {
      email: 'download@arena.gg',
      password: 'download-flow-2026',
      nickname: 'downloader',
    });
    const tokens = await exchangeCode(server.url, outcome);
    const created = await fetch(`${server.url}/api/v1/chain/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ publicKey }),
    });
    expect(created.status).toBe(200);
    accountName = ((await created.json()) as { accountName: string }).accountName;

    await clickTestId(popup, 'discover-accounts');
    await popup.waitForSelector('[data-testid="tab-settings"]');
    await popup.waitForFunction(
      () => /UOS$/.test(document.querySelector('[data-testid="balance"]')?.textContent ?? ''),
      { polling: 100, timeout: 20_000 },
    );
    await clickTestId(popup, 'tab-settings');
    expect(await popup.$eval('[data-testid="account-in-use"]', (el) => el.textContent)).toBe(`${accountName}@active`);
  });

  it("the Arena page itself connects to the wallet, on that server's chain", async () => {
    const page = await wallet.browser.newPage();
    await page.goto(`${server.url}/tournaments`);
    const info = (await (await fetch(`${server.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })).json()) as {
      chain_id: string;
    };
    await startCall(page, 'connect', 'window.ultra.connect()');
    const approval = await nextApproval(wallet.browser);
    expect(await approval.$eval('[data-testid="approval-origin"]', (el) => el.textContent)).toBe(server.url);
    await clickTestId(approval, 'approval-approve');
    expect((await settled(page, 'connect')).resolved).toMatchObject({
      status: 'success',
      data: { blockchainid: accountName, network: { name: 'Arena', chainId: info.chain_id } },
    });
  });
});
