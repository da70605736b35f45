// A tournament an organizer publishes (through the API, until the wizard screens land) appears on
// /tournaments for a visitor, with its game and state, and the game filter narrows the list; past a page of cards,
// "Show more" brings the next page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { TOURNAMENT_LIST_PAGE } from '../../../src/contract/tournament-filters.js';
import { addGame, createPublished, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';

describe('published tournaments on /tournaments', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let organizer: Session;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite');
    organizer = await server.signUp('cup.organizer@example.com', 'CupOrganizer');
    await makeOrganizer(server, organizer, 'Cup Events');
    await addGame(server, 'chess', 'Chess');
    await addGame(server, 'valorant', 'Valorant');
    await createPublished(server, organizer, { game: 'chess', name: 'Nova Chess Cup' });
    await createPublished(server, organizer, { game: 'valorant', name: 'Valorant Night' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists them for a visitor and filters by game', async () => {
    const page = await browser.browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.goto(`${server.baseUrl}/tournaments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="tournament-card"]');
    const cards = await page.$$eval('[data-testid="tournament-card"]', (items) =>
      items.map((item) => item.textContent ?? ''),
    );
    expect(cards).toHaveLength(2);
    expect(cards.find((text) => text.includes('Nova Chess Cup'))).toContain('Registration open');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('No tournaments yet');

    await page.goto(`${server.baseUrl}/tournaments?game=valorant`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-card"]').length === 1, {
      timeout: 10_000,
    });
    expect(await page.$eval('[data-testid="tournament-card"]', (el) => el.textContent)).toContain('Valorant Night');
    await page.close();
  });

  it('shows a page of cards, newest first, and the next page on "Show more"', async () => {
    // With Nova Chess Cup, one chess tournament more than a page.
    for (let i = 1; i <= TOURNAMENT_LIST_PAGE; i++)
      await createPublished(server, organizer, { game: 'chess', name: `Chess Weekly ${i}` });
    const page = await browser.browser.newPage();
    await page.setViewport({ width: 360, height: 800 });
    await page.goto(`${server.baseUrl}/tournaments?game=chess`, { waitUntil: 'networkidle0' });
    const names = () =>
      page.$$eval('[data-testid="tournament-card"] h3', (items) => items.map((item) => item.textContent ?? ''));
    await page.waitForSelector('[data-testid="more-tournaments"]', { visible: true, timeout: 10_000 });
    const first = await names();
    expect(first).toHaveLength(TOURNAMENT_LIST_PAGE);
    expect(first[0]).toBe(`Chess Weekly ${TOURNAMENT_LIST_PAGE}`);
    expect(first).not.toContain('Nova Chess Cup');

    await page.click('[data-testid="more-tournaments"]');
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="tournament-card"]').length === expected,
      { timeout: 10_000 },
      TOURNAMENT_LIST_PAGE + 1,
    );
    expect((await names()).at(-1)).toBe('Nova Chess Cup');
    // That was the last page: the button is gone, and the keyboard is on the first card it brought.
    expect(await page.$('[data-testid="more-tournaments"]')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nova Chess Cup');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });
});
