// Prize escrow in the browser with the real Arena Wallet (issue 6 §1, §5): on the organizer page's "Sign
// transaction" section the organizer signs the prize pool's transfer in the wallet, the server verifies it on
// the dev chain, and the tournament publishes; on another draft the organizer reverses the escrow and gets
// everything back. Real server, real dev chain, real extension in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ChainClient, createFactory, generateKeyPair, issueUniqs, signMessage, transact, type ActionInput } from '../../../src/chain/index.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createDraft, format, futureSchedule, mainInformation, makeOrganizer, saveSection, settings } from '../../api/tournaments/tournament-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { clickTestId, ensureExtensionBuilt, launchWalletBrowser, nextApproval, onboard, type WalletBrowser } from './extension-harness.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const ESCROW = 'arena.escrow';
const UOS = 100_000_000n;

describe('prize escrow with Arena Wallet', () => {
  let server: TestServer;
  let chain: ChainClient;
  let wallet: WalletBrowser;
  let organizer: Session;
  let org: { account: string; privateKey: string };
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
    await page.goto(`${server.baseUrl}/create-tournament/${id}?section=sign-transaction`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="escrow-section"]', { visible: true, timeout: TIMEOUT });
  }

  const heldTokens = async (account: string) => (await chain.getUniqsOf(account)).map((t) => String(t.id)).sort();

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite');
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(email, `EscrowOrg${suffix}`, PASSWORD);
    await makeOrganizer(server, organizer, `Escrow Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');

    const key = await generateKeyPair();
    const created = await call(server, 'POST', '/chain/accounts', { session: organizer, json: { publicKey: key.publicKey } });
    const { message } = (await call(server, 'POST', '/wallet/link-challenge', { session: organizer })).body;
    const linked = await call(server, 'POST', '/wallet/link', { session: organizer, json: { accountName: created.body.accountName, signature: signMessage(key.privateKey, message) } });
    expect(linked.status).toBe(200);
    org = { account: created.body.accountName, privateKey: key.privateKey };
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    const push = (actions: ActionInput[]) => transact({ rpcUrl: server.baseUrl, actions, privateKeys: [org.privateKey], broadcast: true });
    await push([createFactory({ assetCreator: org.account, assetManager: org.account, factoryUri: 'https://arena.example/prize.json', defaultTokenUri: 'https://arena.example/p.json' })]);
    const factories = await chain.getTableRows<{ id: number | string; asset_manager: string }>({ code: 'eosio.nft.ft', scope: 'eosio.nft.ft', table: 'factory.b', limit: 100 });
    factoryId = String(factories.rows.find((f) => f.asset_manager === org.account)!.id);
    await push([issueUniqs({ issuer: org.account, to: org.account, tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 2 }] })]);

    wallet = await launchWalletBrowser();
    await onboard(wallet, { password: 'escrow pass 1', accountName: org.account, importKey: org.privateKey, arenaNodeUrl: `${server.baseUrl}/v1/chain` });
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
    expect(needs).toContain('30.00000000 UOS');
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

    await page.waitForSelector('[data-testid="escrow-held"]', { visible: true, timeout: TIMEOUT });
    const view = (await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body;
    expect(view.escrow).toMatchObject({ status: 'HELD', uosAmount: '30.00000000' });
    expect(await page.$eval('[data-testid="escrow-transaction"]', (element) => element.textContent)).toBe(view.escrow.transactionId);
    expect(await chain.getCurrencyBalance(ESCROW)).toBe(escrowBefore + 30n * UOS);
    expect(await heldTokens(ESCROW)).toEqual(expect.arrayContaining(view.escrow.uniqTokenIds));

    const publish = await page.waitForSelector('xpath///button[normalize-space(.)="Publish tournament"]', { visible: true, timeout: TIMEOUT });
    await publish!.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="tournament-status"]')?.textContent === 'published', { timeout: TIMEOUT });
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body.status).toBe('published');
    await page.close();
  });

  it('reversing the escrow from the section returns the UOS and the Uniq and resets the prize pool', async () => {
    const id = await draft('Escrow Reversed');
    const uosBefore = await chain.getCurrencyBalance(org.account);
    const tokensBefore = await heldTokens(org.account);
    // Funded directly with the key (the wallet flow is covered above).
    const described = (await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body;
    const actions: ActionInput[] = described.actions.map((a: { contract: string; action: string; data: Record<string, unknown> }) => ({
      account: a.contract,
      name: a.action,
      authorization: [{ actor: org.account, permission: 'active' }],
      data: a.data,
    }));
    const { transactionId } = await transact({ rpcUrl: server.baseUrl, actions, privateKeys: [org.privateKey], broadcast: true });
    expect((await call(server, 'POST', `/tournaments/${id}/escrow`, { session: organizer, json: { transactionId } })).status).toBe(200);
    expect(await chain.getCurrencyBalance(org.account)).toBe(uosBefore - 30n * UOS);

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
    expect(await chain.getCurrencyBalance(org.account)).toBe(uosBefore);
    expect(await heldTokens(org.account)).toEqual(tokensBefore);
    await page.close();
  });
});
