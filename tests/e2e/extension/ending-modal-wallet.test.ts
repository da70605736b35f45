// The ending modal with the real Arena Wallet (SPEC §2, §4): a duel with a really escrowed prize pool (5 UOS
// and a Uniq) ends and the distribution pays the champion. The champion signs in, the modal greets them with
// the cash card and the Uniq card linking to the very token on the marketplace; they close it, find the Uniq
// in the wallet popup, and the modal does not come back after a reload. Against the real server and dev chain,
// on a ManualClock (the distribution phase is 15 minutes after the rounds end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ChainClient } from '../../../src/chain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { linkWallet, startPrizeOrganizer, type LinkedWallet } from '../../support/wallet-kit.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { userId } from '../../api/teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, reportWin } from '../../api/matches/play-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { ensureExtensionBuilt, launchWalletBrowser, onboard, type WalletBrowser } from './extension-harness.js';
import { POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const MODAL = '[data-testid="ending-modal"]';
const MINUTE = 60_000;

describe('the ending modal and the prize in Arena Wallet', () => {
  const clock = new ManualClock();
  const suffix = Math.random().toString(36).slice(2, 7);
  let server: TestServer;
  let wallet: WalletBrowser;
  let popup: Page;
  let factoryId: string;
  let tournamentId: string;
  let champion: { email: string; session: Session } & LinkedWallet;
  let token: string;

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite', {}, { clock });
    const prizeOrganizer = await startPrizeOrganizer(
      server,
      {
        email: `emw-org-${suffix}@example.com`,
        nickname: `EmwOrg${suffix}`,
        organization: `Wallet Prize Events ${suffix}`,
      },
      { tag: 'ending-wallet', uniqs: 2 },
    );
    const { organizer, wallet: org } = prizeOrganizer;
    factoryId = prizeOrganizer.factoryId;

    const players: { email: string; session: Session; id: string; wallet: LinkedWallet }[] = [];
    for (let i = 0; i < 2; i++) {
      const email = `emw-p${i}-${suffix}@example.com`;
      const session = await server.signUp(email, `EmwP${i}${suffix}`, PASSWORD);
      players.push({ email, session, id: await userId(server, session), wallet: await linkWallet(server, session) });
    }

    const t = await publishPlayable(server, organizer, clock, {
      name: 'Wallet Prize Cup',
      rounds: 1,
      format: { bestOf: [1] },
      prizes: {
        wallet: org,
        prizepool: { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '5', uniqs: [{ factoryId, quantity: 1 }] }] },
      },
    });
    tournamentId = t.id;
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    clock.set(at.roundStarted(t.t0, 0));
    const b = await brackets(server, tournamentId, organizer);
    const match = b.matches.find((m) => m.roundIndex === 0)!;
    const seeds = match.sides.map((side) => side.seed!);
    const winner = Math.min(...seeds);
    const playerOf = (seed: number) =>
      players.find((p) => p.id === b.entrants.find((e) => e.seed === seed)!.captainId)!;
    for (const seed of seeds)
      expect((await reportWin(server, tournamentId, match, playerOf(seed).session, seed, winner)).status).toBe(200);
    await server.runDueWork();
    const won = playerOf(winner);
    champion = { email: won.email, session: won.session, ...won.wallet };
    // The distribution pays the champion.
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    const owned = await new ChainClient(server.baseUrl).getUniqsOf(champion.accountName);
    expect(owned).toHaveLength(1);
    token = String(owned[0].id);

    wallet = await launchWalletBrowser();
    popup = await onboard(wallet, {
      password: 'ending pass 1',
      accountName: champion.accountName,
      importKey: champion.privateKey,
      arenaNodeUrl: `${server.baseUrl}/v1/chain`,
    });
  }, 300_000);

  afterAll(async () => {
    await wallet?.close();
    await server?.close();
  });

  it('the champion closes the modal, finds the Uniq in the wallet, and the modal does not come back', async () => {
    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signInWithPassword(page, server.baseUrl, champion.email, PASSWORD);
    await page.waitForSelector(MODAL, { timeout: TIMEOUT });
    const cards = await page.$$eval('[data-testid="reward-card"]', (elements) =>
      elements.map((el) => [(el as HTMLElement).dataset.kind, el.getAttribute('href')]),
    );
    expect(cards).toEqual([
      ['cash', null],
      ['uniq', `https://uniq.ultra.io/uniq/${token}`],
    ]);
    await page.click('div[role="dialog"] button[aria-label="Close"]');
    await page.waitForFunction(
      (css: string) => !document.querySelector(css),
      { timeout: TIMEOUT, polling: POLL_MS },
      MODAL,
    );

    await popup.bringToFront();
    await popup.reload();
    await popup.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('[data-testid="uniq"]')].some((el) => el.textContent?.includes(text)),
      { polling: 200, timeout: TIMEOUT },
      `Factory #${factoryId}`,
    );

    await page.bringToFront();
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector('main h1', { timeout: TIMEOUT });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.$(MODAL)).toBeNull();
  });
});
