// Arena Wallet with the Arena web app, as two people use them: a player and an organizer each create a
// wallet, get a dev-chain account for its key, connect and link it from their profile (signMessage), and
// the player receives demo UOS. The organizer then creates a Uniq factory from Your Organization (create.b
// signed in the wallet) and mints one to the player, who finds it in the wallet popup.
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signInWithPassword, DEMO_ACCOUNTS } from '../support/sign-in.js';
import {
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  typeInto,
  type WalletBrowser,
} from './extension-harness.js';

interface Person {
  wallet: WalletBrowser;
  popup: Page;
  app: Page;
  account: string;
}

async function clickButton(page: Page, label: string) {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space(.)="${label}" and not(@disabled)]`, {
    visible: true,
    timeout: 20_000,
  });
  await button!.click();
}

const textIn = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}"]`, (el) => el.textContent ?? '');

/** New wallet in the popup, stopped at the account step: returns the public key it shows. */
async function createWallet(wallet: WalletBrowser): Promise<{ popup: Page; publicKey: string }> {
  const popup = await wallet.browser.newPage();
  await popup.goto(wallet.popupUrl);
  await popup.waitForSelector('[data-testid="onboarding"]');
  await typeInto(popup, 'input[name="password"]', 'journey password 1');
  await typeInto(popup, 'input[name="confirm"]', 'journey password 1');
  await clickTestId(popup, 'onboarding-submit');
  await popup.waitForSelector('[data-testid="backup-private-key"]');
  await clickTestId(popup, 'backup-confirm');
  await clickTestId(popup, 'backup-done');
  await popup.waitForSelector('[data-testid="account-setup"]');
  return { popup, publicKey: (await textIn(popup, 'public-key')).trim() };
}

// Points the built-in "Arena" network at this server (the build default is localhost:3000).
async function setArenaNode(popup: Page, url: string) {
  await clickTestId(popup, 'tab-settings');
  await typeInto(popup, 'input[name="arenaNodeUrl"]', url);
  await clickTestId(popup, 'arena-url-save');
  await popup.waitForFunction(
    (u) =>
      [...document.querySelectorAll('[data-testid="network-settings"] li')].some((li) => li.textContent?.includes(u)),
    { polling: 100 },
    url,
  );
  await clickTestId(popup, 'tab-home');
}

/** Signs in to Arena, creates the chain account for the wallet key, finds it in the wallet, connects and links. */
async function linkWalletThroughArena(
  server: ServerProcess,
  wallet: WalletBrowser,
  credentials: { email: string; password: string },
): Promise<Person> {
  const { popup, publicKey } = await createWallet(wallet);
  expect(publicKey).toMatch(/^PUB_K1_/);

  const app = await wallet.browser.newPage();
  await app.setViewport({ width: 1366, height: 900 });
  await signInWithPassword(app, server.url, credentials.email, credentials.password, '/my-profile');
  await app.goto(`${server.url}/my-profile?tab=user-info`, { waitUntil: 'networkidle0' });
  await app.waitForSelector('[data-testid="wallet-panel"]');
  await app.type('input[name="publicKey"]', publicKey);
  await clickButton(app, 'Create my chain account');
  await app.waitForSelector('[data-testid="created-account"]', { timeout: 20_000 });
  const account = (await textIn(app, 'created-account')).trim();
  expect(account).toMatch(/^ar[a-z1-5]{10}$/);

  // The wallet records the account Arena created for its key (typed in; finding it by key is covered by
  // the wallet's own suite and needs the node setting, which comes after this step).
  await popup.bringToFront();
  await typeInto(popup, 'input[name="accountName"]', account);
  await clickTestId(popup, 'account-save');
  await popup.waitForSelector('[data-testid="tab-settings"]', { timeout: 20_000 });
  await setArenaNode(popup, server.url);

  await app.bringToFront();
  await clickButton(app, 'Connect wallet');
  await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
  await app.waitForFunction(
    (name) => document.querySelector('[data-testid="connected-account"]')?.textContent === name,
    { polling: 100, timeout: 20_000 },
    account,
  );

  await clickButton(app, 'Link this wallet');
  const signApproval = await nextApproval(wallet.browser);
  expect(await signApproval.evaluate(() => document.body.innerText)).toContain('Link this wallet to the Arena account');
  await clickTestId(signApproval, 'approval-approve');
  await app.waitForFunction(
    (name) => document.querySelector('[data-testid="linked-wallet"]')?.textContent === name,
    { polling: 100, timeout: 20_000 },
    account,
  );
  return { wallet, popup, app, account };
}

