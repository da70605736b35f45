// A tournament an organizer publishes (through the API, until the wizard screens land) appears on
// /tournaments for a visitor, with its game and state, and the game filter narrows the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { addGame, createPublished, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';

describe('published tournaments on /tournaments', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite');
    const organizer = await server.signUp('cup.organizer@example.com', 'CupOrganizer');
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
});
