// Issue 13 §4's browser journey with the real Arena Wallet: a POINTS leaderboard with an escrowed prize pool
// (20 UOS and a Uniq for the first place, 5 UOS for the second) is fed by two Swiss cups that are played out
// through the API; the standings appear on its page; the organizer ends it and sends the rewards from the
// administration, and sees every payment confirmed; the leaderboard's winner finds the Uniq and the "Arena
// prize" transfer in the wallet popup. Real server, dev chain and extension; a ManualClock for the cups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient } from '../../../src/chain/index.js';
import type { LeaderboardStandings } from '../../../src/contract/leaderboards.js';
import { ManualClock } from '../../support/manual-clock.js';
import { linkWallet, startPrizeOrganizer, type LinkedWallet } from '../../support/wallet-kit.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { HOUR, playBetterSeedWins, publishPlayable, registerAndCheckIn } from '../../api/matches/play-kit.js';
import { escrowLeaderboardPrizes } from '../../api/leaderboards/leaderboard-kit.js';
import { button, click, dialog } from '../support/page-actions.js';
import { screenshots, waitForText } from '../support/journey-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { ensureExtensionBuilt, launchWalletBrowser, onboard, type WalletBrowser } from './extension-harness.js';

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-battery';
const PLAYERS = 4;

