// Issue 13 §2–§3 in the browser: an organizer creates a POINTS leaderboard from Your Organization (a too
// short name is refused at its field), sets it up (general information with its counter, a prize pool
// through the wizard's rewards editor), is refused publishing until the points scale is set, publishes it,
// is refused ending it while its linked tournament is unfinished, and ends it once the tournament is over.
// A guest finds it on /leaderboards (filters, prize pool) and reads its standings and linked tournament; a
// player sees their own row; a draft leaderboard is the not-found page for the guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { HOUR, at, brackets, publishPlayable, registerAndCheckIn, reportWin } from '../../api/matches/play-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog, textAppears, POLL_MS } from '../support/page-actions.js';
import { PASSWORD, open, screenshots, signUpCrowd, tableRows, waitForText } from '../support/journey-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { linkWallet, type LinkedWallet } from '../../support/wallet-kit.js';
import { escrowLeaderboardPrizes } from '../../api/leaderboards/leaderboard-kit.js';

const TIMEOUT = 20_000;
const PLAYERS = 4;

async function fill(page: Page, name: string, value: string, within = '') {
  const input = await page.waitForSelector(`${within} [name="${name}"]`, { visible: true, timeout: TIMEOUT });
  await input!.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  if (value) await input!.type(value);
}

async function fieldError(page: Page, selector: string): Promise<string | null> {
  return page.$eval(selector, (input) => {
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
  });
}

const statusBadge = (page: Page) =>
  page.$eval('[data-testid="leaderboard-admin-status"]', (node) => node.textContent?.trim());

