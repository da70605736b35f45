// Issue 11 §3, §5 in a real browser against the real server: two checked-in players of a best-of-3 final; the
// first submits the series game by game with a screenshot in the submit-results modal, the opponent sees that
// report (reporter's score first) and confirms it, and the organizer's round management lists the match as
// completed. Time is moved by rewriting the schedule; the seeding-opened phase event and the play clock's
// advance stand for the phase scheduler and the play sweep having run.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { testEngines } from '../../support/test-database.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, scheduleAt, setSchedule, soloBody } from '../../api/tournaments/tournament-kit.js';
import { systemClock } from '../../../server/clock.js';
import { PlayService } from '../../../server/modules/matches/play-service.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signInWithPassword } from '../support/sign-in.js';

const TIMEOUT = 20_000;
const PASSWORD = 'correct-horse-battery';
const MINUTE = 60_000;
const SCREENSHOT = 'web/public/screenshot-tournaments.png';
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const cardText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="match-card"]')?.textContent ?? '');

async function waitForCardText(page: Page, text: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('[data-testid="match-card"]')?.textContent?.includes(wanted),
    { timeout: TIMEOUT },
    text,
  );
}

describe.each(testEngines())('playing a match in the browser (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  const contexts: BrowserContext[] = [];
  let tournamentId = '';
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
    server = await startTestServer(engine);
    const organizer = await server.signUp(email('org'), `Org${suffix}`);
    await makeOrganizer(server, organizer, `Play Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    tournamentId = await createPublished(server, organizer, { format: { bestOf: [3] } });
    const players = [await server.signUp(email('ana'), `Ana${suffix}`), await server.signUp(email('bob'), `Bob${suffix}`)];
    for (const player of players) {
      const answer = await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, { session: player, json: soloBody() });
      expect(answer.status).toBe(200);
    }
    await setSchedule(server, tournamentId, scheduleAt('check-in'));
    for (const player of players) {
      expect((await call(server, 'POST', `/participants/${tournamentId}/check-in`, { session: player })).status).toBe(200);
    }
    // Check-in over, the final under way.
    await setSchedule(server, tournamentId, {
      registration: { start: iso(-180 * MINUTE), end: iso(-120 * MINUTE) },
      checkIn: { start: iso(-100 * MINUTE), end: iso(-10 * MINUTE) },
      rounds: [{ start: iso(-5 * MINUTE), end: iso(55 * MINUTE) }],
    });
    await sql`INSERT INTO tournament_phase_events (tournament_id, phase, due_at, applied_at)
      VALUES (${tournamentId}, 'SEEDING_OPENED', now(), now())`.execute(server.database.handle.db);
    const advanced = await new PlayService(server.database.handle.db, systemClock).advance(tournamentId);
    expect(advanced.steps).toContain('ROUND_GENERATED:0');
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
    for (const [index, value] of ['3', '1', '3', '2'].entries()) await scores[index]!.type(value);
    const [firstShot] = await ana.$$('div[role="dialog"] input[type="file"]');
    await firstShot!.uploadFile(SCREENSHOT);
    await ana.waitForSelector('div[role="dialog"] img[alt^="Preview"]');
    expect(await ana.$eval('[data-testid="derived-winner"]', (node) => node.textContent)).toBe(`Winner: Ana${suffix} (2–0)`);
    await ana.click('xpath/.//div[@role="dialog"]//button[normalize-space(.)="Submit results"]');
    await ana.waitForFunction(() => !document.querySelector('div[role="dialog"]'), { timeout: TIMEOUT });
    await waitForCardText(ana, 'Your report 3–1, 3–2');
    expect(await cardText(ana)).toContain('Your result is in.');

    const bob = await pageOf('bob', `/tournaments/${tournamentId}`);
    await waitForCardText(bob, `Ana${suffix} reported 3–1, 3–2 · winner Ana${suffix}`);
    expect(await bob.$eval('[data-testid="match-card"] a img', (img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await bob.click('xpath/.//button[normalize-space(.)="Confirm score"]');
    await bob.waitForFunction(
      () => !document.querySelector('[data-testid="match-card"]')?.textContent?.includes('Confirm score'),
      { timeout: TIMEOUT },
    );

    const organizer = await pageOf('org', `/create-tournament/${tournamentId}?section=round-management`);
    await organizer.waitForSelector('[data-testid="round-match-row"]', { timeout: TIMEOUT });
    expect(await organizer.$eval('[data-testid="round-match-row"]', (row) => (row as HTMLElement).dataset.status)).toBe(
      'COMPLETED',
    );
  }, 120_000);
});
