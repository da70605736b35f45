// Gated access in the browser with the real Arena Wallet (issue 6 §5): a tournament open to holders of a Uniq
// ticket, single use of key. A player without the ticket is told "No valid ticket found!" and cannot submit;
// a player holding it clicks "Use ticket", approves the connection and the ticket's transfer in the wallet,
// registers, and the Uniq has left their wallet for the platform's; choosing "Burn the ticket" instead, the Uniq is
// burned and is nowhere on chain. Against the real server and dev chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ChainClient, issueUniqs } from '../../../src/chain/index.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, settings } from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
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
import { button, click, dialog, typeIntoDialog, POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';

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
  let holder: { session: Session } & LinkedWallet;
  let ticket: string;
  let organizer: Session;
  let org: LinkedWallet;
  const suffix = Math.random().toString(36).slice(2, 7);

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite');
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(`ga-org-${suffix}@example.com`, `GaOrg${suffix}`);
    await makeOrganizer(server, organizer, `Ticket Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');

    // The organizer's ticket collection: a factory on chain, one Uniq minted to the ticket holder.
    org = await linkWallet(server, organizer);
    factoryId = await createUniqFactory(server, org, 'ticket');
    tournamentId = await createPublished(server, organizer, {
      name: 'Ticket Holders Cup',
      settings: settings({
        accessType: 'GATED_ACCESS',
        uniqFactoryIds: [factoryId],
        uniqFactoryRule: 'AT_LEAST_ONE_FACTORY',
        singleUseOfKey: true,
      }),
    });

    const holderSession = await server.signUp(`ga-holder-${suffix}@example.com`, `Holder${suffix}`, PASSWORD);
    holder = { session: holderSession, ...(await linkWallet(server, holderSession)) };
    await push(server, org, [
      issueUniqs({
        issuer: org.accountName,
        to: holder.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 1 }],
      }),
    ]);
    ticket = String((await chain.getUniqsOf(holder.accountName))[0].id);

    wallet = await launchWalletBrowser();
    await onboard(wallet, {
      password: 'gated pass 1',
      accountName: holder.accountName,
      importKey: holder.privateKey,
      arenaNodeUrl: `${server.baseUrl}/v1/chain`,
    });
    plain = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await wallet?.close();
    await plain?.close();
    await server?.close();
  });

  it('a player without the ticket Uniq is told "No valid ticket found!" and cannot register', async () => {
    const outsider = await server.signUp(`ga-outsider-${suffix}@example.com`, `Outsider${suffix}`, PASSWORD);
    await linkWallet(server, outsider);
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
    await typeIntoDialog(page, 'Discord nickname', 'out#1234');
    await typeIntoDialog(page, 'In-game nickname', 'Outsider');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    expect(await submitDisabled(page)).toBe(true);
    const direct = await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
      session: outsider,
      json: {
        discordNickname: 'out#1234',
        gameNickname: 'Outsider',
        acceptedArenaTermsOfUse: true,
        acceptedTournamentTermsOfUse: true,
        isOldEnough: true,
      },
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

    await typeIntoDialog(page, 'Discord nickname', 'holder#1234');
    await typeIntoDialog(page, 'In-game nickname', 'Holder');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    await click(page, button('Register', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tournament-state"]')?.textContent === 'Registered',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    await page.close();

    expect(
      (await call(server, 'GET', `/tournaments/${tournamentId}`, { session: holder.session })).body.viewer.registration,
    ).toBe('REGISTERED');
    expect((await chain.getUniqsOf(holder.accountName)).map((token) => String(token.id))).not.toContain(ticket);
    const check = await call(server, 'GET', `/participants/${tournamentId}/uniq-check-gated-access`, {
      session: holder.session,
    });
    expect(check.body).toMatchObject({ hasAccess: false, ticketTokenIds: [] });
  });

  it('the ticket holder may burn the ticket instead: it admits, and the Uniq is gone from the chain', async () => {
    const burnCup = await createPublished(server, organizer, {
      name: 'Ticket Burners Cup',
      settings: settings({
        accessType: 'GATED_ACCESS',
        uniqFactoryIds: [factoryId],
        uniqFactoryRule: 'AT_LEAST_ONE_FACTORY',
        singleUseOfKey: true,
      }),
    });
    await push(server, org, [
      issueUniqs({
        issuer: org.accountName,
        to: holder.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 1 }],
        memo: 'second ticket',
      }),
    ]);
    const [second] = (await chain.getUniqsOf(holder.accountName)).map((token) => String(token.id));
    expect(second).toBeDefined();
    const platformAccount = (
      await call(server, 'GET', `/participants/${burnCup}/uniq-check-gated-access`, { session: holder.session })
    ).body.consumeActions[0].data.transfer.to;

    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.goto(`${server.baseUrl}/tournaments/${burnCup}`, { waitUntil: 'networkidle0' });
    await click(page, button('Register'));
    await page.waitForSelector('[data-testid="ticket-found"]', { visible: true, timeout: TIMEOUT });
    expect(await dialogText(page)).toContain(`#${second}`);
    // Giving it to Arena is the default; burning is the other choice.
    expect(
      await page.$eval('[data-testid="ticket-use-transfer"]', (input) => (input as HTMLInputElement).checked),
    ).toBe(true);
    await page.click('[data-testid="ticket-use-burn"]');
    await click(page, button('Burn ticket', dialog));
    // The site is connected already: the wallet only asks to sign the burn.
    const approval = await nextApproval(wallet.browser);
    const shown = await approval.evaluate(() => document.body.innerText);
    expect(shown).toContain('burn');
    expect(shown).toContain(`arena-ticket:${burnCup}`);
    await clickTestId(approval, 'approval-approve');
    await page.waitForSelector('[data-testid="ticket-used"]', { visible: true, timeout: TIMEOUT });

    await typeIntoDialog(page, 'Discord nickname', 'holder#1234');
    await typeIntoDialog(page, 'In-game nickname', 'Holder');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    await click(page, button('Register', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tournament-state"]')?.textContent === 'Registered',
      { timeout: TIMEOUT, polling: POLL_MS },
    );

    expect(
      (await call(server, 'GET', `/tournaments/${burnCup}`, { session: holder.session })).body.viewer.registration,
    ).toBe('REGISTERED');
    // Burned: neither in the holder's wallet nor handed to the platform.
    expect((await chain.getUniqsOf(holder.accountName)).map((token) => String(token.id))).not.toContain(second);
    expect((await chain.getUniqsOf(platformAccount)).map((token) => String(token.id))).not.toContain(second);
    expect((await chain.getUniqsOf(platformAccount)).map((token) => String(token.id))).toContain(ticket);
  });
});