describe.each(journeyEngines(import.meta.url))('leaderboards journey (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 6);
  const organizerEmail = `lbj-org-${suffix}@example.com`;
  const players: { email: string; nickname: string; session: Awaited<ReturnType<TestServer['signUp']>>; id: string }[] =
    [];
  let organizer: Awaited<ReturnType<TestServer['signUp']>>;
  let wallet: LinkedWallet;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, { TRUST_PROXY: 'true' }, { clock });
    organizer = await server.signUp(organizerEmail, `LbjOrg${suffix}`, PASSWORD);
    await makeOrganizer(server, organizer, `Journey Events ${suffix}`);
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    await addGame(server, 'chess', 'Chess');
    await addGame(server, 'go', 'Go');
    const crowd = await signUpCrowd(server, PLAYERS, (i) => ({
      email: `lbj-${i}-${suffix}@example.com`,
      nickname: `Lbj${i}${suffix}`,
    }));
    for (const player of crowd) players.push({ ...player, id: await userId(server, player.session) });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is created, set up and published by its organizer, followed by guests and players, then ended', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const name = `Journey Season ${suffix}`;

    // Your Organization → Leaderboards → Create leaderboard.
    await signInWithPassword(page, server.baseUrl, organizerEmail, PASSWORD, '/my-organization');
    await open(page, `${server.baseUrl}/my-organization?tab=my-leaderboards`);
    await click(page, button('Create leaderboard'));
    await fill(page, 'name', 'ab', 'form[aria-label="New leaderboard"]');
    await click(page, button('Create and set up'));
    await page.waitForFunction(
      () => document.querySelector('form[aria-label="New leaderboard"] [name="name"]')?.getAttribute('aria-invalid'),
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(await fieldError(page, 'form[aria-label="New leaderboard"] [name="name"]')).toBeTruthy();
    await fill(page, 'name', name, 'form[aria-label="New leaderboard"]');
    await click(page, button('Create and set up'));
    await page.waitForFunction(() => /^\/create-leaderboard\/[0-9a-f-]{36}$/.test(window.location.pathname), {
      timeout: TIMEOUT,
    });
    const leaderboardId = page.url().split('/').pop()!.split('?')[0];
    await page.waitForSelector('[data-testid="leaderboard-admin-title"]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid="leaderboard-admin-title"]', (node) => node.textContent)).toBe(name);
    // No navigation bar or footer on the administration route; a back link instead.
    expect(await page.$('header nav a[href="/tournaments"]')).toBeNull();
    await textAppears(page, '← Back to your organization');
    expect(await statusBadge(page)).toBe('Draft');

    // Set up → General information: the counter counts what is typed; the game is chosen.
    await textAppears(page, `${name.length} / 256`);
    await fill(page, 'subname', 'Every Sunday cup');
    await page.select('select[name="disciplineCode"]', 'chess');
    await click(page, button('Save general information'));
    await waitForText(page, '[data-form="general-information"]', 'Saved.');

    // Set up → Prizepool: the tournament wizard's rewards editor, saved on the leaderboard.
    await click(page, button('Add reward', '//section[@data-form="prizepool"]'));
    await fill(page, 'rewards.0.uosAmount', '250.5');
    await click(page, button('Save section', '//section[@data-form="prizepool"]'));
    await waitForText(page, '[data-form="prizepool"]', 'Prize pool saved.');
    await screenshots(page, 'leaderboard-admin-set-up');

    // Publishing is refused until the points scale is set, and the refusal says where.
    await click(page, button('Publish leaderboard'));
    await page.waitForSelector('[data-testid="leaderboard-refusal"]', { timeout: TIMEOUT });
    const refusal = await page.$eval('[data-testid="leaderboard-refusal"]', (node) => node.textContent);
    expect(refusal).toContain('Cannot publish, further configuration needed.');
    expect(refusal).toContain('Parameters: points scale');

    // Parameters → Points: an out-of-range value comes back at its field, then a valid scale is saved.
    await click(page, '//button[@data-tab="parameters"]');
    await click(page, button('Add range'));
    await fill(page, 'pointsScale.0.points', '2000');
    await click(page, button('Add range'));
    await fill(page, 'pointsScale.1.endRank', '4');
    await fill(page, 'pointsScale.1.points', '5');
    await click(page, button('Save points'));
    await page.waitForFunction(
      () => document.querySelector('[name="pointsScale.0.points"]')?.getAttribute('aria-invalid') === 'true',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(await fieldError(page, '[name="pointsScale.0.points"]')).toBe('Value must be less than 1024');
    await fill(page, 'pointsScale.0.points', '10');
    await click(page, button('Save points'));
    await waitForText(page, '[data-form="points"]', 'Saved.');
    await screenshots(page, 'leaderboard-admin-parameters');

    // Privacy: the card says private access is off; an unknown partner e-mail is refused at its field.
    await click(page, '//button[@data-tab="privacy"]');
    await textAppears(page, 'Private access is off.');
    await fill(page, 'email', 'nobody@example.com');
    await click(page, button('Add partner'));
    await page.waitForFunction(() => document.querySelector('[name="email"]')?.getAttribute('aria-invalid'), {
      timeout: TIMEOUT,
    });
    expect(await fieldError(page, '[name="email"]')).toBe('No organizer with this e-mail');
    await screenshots(page, 'leaderboard-admin-privacy');

    // Its UOS prize pool must be in escrow first: publishing says so. Arena Wallet signs escrows in the extension
    // suites; here the organizer's linked account pushes the very transfer the page describes.
    await click(page, button('Publish leaderboard'));
    await waitForText(page, '[data-testid="leaderboard-refusal"]', 'Place the prize pool in escrow');
    expect((await escrowLeaderboardPrizes(server, organizer, wallet, leaderboardId)).status).toBe(200);
    await page.reload();
    await click(page, '//button[@data-tab="set-up"]');
    await waitForText(page, '[data-testid="leaderboard-escrow-status"]', 'In escrow');
    await click(page, button('Publish leaderboard'));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="leaderboard-admin-status"]')?.textContent === 'Active',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    // Published: it can no longer be deleted.
    expect(await page.$('xpath/' + button('Delete leaderboard'))).toBeNull();

    // A Swiss cup feeds it; while it runs, ending is refused with the catalogue's text.
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: `Journey Cup ${suffix}`,
      leaderboardId,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 2, maxParticipants: PLAYERS },
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    await open(page, `${server.baseUrl}/create-leaderboard/${leaderboardId}`);
    await click(page, button('End leaderboard'));
    await click(page, button('End leaderboard', dialog));
    await page.waitForSelector('[data-testid="leaderboard-refusal"]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid="leaderboard-refusal"]', (node) => node.textContent)).toContain(
      'All tournaments of the leaderboard must be finished.',
    );

    // The cup is played out (results through the API): the standings fill in.
    const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!);
    const personOf = (b: BracketsView, seed: number) =>
      players.find((p) => p.id === b.entrants.find((e) => e.seed === seed)!.captainId)!;
    for (const round of [0, 1]) {
      clock.set(at.roundStarted(t.t0, round));
      await server.runDueWork();
      const b = await brackets(server, t.id, organizer);
      for (const match of b.matches.filter((m) => m.roundIndex === round && m.status === 'READY')) {
        const winner = Math.min(...seedsOf(match));
        for (const seed of seedsOf(match))
          await reportWin(server, t.id, match, personOf(b, seed).session, seed, winner);
      }
      await server.runDueWork();
    }
    expect((await brackets(server, t.id, organizer)).finished).toBe(true);

    // A guest: the list with its filters, the card's prize pool, then the leaderboard.
    const guestContext = await browser.browser.createBrowserContext();
    const guest = await guestContext.newPage();
    await guest.setViewport({ width: 1280, height: 900 });
    await open(guest, `${server.baseUrl}/leaderboards`);
    const card = `[data-testid="leaderboard-card"][data-leaderboard="${name}"]`;
    await guest.waitForSelector(card, { timeout: TIMEOUT });
    expect(await guest.$eval(`${card} [data-testid="leaderboard-prizes"]`, (node) => node.textContent)).toBe(
      '250.5 UOS',
    );
    await screenshots(guest, 'leaderboards-list');
    await guest.select('select[name="game"]', 'go');
    await guest.waitForSelector(card, { hidden: true, timeout: TIMEOUT });
    await guest.select('select[name="game"]', 'chess');
    await guest.select('select[name="status"]', 'ACTIVE');
    await guest.waitForSelector(card, { timeout: TIMEOUT });
    expect(new URL(guest.url()).search).toBe('?game=chess&status=ACTIVE');
    await click(guest, `//a[@data-leaderboard="${name}"]`);
    await guest.waitForSelector('[data-testid="leaderboard-standings"]', { timeout: TIMEOUT });
    await textAppears(guest, 'Every Sunday cup');
    expect(await guest.$eval('[data-testid="leaderboard-status"]', (node) => node.textContent)).toBe('Active');
    const rows = await tableRows(guest, '[data-testid="leaderboard-standings"]');
    expect(rows).toHaveLength(PLAYERS);
    // The winner of both rounds leads with the first place's 10 points.
    expect(rows[0].slice(0, 3)).toEqual(['1st', expect.stringMatching(/^Lbj\d/), '10']);
    expect(rows.map((row) => Number(row[2]))).toEqual([...rows.map((row) => Number(row[2]))].sort((a, b) => b - a));
    await waitForText(guest, '[data-testid="linked-tournaments"]', `Journey Cup ${suffix}`);
    await waitForText(guest, '[data-testid="linked-tournaments"]', 'Finished');
    await screenshots(guest, 'leaderboard-detail-guest');
    // On a 360 px phone every column is in view, none cut at the edge (issue 26 §5.10).
    await guest.setViewport({ width: 360, height: 740 });
    await guest.waitForFunction(
      () => {
        const region = document.querySelector('[role="region"][aria-label="Leaderboard standings"]')!;
        return region.clientWidth > 0 && region.scrollWidth <= region.clientWidth;
      },
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await guest.setViewport({ width: 1280, height: 900 });

    // A draft leaderboard does not exist for the guest: the not-found page.
    const draft = await call(server, 'POST', '/leaderboards', {
      session: organizer,
      json: { name: `Hidden Draft ${suffix}`, kind: 'RANK' },
    });
    await open(guest, `${server.baseUrl}/leaderboards/${draft.body.id}`);
    await guest.waitForSelector('[data-testid="not-found-page"]', { timeout: TIMEOUT });
    await guestContext.close();

    // A player sees their own row marked.
    const playerContext = await browser.browser.createBrowserContext();
    const player = await playerContext.newPage();
    await player.setViewport({ width: 1280, height: 900 });
    await signInWithPassword(player, server.baseUrl, players[2].email, PASSWORD);
    await open(player, `${server.baseUrl}/leaderboards/${leaderboardId}`);
    await player.waitForSelector('[data-testid="leaderboard-standings"] tr[data-viewer="true"]', { timeout: TIMEOUT });
    expect(
      await player.$eval('[data-testid="leaderboard-standings"] tr[data-viewer="true"] th', (node) => node.textContent),
    ).toBe(players[2].nickname);
    await screenshots(player, 'leaderboard-detail-player');
    await playerContext.close();

    // The cup is over: the organizer ends the leaderboard; its settings lock.
    await open(page, `${server.baseUrl}/create-leaderboard/${leaderboardId}`);
    await click(page, button('End leaderboard'));
    await click(page, button('End leaderboard', dialog));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="leaderboard-admin-status"]')?.textContent === 'Complete',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    await textAppears(page, 'The leaderboard has ended: its settings are locked.');
    expect(await page.$eval('[name="name"]', (node) => node.matches(':disabled'))).toBe(true);
    await context.close();
  }, 240_000);
});
