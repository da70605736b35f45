// The brackets pictures in a real Chromium on the built app: the embeddable bracket page draws engine-played
// tournaments (tests/support/brackets-fixtures.ts) served behind the API paths, at desktop and phone widths;
// zoom, pan, the round selector and live updates work. Set BRACKETS_SCREENSHOTS=<dir> to keep screenshots.
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { bracketsPicturesHarness } from '../support/brackets-pictures-harness.js';
import { ffaFixture, singleEliminationView, swissFixture } from '../../support/brackets-fixtures.js';

const SE = '11111111-1111-4111-8111-111111111111';
const BIG = '22222222-2222-4222-8222-222222222222';
const SWISS = '33333333-3333-4333-8333-333333333333';
const FFA = '44444444-4444-4444-8444-444444444444';

const seOptions = { participants: 13, playedRounds: 2, thirdPlace: true, bestOf: [1, 1, 3] as const };
const { server, open, shot } = bracketsPicturesHarness({
  fixtures: () => {
    const swiss = swissFixture({ participants: 16, rounds: 4, playedRounds: 3 });
    const ffa = ffaFixture({ participants: 24, lobbySize: 8, rounds: 3, playedRounds: 2, games: 2 });
    return {
      [SE]: { brackets: singleEliminationView({ ...seOptions, bestOf: [...seOptions.bestOf] }) },
      [BIG]: { brackets: singleEliminationView({ participants: 1024, playedRounds: 4 }) },
      [SWISS]: { brackets: swiss.view, standings: swiss.standings },
      [FFA]: { brackets: ffa.view, standings: ffa.standings },
    };
  },
  ready: '[data-match-id]',
  shots: process.env.BRACKETS_SCREENSHOTS,
});

/** Whether the element's box lies inside the bracket viewport's visible area. */
function inView(page: Page, selector: string) {
  return page.$eval(
    selector,
    (element, viewportSelector) => {
      const box = element.getBoundingClientRect();
      const frame = document.querySelector(viewportSelector)!.getBoundingClientRect();
      return (
        box.left >= frame.left - 1 &&
        box.right <= frame.right + 1 &&
        box.top >= frame.top - 1 &&
        box.bottom <= frame.bottom + 1
      );
    },
    '[data-testid="bracket-viewport"]',
  );
}

const noPageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('embeddable bracket page in Chromium', () => {
  it('draws a single elimination with connectors, byes and the decider, without navigation, at 1280 px', async () => {
    const page = await open(SE, 1280);
    expect(await page.$('nav[aria-label="Main"]')).toBeNull();
    expect(await page.$('footer')).toBeNull();
    const rounds = await page.$$eval('nav[aria-label="Rounds"] button', (buttons) => buttons.map((b) => b.textContent));
    expect(rounds).toEqual(['Round 1', 'Quarterfinals', 'Semifinals', 'Final']);
    expect(await page.$$eval('[data-match-id]', (cards) => cards.length)).toBe(16);
    expect(await page.$$eval('[data-status="BYE"]', (cards) => cards.length)).toBe(3);
    const connectors = await page.$eval('svg path', (path) => path.getAttribute('d') ?? '');
    expect(connectors.match(/M/g)?.length).toBe(14);
    expect(await inView(page, '[aria-label^="Third place decider"]')).toBe(true);
    await shot(page, 'se-1280');
  });

  it('zooms with ctrl+wheel around the pointer and the buttons, and pans by dragging', async () => {
    const page = await open(BIG, 1280);
    const zoom = () => page.$eval('[role="group"][aria-label="Zoom"] span', (span) => span.textContent);
    expect(await zoom()).toBe('100%');
    const frame = (await page.$('[data-testid="bracket-viewport"]'))!;
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 300);
    await page.keyboard.down('Control');
    await page.mouse.wheel({ deltaY: -200 });
    await page.keyboard.up('Control');
    await page.waitForFunction(
      () => document.querySelector('[role="group"][aria-label="Zoom"] span')?.textContent !== '100%',
    );
    expect(Number.parseInt((await zoom()) ?? '0', 10)).toBeGreaterThan(100);
    await page.click('button[aria-label="Reset zoom"]');
    await page.click('button[aria-label="Zoom out"]');
    expect(await zoom()).toBe('80%');
    const before = await frame.evaluate((element) => [element.scrollLeft, element.scrollTop]);
    await page.mouse.move(box.x + 600, box.y + 500);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 200, { steps: 5 });
    await page.mouse.up();
    const after = await frame.evaluate((element) => [element.scrollLeft, element.scrollTop]);
    expect(after[0] - before[0]).toBeGreaterThan(250);
    expect(after[1] - before[1]).toBeGreaterThan(250);
  });

  it('keeps 1,024 participants light and brings the final into view from the round selector', async () => {
    const page = await open(BIG, 1280);
    expect(await page.$$eval('[data-match-id]', (cards) => cards.length)).toBeLessThan(150);
    await page.click('nav[aria-label="Rounds"] button:last-child');
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Rounds"] button:last-child')?.getAttribute('aria-current') === 'true',
    );
    await page.waitForSelector('[aria-label^="Final, match 1"]');
    await page.waitForFunction(() => {
      const final = document.querySelector('[aria-label^="Final, match 1"]')!.getBoundingClientRect();
      const frame = document.querySelector('[data-testid="bracket-viewport"]')!.getBoundingClientRect();
      return (
        final.top >= frame.top && final.bottom <= frame.bottom && final.left >= frame.left && final.right <= frame.right
      );
    });
    expect(await page.$$eval('[data-match-id]', (cards) => cards.length)).toBeLessThan(150);
    await shot(page, 'se-1024-final');
  });

  it('is readable on a 360 px phone: no page overflow, the picture scrolls sideways round by round', async () => {
    const page = await open(SE, 360, 740);
    expect(await noPageOverflow(page)).toBe(true);
    const card = await page.$eval('[data-match-id]', (element) => element.getBoundingClientRect().width);
    expect(card).toBeGreaterThanOrEqual(200);
    await page.click('nav[aria-label="Rounds"] button:nth-child(3)');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-testid="bracket-viewport"]')!.scrollLeft > 400,
    );
    await page.waitForSelector('[aria-label^="Semifinals, match 1"]');
    await shot(page, 'se-360');
  });

  it('shows Swiss rounds and FFA lobbies at 360 px', async () => {
    let page = await open(SWISS, 360, 740);
    expect(await noPageOverflow(page)).toBe(true);
    expect(await page.$$eval('section[aria-label^="Round"]', (sections) => sections.length)).toBe(4);
    await shot(page, 'swiss-360');
    page = await open(FFA, 360, 740);
    expect(await noPageOverflow(page)).toBe(true);
    expect(await page.$$eval('[aria-label^="Lobby"]', (lobbies) => lobbies.length)).toBe(9);
    await shot(page, 'ffa-360');
  });

  it('follows live updates: a result reported elsewhere appears without a reload', async () => {
    const page = await open(SE, 1280);
    const semifinal = '[aria-label^="Semifinals, match 1"]';
    expect(await page.$eval(semifinal, (card) => card.querySelector('[data-winner="true"]'))).toBeNull();
    server().publish(SE, {
      brackets: singleEliminationView({ ...seOptions, bestOf: [...seOptions.bestOf], playedRounds: 3 }),
    });
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.querySelector('[data-winner="true"]') !== null,
      {},
      semifinal,
    );
  });
});
