// Live updates in the browser (issue 6 §4): /tournaments and the tournament page follow registrations and
// state changes made elsewhere (here: other users through the API) without a reload, and the changes that
// happen only because time passed (issue 16 §1: registration opens while the page is open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  format,
  mainInformation,
  makeOrganizer,
  saveSection,
  settings,
  soloBody,
} from '../../api/tournaments/tournament-kit.js';
import { button, POLL_MS } from '../support/page-actions.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signIn } from '../support/sign-in.js';

const PASSWORD = 'correct-horse-battery';
const iso = (ms: number) => new Date(ms).toISOString();

describe('live tournament updates in the web app', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let organizer: Session;
  let players: Session[];

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite');
    organizer = await server.signUp('live.organizer@example.com', 'LiveOrganizer');
    players = [
      await server.signUp('live.one@example.com', 'LiveOne'),
      await server.signUp('live.two@example.com', 'LiveTwo'),
      await server.signUp('live.three@example.com', 'LiveThree', PASSWORD),
    ];
    await makeOrganizer(server, organizer, 'Live Events');
    await addGame(server, 'chess', 'Chess');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Marks the document so a reload (which would also show fresh data) cannot pass for a live update. */
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const notReloaded = (page: Page) =>
    page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

  it('the list updates its participant count when another user registers', async () => {
    const id = await createPublished(server, organizer, { name: 'Live List Cup' });
    const page = await browser.browser.newPage();
    // networkidle0 still settles: the live connection is a WebSocket, not a never-ending request.
    await page.goto(`${server.baseUrl}/tournaments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="tournament-card"]');
    const card = () =>
      page.$$eval(
        '[data-testid="tournament-card"]',
        (cards) => cards.map((c) => c.textContent ?? '').find((text) => text.includes('Live List Cup')) ?? '',
      );
    expect(await card()).toContain('0 / 25 players');
    await markDocument(page);

    const before = Date.now();
    expect(
      (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[0], json: soloBody() }))
        .status,
    ).toBe(200);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="tournament-card"]')].some(
          (c) => (c.textContent ?? '').includes('Live List Cup') && (c.textContent ?? '').includes('1 / 25 players'),
        ),
      { timeout: 10_000, polling: POLL_MS },
    );
    console.log(`[live e2e] list updated ${Date.now() - before} ms after the registration`);
    expect(await notReloaded(page)).toBe(true);
    await page.close();
  });

  it('the tournament page follows registrations and a cancellation', async () => {
    const id = await createPublished(server, organizer, { name: 'Live Page Cup' });
    const page = await browser.browser.newPage();
    await page.goto(`${server.baseUrl}/tournaments/${id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="participant-count"]');
    const text = (selector: string) => page.$eval(selector, (el) => (el.textContent ?? '').trim());
    expect(await text('[data-testid="participant-count"]')).toMatch(/^0\b/);
    await markDocument(page);

    expect(
      (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[1], json: soloBody() }))
        .status,
    ).toBe(200);
    await page.waitForFunction(
      () => /^1\b/.test((document.querySelector('[data-testid="participant-count"]')?.textContent ?? '').trim()),
      { timeout: 10_000, polling: POLL_MS },
    );

    const statusBefore = await text('[data-testid="tournament-status"]');
    expect((await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer })).status).toBe(200);
    await page.waitForFunction(
      (previous) =>
        (document.querySelector('[data-testid="tournament-status"]')?.textContent ?? '').trim() !== previous,
      { timeout: 10_000, polling: POLL_MS },
      statusBefore,
    );
    expect((await text('[data-testid="tournament-status"]')).toLowerCase()).toContain('cancel');
    expect(await notReloaded(page)).toBe(true);
    await page.close();
  });

  it('a page open before registration opens shows Register at the opening instant, without a reload', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, server.baseUrl, 'live.three@example.com', PASSWORD);

    // Real time here: the server's own scheduler must wake at the opening instant and tell the page.
    const id = await createDraft(server, organizer, 'chess', 'Opening Bell Cup');
    await saveSection(server, organizer, id, 'main-information', mainInformation({ name: 'Opening Bell Cup' }));
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    const opensAt = Date.now() + 8_000;
    await saveSection(server, organizer, id, 'schedule', {
      registration: { start: iso(opensAt), end: iso(opensAt + 60 * 60_000) },
      checkIn: { start: iso(opensAt + 60 * 60_000), end: iso(opensAt + 120 * 60_000) },
      rounds: [{ start: iso(opensAt + 150 * 60_000), end: iso(opensAt + 180 * 60_000) }],
    });
    expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer })).status).toBe(200);

    await page.goto(`${server.baseUrl}/tournaments/${id}`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-testid="tournament-state"]');
    expect(Date.now()).toBeLessThan(opensAt);
    expect(await page.$(`xpath/${button('Register')}`)).toBeNull();
    await markDocument(page);

    await page.waitForSelector(`xpath/${button('Register')}`, { visible: true, timeout: 15_000 });
    const lagMs = Date.now() - opensAt;
    console.log(`[live e2e] Register shown ${lagMs} ms after registration opened`);
    expect(lagMs).toBeGreaterThanOrEqual(0);
    // Within a second or two: pg-boss polls every second, the feed coalesces 250 ms, the page batches 300 ms.
    expect(lagMs).toBeLessThan(3_000);
    expect(await notReloaded(page)).toBe(true);
    await context.close();
  });
});
