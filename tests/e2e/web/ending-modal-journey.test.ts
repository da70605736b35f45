// The tournament ending modal in real Chromium (SPEC §2, §4): a 4-player single elimination with prizes ends;
// the champion opens the app and the modal greets them (rank badge, the cash card and the Uniq cards the rule
// picks, the middle one raised, "plus X uniqs"), checked at 1280 and 360 px; closing it accepts the end and it
// does not come back after a reload. The runner-up leaves through "view the leaderboard" and lands on the
// tournament's leaderboard tab. Matches are reported through the API (the match journeys cover the clicking).
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the modal at both widths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import {
  HOUR,
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  type PlayTournament,
} from '../../api/matches/play-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, POLL_MS } from '../support/page-actions.js';
import { JourneyBrowser, reportSweep, seedsOf } from '../support/play-journey.js';

const MODAL = '[data-testid="ending-modal"]';
const FACTORY = '777';

describe.each(journeyEngines(import.meta.url))('the ending modal in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  const people = new Map<string, Session>();

  const personOfSeed = (b: BracketsView, seed: number) =>
    people.get(b.entrants.find((entrant) => entrant.seed === seed)!.captainId)!;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`em-org-${suffix}@example.com`, `EmOrg${suffix}`);
    const organizationId = await makeOrganizer(server, organizer, `Ending Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    for (let i = 0; i < 4; i++) {
      const session = await server.signUp(`em-p${i}-${suffix}@example.com`, `EmP${i}${suffix}`);
      people.set(await userId(server, session), session);
    }
    const db = server.database.handle.db;
    const draft = await db
      .insertInto('uniq_factory_drafts')
      .values({
        organization_id: organizationId,
        created_by: await userId(server, organizer),
        asset_creator: 'ending.org',
        name: 'Champion Crown',
        subname: 'Season 1',
        author: null,
        square_image_url: null,
        factory_uri: `https://cdn.example.com/f-${suffix}.json`,
        factory_hash: 'a'.repeat(64),
        default_token_uri: `https://cdn.example.com/t-${suffix}.json`,
        default_token_hash: 'b'.repeat(64),
        create_action: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('uniq_factories')
      .values({ organization_id: organizationId, draft_id: draft.id, chain_factory_id: FACTORY })
      .execute();
    t = await publishPlayable(server, organizer, clock, {
      name: `Ending Cup ${suffix}`,
      rounds: 2,
      format: { thirdPlaceDecider: false, bestOf: [1, 1] },
    });
    // The prize pool as stored (the modal reads the rewards; the escrow is the payouts suites' business).
    await db
      .updateTable('tournaments')
      .set({
        prizepool: JSON.stringify({
          rewards: [
            { ranks: { kind: 'FIRST' }, uosAmount: '250', uniqs: [{ factoryId: FACTORY, quantity: 3 }] },
            { ranks: { kind: 'SECOND' }, uosAmount: '50', uniqs: [] },
          ],
        }),
      } as never)
      .where('id', '=', t.id)
      .execute();
    await registerAndCheckIn(server, clock, t, [...people.values()]);
    for (const round of [0, 1]) {
      clock.set(at.roundStarted(t.t0, round));
      const b = await brackets(server, t.id, organizer);
      for (const match of b.matches.filter((m) => m.roundIndex === round && m.status === 'READY')) {
        const winner = Math.min(...seedsOf(match));
        for (const seed of seedsOf(match)) await reportSweep(server, t.id, match, personOfSeed(b, seed), seed, winner);
      }
      await server.runDueWork();
    }
    expect((await brackets(server, t.id, organizer)).finished).toBe(true);
    web = await JourneyBrowser.launch(server);
  }, 180_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  const sessionOfRank = async (rank: number) => {
    const b = await brackets(server, t.id, organizer);
    return people.get(b.entrants.find((entrant) => entrant.finalRank === rank)!.captainId)!;
  };
  const modalData = async (session: Session) =>
    (await call<TournamentView>(server, 'GET', `/tournaments/${t.id}`, { session })).body.endTournamentModalData;

  async function cardsOf(page: Page) {
    return page.$$eval('[data-testid="reward-card"]', (cards) =>
      cards.map((card) => ({
        kind: (card as HTMLElement).dataset.kind,
        raised: (card as HTMLElement).dataset.raised,
        href: card.getAttribute('href'),
        width: Math.round(card.getBoundingClientRect().width),
        height: Math.round(card.getBoundingClientRect().height),
      })),
    );
  }

  it('greets the champion with the rewards, at 1280 and 360 px; closing accepts it for good', async () => {
    const champion = await sessionOfRank(1);
    const page = await web.as(champion, '/tournaments');
    await page.waitForSelector(MODAL, { timeout: 30_000 });
    expect(await page.$eval(MODAL, (el) => el.textContent ?? '')).toContain('You ranked');
    expect(await page.$eval(`${MODAL} [role="img"]`, (el) => el.getAttribute('aria-label'))).toBe('Rank 1st');
    // Cash + 3 Uniqs (4 rewards, with cash): 2 Uniq cards, one more as a note; the middle of 3 cards raised.
    const cards = await cardsOf(page);
    expect(cards.map((card) => [card.kind, card.raised])).toEqual([
      ['cash', 'false'],
      ['uniq', 'true'],
      ['uniq', 'false'],
    ]);
    expect(cards.every((card) => card.width === 240 && card.height === 394)).toBe(true);
    expect(cards[1].href).toBe(`https://uniq.ultra.io/uniqfactory/${FACTORY}`);
    expect(await page.$eval('[data-testid="more-uniqs"]', (el) => el.textContent)).toBe('plus 1 uniq');
    await web.shoot(page, 'ending-modal');

    // At 360 px the dialog fits the screen; the cards keep their size and scroll sideways.
    await page.setViewport({ width: 360, height: 780 });
    const fit = await page.$eval('div[role="dialog"]', (el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, right: box.right, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(360);
    expect(fit.scrollWidth).toBeLessThanOrEqual(360);
    expect((await cardsOf(page)).every((card) => card.width === 240)).toBe(true);
    await page.setViewport({ width: 1280, height: 900 });

    await click(page, '//div[@role="dialog"]//button[@aria-label="Close"]');
    await page.waitForFunction(
      (css: string) => !document.querySelector(css),
      { timeout: 30_000, polling: POLL_MS },
      MODAL,
    );
    await expect.poll(() => modalData(champion), { timeout: 10_000 }).toBeUndefined();
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector('main h1', { timeout: 30_000 });
    expect(await page.$(MODAL)).toBeNull();
  });

  it('takes the runner-up to the leaderboard tab, accepted', async () => {
    const runnerUp = await sessionOfRank(2);
    const page = await web.as(runnerUp, '/tournaments');
    await page.waitForSelector(MODAL, { timeout: 30_000 });
    await click(page, button('View the leaderboard'));
    await page.waitForFunction(
      (path: string) => location.pathname === path && location.search.includes('tab=leaderboard'),
      { timeout: 30_000, polling: POLL_MS },
      `/tournaments/${t.id}`,
    );
    expect(await page.$(MODAL)).toBeNull();
    expect(await page.$eval('[role="tab"][aria-selected="true"]', (el) => el.textContent?.trim() ?? '')).toBe(
      'Leaderboard',
    );
    await expect.poll(() => modalData(runnerUp), { timeout: 10_000 }).toBeUndefined();
    // It went to the section, not just the tab (issue 26 §5.6): the tabs are at the top of the screen, or the page is
    // scrolled as far as it goes.
    const scrolled = () =>
      page.evaluate(() => {
        const top = Math.round(document.getElementById('tournament-sections')!.getBoundingClientRect().top);
        const bottom = Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2;
        return { top, scrollY: Math.round(window.scrollY), atTarget: top < 80 || (bottom && window.scrollY > 0) };
      });
    await expect.poll(async () => (await scrolled()).atTarget, { timeout: 10_000 }).toBe(true);

    // Finished: the participants tab shows where each placed, no longer "Checked in" (issue 26 §5.10).
    await click(page, '//button[@role="tab" and normalize-space()="Participants"]');
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-participant]')].some((el) => el.textContent?.includes('1st place')),
      { timeout: 30_000, polling: POLL_MS },
    );
    const shown = await page.$$eval('[data-participant]', (items) =>
      items.map((item) => item.lastElementChild?.textContent),
    );
    expect(shown).not.toContain('Checked in');
    expect(shown).toContain('2nd place');
    await web.shoot(page, 'participants-finished');
  });
});
