// A multi-stage event's brackets in a real Chromium on the built app: the embeddable bracket page shows the stage
// switcher over groups → playoff played by the real engines (tests/web/brackets/multi-stage-fixture.ts) at desktop
// and phone widths, opens on the playoff, switches to the groups with their qualified marked, and follows the live
// move from the groups to the playoff. Set STAGES_SCREENSHOTS=<dir> to keep screenshots.
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { bracketsPicturesHarness } from '../support/brackets-pictures-harness.js';
import { multiStageView } from '../../web/brackets/multi-stage-fixture.js';

const PLAYOFF = '55555555-5555-4555-8555-555555555555';
const GROUPS = '66666666-6666-4666-8666-666666666666';

const playoff = multiStageView({ participants: 16, groupCount: 4, groupRoundsPlayed: 3, playoffRoundsPlayed: 1 });
const groups = multiStageView({ participants: 16, groupCount: 4, groupRoundsPlayed: 2, playoffRoundsPlayed: null });
const { server, open, shot } = bracketsPicturesHarness({
  fixtures: () => ({ [PLAYOFF]: { brackets: playoff.view }, [GROUPS]: { brackets: groups.view } }),
  ready: '[data-testid="stage-switcher"]',
  shots: process.env.STAGES_SCREENSHOTS,
});

const tabs = (page: Page) =>
  page.$$eval('[aria-label="Stages"] [role="tab"]', (list) =>
    list.map((tab) => ({ name: tab.textContent, selected: tab.getAttribute('aria-selected') === 'true' })),
  );
const noPageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function chooseStage(page: Page, name: string) {
  const [tab] = await page.$$(`xpath/.//*[@aria-label="Stages"]//*[@role="tab"][normalize-space()="${name}"]`);
  await tab.click();
}

describe('multi-stage brackets', () => {
  for (const width of [1280, 360]) {
    it(`opens on the playoff and switches to the groups with the qualified marked, at ${width} px`, async () => {
      const page = await open(PLAYOFF, width, width === 360 ? 740 : 800);
      expect(await tabs(page)).toEqual([
        { name: 'Stage 1 · Round robin', selected: false },
        { name: 'Stage 2 · Single elimination', selected: true },
      ]);
      await page.waitForSelector('[data-match-id]');
      const cards = await page.$$eval('[data-match-id]', (list) =>
        list.map((card) => card.getAttribute('data-match-id')),
      );
      expect(cards.every((id) => id?.startsWith('po-'))).toBe(true);
      expect(await noPageOverflow(page)).toBe(true);
      await shot(page, `stages-playoff-${width}`, true);

      await chooseStage(page, 'Stage 1 · Round robin');
      await page.waitForSelector('[data-testid="group-standings"]');
      // Group A's table: its first two are marked.
      expect(await page.$$eval('[data-testid="group-standings"] [data-qualified]', (marks) => marks.length)).toBe(2);
      expect(await noPageOverflow(page)).toBe(true);
      await shot(page, `stages-groups-${width}`, true);
    });
  }

  it('says the playoff has not started while the groups are played, then follows the move to it live', async () => {
    const page = await open(GROUPS, 1280);
    expect((await tabs(page)).find((tab) => tab.selected)?.name).toBe('Stage 1 · Round robin');
    await chooseStage(page, 'Stage 2 · Single elimination');
    await page.waitForSelector('[data-testid="stage-upcoming"]');
    const text = await page.$eval('[data-testid="stage-upcoming"]', (node) => node.textContent);
    expect(text).toContain('Starts once Stage 1 · Round robin is over.');
    await shot(page, 'stages-upcoming-1280', true);
    server().publish(GROUPS, { brackets: playoff.view });
    await page.waitForSelector('[data-match-id^="po-"]', { timeout: 30_000 });
  });
});
