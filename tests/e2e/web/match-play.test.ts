// Issue 11 §3, §5 in a real browser against the real server: two checked-in players of a best-of-3 final; the
// first submits the series game by game with a screenshot in the submit-results modal, the opponent sees that
// report (reporter's score first) and confirms it, and the organizer's round management lists the match as
// completed. Time moves on a ManualClock and the server's own sweep (`runDueWork()`) seeds and draws the final.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { journeyEngines } from '../support/journey-engine.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { HOUR, at, publishPlayable, registerAndCheckIn } from '../../api/matches/play-kit.js';
import { ManualClock } from '../../support/manual-clock.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signInWithPassword } from '../support/sign-in.js';
import { POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 20_000;
const PASSWORD = 'correct-horse-battery';
const SCREENSHOT = 'web/public/screenshot-tournaments.png';

const cardText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="match-card"]')?.textContent ?? '');

async function waitForCardText(page: Page, text: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('[data-testid="match-card"]')?.textContent?.includes(wanted),
    { timeout: TIMEOUT, polling: POLL_MS },
    text,
  );
}

// The browser part runs on the first engine only: the API suites (tests/api/matches) play every report on both.
describe.each(journeyEngines(import.meta.url))('playing a match in the browser (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  const contexts: BrowserContext[] = [];
  let tournamentId = '';
  // The final starts a minute from now, so the countdowns the browser draws read sensibly.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;

  async function pageOf(who: string, path: string): Promise<Page> {
    const context = await browser.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signInWithPassword(page, server.baseUrl, email(who), PASSWORD);
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle2' });
    return page;
  }

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    const organizer = await server.signUp(email('org'), `Org${suffix}`);
    await makeOrganizer(server, organizer, `Play Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    const played = await publishPlayable(server, organizer, clock, { rounds: 1, format: { bestOf: [3] } });
    tournamentId = played.id;
    const players = [
      await server.signUp(email('ana'), `Ana${suffix}`),
      await server.signUp(email('bob'), `Bob${suffix}`),
    ];
    await registerAndCheckIn(server, clock, played, players);
    clock.set(at.roundStarted(played.t0, 0));
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('reports a best-of-3 in the modal, the opponent confirms it, the organizer sees it completed', async () => {
    const ana = await pageOf('ana', `/tournaments/${tournamentId}`);
    await ana.waitForSelector('[data-testid="match-card"]', { timeout: TIMEOUT });
    expect(await cardText(ana)).toContain(`Bob${suffix}`);
    await ana.click('xpath/.//button[normalize-space(.)="Submit results"]');
    await ana.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const scores = await ana.$$('div[role="dialog"] input[inputmode="numeric"]');
    for (const [index, value] of ['3', '1', '3', '2'].entries()) await scores[index].type(value);
    const [firstShot] = await ana.$$('div[role="dialog"] input[type="file"]');
    await firstShot.uploadFile(SCREENSHOT);
    await ana.waitForSelector('div[role="dialog"] img[alt^="Preview"]');
    expect(await ana.$eval('[data-testid="derived-winner"]', (node) => node.textContent)).toBe(
      `Winner: Ana${suffix} (2–0)`,
    );
    await ana.click('xpath/.//div[@role="dialog"]//button[normalize-space(.)="Submit results"]');
    await ana.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: TIMEOUT,
      polling: POLL_MS,
    });
    await waitForCardText(ana, 'Your report 3–1, 3–2');
    expect(await cardText(ana)).toContain('Your result is in.');

    const bob = await pageOf('bob', `/tournaments/${tournamentId}`);
    await waitForCardText(bob, `Ana${suffix} reported 3–1, 3–2 · winner Ana${suffix}`);
    expect(await bob.$eval('[data-testid="match-card"] a img', (img) => img.naturalWidth)).toBeGreaterThan(0);
    await bob.click('xpath/.//button[normalize-space(.)="Confirm score"]');
    await bob.waitForFunction(
      () => !document.querySelector('[data-testid="match-card"]')?.textContent?.includes('Confirm score'),
      { timeout: TIMEOUT, polling: POLL_MS },
    );

    const organizer = await pageOf('org', `/create-tournament/${tournamentId}?section=round-management`);
    await organizer.waitForSelector('[data-testid="round-match-row"]', { timeout: TIMEOUT });
    expect(await organizer.$eval('[data-testid="round-match-row"]', (row) => (row as HTMLElement).dataset.status)).toBe(
      'COMPLETED',
    );
    // On a phone each match is a card: nothing of the round's table hides beyond the right edge, the button included.
    await organizer.setViewport({ width: 360, height: 800 });
    const fit = await organizer.$eval('[data-testid="round-match-row"]', (row) => {
      const frame = row.closest('table')!.parentElement!;
      const button = row.querySelector('button')!.getBoundingClientRect();
      return {
        scrolls: frame.scrollWidth > frame.clientWidth,
        buttonInside: button.right <= frame.getBoundingClientRect().right,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    expect(fit).toEqual({ scrolls: false, buttonInside: true, pageScrolls: false });
  }, 120_000);
});
