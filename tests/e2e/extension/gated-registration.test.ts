// Gated access in the browser with the real Arena Wallet (issue 6 §5): a tournament open to holders of a Uniq
// ticket, single use of key. A player without the ticket is told "No valid ticket found!" and cannot submit;
// a player holding it clicks "Use ticket", approves the connection and the ticket's transfer in the wallet,
// registers, and the Uniq has left their wallet for the platform's; choosing "Burn the ticket" instead, the Uniq is
// burned and is nowhere on chain. Against the real server and dev chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ChainClient, createFactory, generateKeyPair, issueUniqs, signMessage, transact } from '../../../src/chain/index.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, settings } from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { clickTestId, ensureExtensionBuilt, launchWalletBrowser, nextApproval, onboard, type WalletBrowser } from './extension-harness.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const dialog = '//div[@role="dialog"]';
const button = (label: string, within = '') => `${within}//button[normalize-space(.)="${label}"]`;

async function click(page: Page, xpath: string) {
  const element = await page.waitForSelector(`xpath/${xpath}`, { visible: true, timeout: TIMEOUT });
  await element!.click();
}

async function typeInto(page: Page, label: string, value: string) {
  const input = await page.waitForSelector(`xpath/${dialog}//label[normalize-space(.)="${label}"]/following::input[1]`, { visible: true, timeout: TIMEOUT });
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}

const tick = (page: Page, name: string) => page.click(`div[role="dialog"] input[name="${name}"]`);
const dialogText = (page: Page) => page.$eval('div[role="dialog"]', (element) => (element as HTMLElement).innerText);
const submitDisabled = (page: Page) =>
  page.$eval(`xpath/${button('Register', dialog)}`, (element) => (element as HTMLButtonElement).disabled);