describe('leaderboard rewards in Arena Wallet', () => {
  // Two cups of about five hours each are played before anyone signs in: the clock starts that far back.
  const clock = new ManualClock(Date.now() - 12 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  const organizerEmail = `lrw-org-${suffix}@example.com`;
  let server: TestServer;
  let wallet: WalletBrowser;
  let factoryId: string;
  let leaderboardId: string;
  let winner: { nickname: string; points: number } & LinkedWallet;

  beforeAll(async () => {
    ensureExtensionBuilt();
    await ensureWebBuild();
    server = await startTestServer('pglite', {}, { clock });
    const prizeOrganizer = await startPrizeOrganizer(
      server,
      {
        email: organizerEmail,
        nickname: `LrwOrg${suffix}`,
        password: PASSWORD,
        organization: `Season Prize Events ${suffix}`,
      },
      { tag: 'season-wallet', uniqs: 1 },
    );
    const { organizer, wallet: org } = prizeOrganizer;
    factoryId = prizeOrganizer.factoryId;
    const players: { session: Session; id: string; nickname: string; wallet: LinkedWallet }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const nickname = `LrwP${i}${suffix}`;
      const session = await server.signUp(`lrw-p${i}-${suffix}@example.com`, nickname);
      players.push({ session, nickname, id: await userId(server, session), wallet: await linkWallet(server, session) });
    }

    // The leaderboard: placement points, the prize pool escrowed from the organizer's wallet, published.
    const created = await call(server, 'POST', '/leaderboards', {
      session: organizer,
      json: { name: `Prize Season ${suffix}`, kind: 'POINTS' },
    });
    leaderboardId = created.body.id;
    const saved = await call(server, 'PUT', `/leaderboards/${leaderboardId}`, {
      session: organizer,
      json: {
        name: `Prize Season ${suffix}`,
        subname: 'Two cups',
        disciplineCode: 'chess',
        pointsSource: 'PLACEMENT_SCALE',
        pointsScale: [
          { startRank: 1, endRank: 1, points: 10 },
          { startRank: 2, endRank: 2, points: 6 },
          { startRank: 3, endRank: 4, points: 3 },
        ],
        ties: false,
        tieBreak: 'CHECK_IN_DATE',
        tieBreakReason: null,
        prizepool: {
          rewards: [
            { id: 'first', ranks: { kind: 'FIRST' }, uosAmount: '20', uniqs: [{ factoryId, quantity: 1 }] },
            { id: 'second', ranks: { kind: 'SECOND' }, uosAmount: '5', uniqs: [] },
          ],
        },
        privateAccess: false,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await escrowLeaderboardPrizes(server, organizer, org, leaderboardId)).status).toBe(200);
    expect((await call(server, 'POST', `/leaderboards/${leaderboardId}/publish`, { session: organizer })).status).toBe(
      200,
    );

    // Two Swiss cups feed it and are played out (the better seed wins every match).
    for (const cup of ['Autumn', 'Winter']) {
      const t = await publishPlayable(server, organizer, clock, {
        rounds: 2,
        name: `${cup} Cup ${suffix}`,
        leaderboardId,
        format: { format: 'SWISS_SYSTEM', numberOfRounds: 2, maxParticipants: PLAYERS },
      });
      await registerAndCheckIn(
        server,
        clock,
        t,
        players.map((p) => p.session),
      );
      expect((await playBetterSeedWins(server, clock, t, players, 2, organizer)).finished).toBe(true);
    }
    const standings = await call<LeaderboardStandings>(server, 'GET', `/leaderboards/${leaderboardId}/standings`);
    const first = players.find((p) => p.id === standings.body.rows[0].userId)!;
    winner = { nickname: first.nickname, points: standings.body.rows[0].points, ...first.wallet };

    wallet = await launchWalletBrowser();
  }, 600_000);

  afterAll(async () => {
    await wallet?.close();
    await server?.close();
  });

  it('the organizer ends the leaderboard and sends its rewards; the winner finds them in the wallet', async () => {
    const page = await wallet.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signInWithPassword(page, server.baseUrl, organizerEmail, PASSWORD);

    // The standings of both cups are on the leaderboard's page, the winner on top with their points.
    await page.goto(`${server.baseUrl}/leaderboards/${leaderboardId}`);
    await waitForText(page, 'table tbody tr:first-child', winner.nickname);
    expect(await page.$eval('table tbody tr:first-child', (row) => row.textContent)).toContain(String(winner.points));

    // The administration: End (confirmed), then Send rewards; every payment is confirmed on chain.
    await page.goto(`${server.baseUrl}/create-leaderboard/${leaderboardId}`);
    await waitForText(
      page,
      '[data-testid="leaderboard-rewards"]',
      'The prizes can be sent once the leaderboard has ended.',
    );
    await click(page, button('End leaderboard'));
    await click(page, button('End leaderboard', dialog));
    await page.waitForSelector('[data-testid="leaderboard-send-all"]', { visible: true, timeout: TIMEOUT });
    await page.click('[data-testid="leaderboard-send-all"]');
    await waitForText(page, '[data-testid="leaderboard-rewards"]', 'Every prize has been sent.');
    const payments = await page.$$eval('[data-testid="leaderboard-payment"]', (rows) => rows.map((r) => r.textContent));
    // The winner's UOS and Uniq, the runner-up's UOS.
    expect(payments).toHaveLength(3);
    expect(payments.every((text) => text?.includes('Confirmed'))).toBe(true);
    expect(payments.filter((text) => text?.includes(winner.nickname))).toHaveLength(2);
    await screenshots(page, 'leaderboard-rewards-sent');
    expect(await new ChainClient(server.baseUrl).getCurrencyBalance(winner.accountName)).toBeGreaterThanOrEqual(
      20_00000000n,
    );

    // The winner opens Arena Wallet: the Uniq is there, and the transfer is marked as an Arena prize.
    const popup = await onboard(wallet, {
      password: 'season pass 1',
      accountName: winner.accountName,
      importKey: winner.privateKey,
      arenaNodeUrl: `${server.baseUrl}/v1/chain`,
    });
    await popup.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('[data-testid="uniq"]')].some((el) => el.textContent?.includes(text)),
      { polling: 200, timeout: TIMEOUT },
      `Factory #${factoryId}`,
    );
    await popup.waitForFunction(() => document.body.textContent?.includes('Arena prize'), {
      polling: 200,
      timeout: TIMEOUT,
    });
  });
});
