// Live updates in the browser (issue 6 §4): /tournaments and the tournament page follow registrations and
// state changes made elsewhere (here: other users through the API) without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, soloBody } from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';

describe('live tournament updates in the web app', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let organizer: Session;
  let players: Session[];

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite');
    organizer = await server.signUp('live.organizer@example.com', 'LiveOrganizer');
    players = [await server.signUp('live.one@example.com', 'LiveOne'), await server.signUp('live.two@example.com', 'LiveTwo')];
    await makeOrganizer(server, organizer, 'Live Events');
    await addGame(server, 'chess', 'Chess');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Marks the document so a reload (which would also show fresh data) cannot pass for a live update. */
  const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

  it('the list updates its participant count when another user registers', async () => {
    const id = await createPublished(server, organizer, { name: 'Live List Cup' });
    const page = await browser.browser.newPage();
    // networkidle0 still settles: the live connection is a WebSocket, not a never-ending request.
    await page.goto(`${server.baseUrl}/tournaments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="tournament-card"]');
    const card = () => page.$$eval('[data-testid="tournament-card"]', (cards) => cards.map((c) => c.textContent ?? '').find((text) => text.includes('Live List Cup')) ?? '');
    expect(await card()).toContain('0 / 25 players');
    await markDocument(page);

    const before = Date.now();
    expect((await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[0], json: soloBody() })).status).toBe(200);
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="tournament-card"]')].some((c) => (c.textContent ?? '').includes('Live List Cup') && (c.textContent ?? '').includes('1 / 25 players')),
      { timeout: 10_000 },
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

    expect((await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[1], json: soloBody() })).status).toBe(200);
    await page.waitForFunction(() => /^1\b/.test((document.querySelector('[data-testid="participant-count"]')?.textContent ?? '').trim()), { timeout: 10_000 });

    const statusBefore = await text('[data-testid="tournament-status"]');
    expect((await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer })).status).toBe(200);
    await page.waitForFunction(
      (previous) => (document.querySelector('[data-testid="tournament-status"]')?.textContent ?? '').trim() !== previous,
      { timeout: 10_000 },
      statusBefore,
    );
    expect((await text('[data-testid="tournament-status"]')).toLowerCase()).toContain('cancel');
    expect(await notReloaded(page)).toBe(true);
    await page.close();
  });
});