describe('Arena Wallet with the Arena web app', () => {
  let server: ServerProcess;
  let player: Person;
  let organizer: Person;
  const wallets: WalletBrowser[] = [];

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startServerProcess({ demoData: true });
    wallets.push(await launchWalletBrowser(), await launchWalletBrowser());
  });
  afterAll(async () => {
    for (const wallet of wallets) await wallet.close();
    await server?.close();
  });

  it('a player links a new wallet from the profile and receives demo UOS', async () => {
    player = await linkWalletThroughArena(server, wallets[0], DEMO_ACCOUNTS.player);
    const me = await player.app.evaluate(async () => {
      const response = await fetch('/api/v1/users/current', {
        headers: { authorization: `Bearer ${localStorage.getItem('authorization')}` },
      });
      return response.json();
    });
    expect(me.walletId).toBe(player.account);

    await clickButton(player.app, 'Get demo UOS');
    await player.app.waitForFunction(
      () => document.querySelector('[data-testid="wallet-balance"]')?.textContent === '1000 UOS',
      { polling: 200, timeout: 20_000 },
    );
    await player.popup.bringToFront();
    await player.popup.waitForFunction(
      // The wallet shows the chain's exact asset text (as its approvals do); the web app reads it as people do.
      () => document.querySelector('[data-testid="balance"]')?.textContent === '1000.00000000 UOS',
      { polling: 200, timeout: 20_000 },
    );
  });

  it('an organizer creates a Uniq factory in Your Organization and mints one to the player, who sees it in the popup', async () => {
    organizer = await linkWalletThroughArena(server, wallets[1], DEMO_ACCOUNTS.organizer);
    const app = organizer.app;
    await app.goto(`${server.url}/my-organization?tab=my-uniqs`, { waitUntil: 'networkidle0' });
    await app.waitForSelector('[data-testid="create-factory-form"]', { timeout: 20_000 });
    await app.type('input[name="name"]', 'Season Ticket');
    await app.type('input[name="subname"]', 'Gold');
    await app.type('input[name="maxMintableTokens"]', '50');
    const folder = await mkdtemp(join(tmpdir(), 'arena-uniq-'));
    const square = join(folder, 'square.png');
    await writeFile(
      square,
      await sharp({ create: { width: 256, height: 256, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    );
    const input = await app.$('input[type=file][name="square"]');
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(square);
    await clickButton(app, 'Create factory');

    const createApproval = await nextApproval(organizer.wallet.browser);
    const shown = await createApproval.evaluate(() => document.body.innerText);
    expect(shown).toContain('create.b');
    expect(shown).toContain('eosio.nft.ft');
    await clickTestId(createApproval, 'approval-approve');
    await app.waitForFunction(() => document.body.innerText.includes('is on chain.'), {
      polling: 200,
      timeout: 30_000,
    });
    await app.waitForSelector('[data-testid="uniq-factory"]');
    expect(await textIn(app, 'minted-count')).toBe('0');

    await app.waitForSelector('[data-testid="mint-form"]');
    await typeInto(app, 'input[name="mintTo"]', player.account);
    await clickButton(app, 'Mint');
    const mintApproval = await nextApproval(organizer.wallet.browser);
    expect(await mintApproval.evaluate(() => document.body.innerText)).toContain(player.account);
    await clickTestId(mintApproval, 'approval-approve');
    await app.waitForFunction(() => document.querySelector('[data-testid="minted-count"]')?.textContent === '1', {
      polling: 200,
      timeout: 30_000,
    });

    await player.popup.bringToFront();
    await player.popup.reload();
    await player.popup.waitForFunction(
      () => document.querySelector('[data-testid="uniq-name"]')?.textContent === 'Season Ticket',
      { polling: 200, timeout: 30_000 },
    );
    const uniq = await player.popup.$eval('[data-testid="uniq"]', (el) => ({
      text: el.textContent ?? '',
      image: el.querySelector('img')?.getAttribute('src') ?? '',
    }));
    expect(uniq.text).toContain('Serial #1');
    expect(uniq.image).toContain('/uploads/uniqs/');
  });
});
