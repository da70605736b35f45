// Prize escrow in the browser with the real Arena Wallet (issue 6 §1, §5): on the organizer page's "Sign
// transaction" section the organizer signs the prize pool's transfer in the wallet, the server verifies it on
// the dev chain, and the tournament publishes; on another draft the organizer reverses the escrow and gets
// everything back. Real server, real dev chain, real extension in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ChainClient } from '../../../src/chain/index.js';
import { startPrizeOrganizer, pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import {
  createDraft,
  format,
  futureSchedule,
  mainInformation,
  saveSection,
  settings,
} from '../../api/tournaments/tournament-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import {
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  onboard,
  type WalletBrowser,
} from './extension-harness.js';
import { POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const ESCROW = 'arena.escrow';
const UOS = 100_000_000n;

describe('prize escrow with Arena Wallet', () => {
  let server: TestServer;
  let chain: ChainClient;
  let wallet: WalletBrowser;
  let organizer: Session;
  let org: LinkedWallet;
  let factoryId: string;
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = `escrow-org-${suffix}@example.com`;

  /** 30 UOS and one Uniq: the first place's 25 UOS and Uniq, the second's 5 UOS. */
  const prizes = () => ({
    rewards: [
      { ranks: { kind: 'FIRST' }, uosAmount: '25', uniqs: [{ factoryId, quantity: 1 }] },
      { ranks: { kind: 'SECOND' }, uosAmount: '5', uniqs: [] },
    ],
  });

  async function draft(name: string): Promise<string> {
    const id = await createDraft(server, organizer, 'chess', name);
    await saveSection(server, organizer, id, 'main-information', mainInformation({ name }));
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', prizes());
    return id;
  }

  async function openSignTransaction(page: Page, id: string) {
    await page.goto(`${server.baseUrl}/create-tournament/${id}?section=sign-transaction`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector('[data-testid="escrow-section"]', { visible: true, timeout: TIMEOUT });
  }

  const heldTokens = async (account: string) => (await chain.getUniqsOf(account)).map((t) => String(t.id)).sort();

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite');
    chain = new ChainClient(server.baseUrl);
    ({
      organizer,
      wallet: org,
      factoryId,
    } = await startPrizeOrganizer(
      server,
      { email, nickname: `EscrowOrg${suffix}`, password: PASSWORD, organization: `Escrow Events ${suffix}` },
      { tag: 'escrow-prize', uniqs: 2 },
    ));

    wallet = await launchWalletBrowser();
    await onboard(wallet, {
      password: 'escrow pass 1',
      accountName: org.accountName,
      importKey: org.privateKey,
      arenaNodeUrl: `${server.baseUrl}/v1/chain`,
    });
  }, 240_000);

  afterAll(async () => {
    await wallet?.close();
    await server?.close();
  });

  it('the organizer signs the escrow in the wallet from the sign transaction section, then publishes', async () => {
    const id = await draft('Escrow Open');
    const escrowBefore = await chain.getCurrencyBalance(ESCROW);
    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await signInWithPassword(page, server.baseUrl, email, PASSWORD);
    await openSignTransaction(page, id);
    await page.waitForSelector('[data-testid="escrow-sign"]', { visible: true, timeout: TIMEOUT });
    const needs = await page.$eval('[data-testid="escrow-needs"]', (element) => (element as HTMLElement).innerText);
    expect(needs).toContain('30 UOS');
    expect(needs).toContain(`1 × factory #${factoryId}`);
    expect(needs).toContain(`arena-escrow:${id}`);

    await clickTestId(page, 'escrow-sign');
    // First use on this site: the wallet asks to connect, then shows the transfers to approve.
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    const approval = await nextApproval(wallet.browser);
    const shown = await approval.evaluate(() => document.body.innerText);
    expect(shown).toContain(ESCROW);
    expect(shown).toContain(`arena-escrow:${id}`);
    await clickTestId(approval, 'approval-approve');

    // "In escrow" shows at once from the funding answer; the facts (amounts, transaction) come with the page's
    // refreshed tournament, a moment later.
    await page.waitForSelector('[data-testid="escrow-transaction"]', { visible: true, timeout: TIMEOUT });
    const view = (await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body;
    expect(view.escrow).toMatchObject({ status: 'HELD', uosAmount: '30.00000000' });
    expect(await page.$eval('[data-testid="escrow-transaction"]', (element) => element.textContent)).toBe(
      view.escrow.transactionId,
    );
    expect(await chain.getCurrencyBalance(ESCROW)).toBe(escrowBefore + 30n * UOS);
    expect(await heldTokens(ESCROW)).toEqual(expect.arrayContaining(view.escrow.uniqTokenIds));

    const publish = await page.waitForSelector('xpath///button[normalize-space(.)="Publish tournament"]', {
      visible: true,
      timeout: TIMEOUT,
    });
    await publish!.click();
    // Publishing is confirmed in the app's dialog.
    const confirm = await page.waitForSelector('xpath///div[@role="dialog"]//button[normalize-space(.)="Publish"]', {
      visible: true,
      timeout: TIMEOUT,
    });
    await confirm!.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tournament-status"]')?.textContent === 'published',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body.status).toBe('published');
    await page.close();
  });

  it('reversing the escrow from the section returns the UOS and the Uniq and resets the prize pool', async () => {
    const id = await draft('Escrow Reversed');
    const uosBefore = await chain.getCurrencyBalance(org.accountName);
    const tokensBefore = await heldTokens(org.accountName);
    // Funded directly with the key (the wallet flow is covered above).
    const described = (await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body;
    const transactionId = await pushWalletObjects(server, org, described.actions);
    expect(
      (await call(server, 'POST', `/tournaments/${id}/escrow`, { session: organizer, json: { transactionId } })).status,
    ).toBe(200);
    expect(await chain.getCurrencyBalance(org.accountName)).toBe(uosBefore - 30n * UOS);

    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.goto(`${server.baseUrl}/my-profile`, { waitUntil: 'networkidle0' });
    if (page.url().includes('/idp/')) await signInWithPassword(page, server.baseUrl, email, PASSWORD);
    await openSignTransaction(page, id);
    await clickTestId(page, 'escrow-reverse');
    await clickTestId(page, 'escrow-confirm-reverse');
    await page.waitForSelector('[data-testid="escrow-not-needed"]', { visible: true, timeout: TIMEOUT });

    const view = (await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body;
    expect(view.prizepool).toBeNull();
    expect(view.escrow.status).toBe('RETURNED');
    expect(await chain.getCurrencyBalance(org.accountName)).toBe(uosBefore);
    expect(await heldTokens(org.accountName)).toEqual(tokensBefore);
    await page.close();
  });
});