describe('gated registration with Arena Wallet', () => {
  let server: TestServer;
  let chain: ChainClient;
  let wallet: WalletBrowser;
  let plain: TestBrowser;
  let tournamentId: string;
  let factoryId: string;
  let holder: { session: Session; account: string; privateKey: string };
  let ticket: string;
  let organizer: Session;
  let org: { account: string; privateKey: string };
  const suffix = Math.random().toString(36).slice(2, 7);

  /** A chain account for a fresh key, linked to the session's Arena account by a signed challenge. */
  async function linkedWallet(session: Session) {
    const key = await generateKeyPair();
    const created = await call(server, 'POST', '/chain/accounts', { session, json: { publicKey: key.publicKey } });
    const { message } = (await call(server, 'POST', '/wallet/link-challenge', { session })).body;
    const linked = await call(server, 'POST', '/wallet/link', { session, json: { accountName: created.body.accountName, signature: signMessage(key.privateKey, message) } });
    expect(linked.status).toBe(200);
    return { account: created.body.accountName as string, privateKey: key.privateKey };
  }

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite');
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(`ga-org-${suffix}@example.com`, `GaOrg${suffix}`);
    await makeOrganizer(server, organizer, `Ticket Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');

    // The organizer's ticket collection: a factory on chain, one Uniq minted to the ticket holder.
    org = await linkedWallet(organizer);
    await transact({
      rpcUrl: server.baseUrl,
      actions: [createFactory({ assetCreator: org.account, assetManager: org.account, factoryUri: 'https://arena.example/ticket.json', defaultTokenUri: 'https://arena.example/t.json' })],
      privateKeys: [org.privateKey],
      broadcast: true,
    });
    const factories = await chain.getTableRows<{ id: number | string }>({ code: 'eosio.nft.ft', scope: 'eosio.nft.ft', table: 'factory.b', limit: 100 });
    factoryId = String(factories.rows.at(-1)!.id);
    tournamentId = await createPublished(server, organizer, {
      name: 'Ticket Holders Cup',
      settings: settings({ accessType: 'GATED_ACCESS', uniqFactoryIds: [factoryId], uniqFactoryRule: 'AT_LEAST_ONE_FACTORY', singleUseOfKey: true }),
    });

    const holderSession = await server.signUp(`ga-holder-${suffix}@example.com`, `Holder${suffix}`, PASSWORD);
    holder = { session: holderSession, ...(await linkedWallet(holderSession)) };
    await transact({
      rpcUrl: server.baseUrl,
      actions: [issueUniqs({ issuer: org.account, to: holder.account, tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 1 }] })],
      privateKeys: [org.privateKey],
      broadcast: true,
    });
    ticket = String((await chain.getUniqsOf(holder.account))[0].id);

    wallet = await launchWalletBrowser();
    await onboard(wallet, { password: 'gated pass 1', accountName: holder.account, importKey: holder.privateKey, arenaNodeUrl: `${server.baseUrl}/v1/chain` });
    plain = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await wallet?.close();
    await plain?.close();
    await server?.close();
  });

  it('a player without the ticket Uniq is told "No valid ticket found!" and cannot register', async () => {
    const outsider = await server.signUp(`ga-outsider-${suffix}@example.com`, `Outsider${suffix}`, PASSWORD);
    await linkedWallet(outsider);
    const context = await plain.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await signInWithPassword(page, server.baseUrl, `ga-outsider-${suffix}@example.com`, PASSWORD);
    await page.goto(`${server.baseUrl}/tournaments/${tournamentId}`, { waitUntil: 'networkidle0' });
    await click(page, button('Register'));
    await page.waitForSelector('[data-testid="no-ticket"]', { visible: true, timeout: TIMEOUT });
    const text = await dialogText(page);
    expect(text).toContain('No valid ticket found!');
    expect(text).toContain(`#${factoryId}`);
    expect(await page.$(`xpath/${button('Use ticket', dialog)}`)).toBeNull();

    // Even with the form filled in, submit stays off; and the server says the same to a direct call.
    await typeInto(page, 'Discord nickname', 'out#1234');
    await typeInto(page, 'In-game nickname', 'Outsider');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    expect(await submitDisabled(page)).toBe(true);
    const direct = await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
      session: outsider,
      json: { discordNickname: 'out#1234', gameNickname: 'Outsider', acceptedArenaTermsOfUse: true, acceptedTournamentTermsOfUse: true, isOldEnough: true },
    });
    expect(direct.status).toBe(403);
    expect(direct.body.message).toBe('NO-VALID-TICKET');
    await context.close();
  });

  it('the ticket holder uses the ticket in the wallet and gets in; the Uniq goes to the platform', async () => {
    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await signInWithPassword(page, server.baseUrl, `ga-holder-${suffix}@example.com`, PASSWORD);
    await page.goto(`${server.baseUrl}/tournaments/${tournamentId}`, { waitUntil: 'networkidle0' });
    await click(page, button('Register'));
    await page.waitForSelector('[data-testid="ticket-found"]', { visible: true, timeout: TIMEOUT });
    expect(await dialogText(page)).toContain(`#${ticket}`);
    expect(await submitDisabled(page)).toBe(true);

    await click(page, button('Use ticket', dialog));
    // First use on this site: the wallet asks to connect it, then to sign the transfer.
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    const approval = await nextApproval(wallet.browser);
    const shown = await approval.evaluate(() => document.body.innerText);
    expect(shown).toContain('eosio.nft.ft');
    expect(shown).toContain(`arena-ticket:${tournamentId}`);
    await clickTestId(approval, 'approval-approve');
    await page.waitForSelector('[data-testid="ticket-used"]', { visible: true, timeout: TIMEOUT });
    expect(await submitDisabled(page)).toBe(false);

    await typeInto(page, 'Discord nickname', 'holder#1234');
    await typeInto(page, 'In-game nickname', 'Holder');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    await click(page, button('Register', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid="tournament-state"]')?.textContent === 'Registered', { timeout: TIMEOUT });
    await page.close();

    expect((await call(server, 'GET', `/tournaments/${tournamentId}`, { session: holder.session })).body.viewer.registration).toBe('REGISTERED');
    expect((await chain.getUniqsOf(holder.account)).map((token) => String(token.id))).not.toContain(ticket);
    const check = await call(server, 'GET', `/participants/${tournamentId}/uniq-check-gated-access`, { session: holder.session });
    expect(check.body).toMatchObject({ hasAccess: false, ticketTokenIds: [] });
  });

  it('the ticket holder may burn the ticket instead: it admits, and the Uniq is gone from the chain', async () => {
    const burnCup = await createPublished(server, organizer, {
      name: 'Ticket Burners Cup',
      settings: settings({ accessType: 'GATED_ACCESS', uniqFactoryIds: [factoryId], uniqFactoryRule: 'AT_LEAST_ONE_FACTORY', singleUseOfKey: true }),
    });
    await transact({
      rpcUrl: server.baseUrl,
      actions: [issueUniqs({ issuer: org.account, to: holder.account, tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 1 }], memo: 'second ticket' })],
      privateKeys: [org.privateKey],
      broadcast: true,
    });
    const [second] = (await chain.getUniqsOf(holder.account)).map((token) => String(token.id));
    expect(second).toBeDefined();
    const platformAccount = (await call(server, 'GET', `/participants/${burnCup}/uniq-check-gated-access`, { session: holder.session })).body.consumeActions[0].data.transfer.to;

    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.goto(`${server.baseUrl}/tournaments/${burnCup}`, { waitUntil: 'networkidle0' });
    await click(page, button('Register'));
    await page.waitForSelector('[data-testid="ticket-found"]', { visible: true, timeout: TIMEOUT });
    expect(await dialogText(page)).toContain(`#${second}`);
    // Giving it to Arena is the default; burning is the other choice.
    expect(await page.$eval('[data-testid="ticket-use-transfer"]', (input) => (input as HTMLInputElement).checked)).toBe(true);
    await page.click('[data-testid="ticket-use-burn"]');
    await click(page, button('Burn ticket', dialog));
    // The site is connected already: the wallet only asks to sign the burn.
    const approval = await nextApproval(wallet.browser);
    const shown = await approval.evaluate(() => document.body.innerText);
    expect(shown).toContain('burn');
    expect(shown).toContain(`arena-ticket:${burnCup}`);
    await clickTestId(approval, 'approval-approve');
    await page.waitForSelector('[data-testid="ticket-used"]', { visible: true, timeout: TIMEOUT });

    await typeInto(page, 'Discord nickname', 'holder#1234');
    await typeInto(page, 'In-game nickname', 'Holder');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    await click(page, button('Register', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid="tournament-state"]')?.textContent === 'Registered', { timeout: TIMEOUT });

    expect((await call(server, 'GET', `/tournaments/${burnCup}`, { session: holder.session })).body.viewer.registration).toBe('REGISTERED');
    // Burned: neither in the holder's wallet nor handed to the platform.
    expect((await chain.getUniqsOf(holder.account)).map((token) => String(token.id))).not.toContain(second);
    expect((await chain.getUniqsOf(platformAccount)).map((token) => String(token.id))).not.toContain(second);
    expect((await chain.getUniqsOf(platformAccount)).map((token) => String(token.id))).toContain(ticket);
  });
});
