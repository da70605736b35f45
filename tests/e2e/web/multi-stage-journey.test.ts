// Issue 31 in real Chromium against the app the server builds (in-process, on a ManualClock): 8 players in two
// round-robin groups of four (3 rounds) whose top two go on to a single-elimination playoff (semifinals, final),
// played to its end. The top seed watches the brackets tab and a guest the embeddable bracket page: the stage switcher shows
// Stage 1 while the groups are played and, once the last group result is in, opens on Stage 2 without a reload;
// Stage 1's tables mark the qualified with "Q". The top seed reports their semifinal on the match card, the
// opponent confirms through the API, the final is played through the API, and at the end the top seed reads their
// place and the leaderboard tab lists the final placements. Set ARENA_SCREENSHOT_DIR to keep PNGs at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { HOUR, at, brackets, playRounds, type PickWinner, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { playerOfSeed } from '../support/journey-kit.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, reportSweep, seedsOf, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';
const STAGE_TABS = '[aria-label="Stages"] [role="tab"]';
const STAGE_1 = 'Stage 1 · Round robin';
const STAGE_2 = 'Stage 2 · Single elimination';
/** Groups of four play 3 rounds; the 4-entrant playoff 2 more. */
const GROUP_ROUNDS = 3;
const ROUNDS = 5;
const VIEWER_SEED = 1;

const betterSeed: PickWinner = (_, seeds) => Math.min(...seeds);

/** The stage switcher's tabs as the page shows them, the selected one marked. */
const stageTabs = (page: Page) =>
  page.$$eval(STAGE_TABS, (tabs) => tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected') === 'true']));

/** Waits, without reloading, until `name` is the selected stage. */
const waitForStage = (page: Page, name: string) =>
  page.waitForFunction(
    (css: string, want: string) => document.querySelector(`${css}[aria-selected="true"]`)?.textContent === want,
    { timeout: 30_000, polling: POLL_MS },
    STAGE_TABS,
    name,
  );

const chooseStage = (page: Page, name: string) =>
  click(page, `//*[@aria-label="Stages"]//*[@role="tab" and normalize-space(.)="${name}"]`);

/** The shown group table's names, and which of them carry the "Q" mark. */
const shownGroup = (page: Page) =>
  page.$$eval(
    '[data-stage="0"] [data-testid="group-stage"] [role="tabpanel"] [data-testid="group-standings"] tbody tr',
    (rows) =>
      rows.map((tr) => [
        tr.querySelector('th')!.firstChild?.textContent ?? '',
        tr.querySelector('[data-qualified]') !== null,
      ]),
  );

describe.each(journeyEngines(import.meta.url))('groups into a playoff in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  let players: JourneyPlayer[] = [];
  /** The top seed's page on the brackets tab, and a guest's on the embeddable bracket page. */
  let page: Page;
  let guest: Page;

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) => playerOfSeed(b, players, seed);
  const tab = (name: string) => `/tournaments/${t.id}?tab=${name}`;

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Stage',
      letter: 'S',
      count: 8,
      rounds: ROUNDS,
      format: {
        format: 'ROUND_ROBIN',
        stageType: 'MULTI_STAGE',
        minParticipants: 8,
        maxParticipants: 8,
        groupCount: 2,
        bestOf: [1],
        eliminatedTies: 'RANKED',
        stages: [{ format: 'SINGLE_ELIMINATION', qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 }, bestOf: [1] }],
      },
    }));
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('shows Stage 1 while the groups are played, to the player and to a guest', async () => {
    const b = await view();
    expect(b.currentStage).toBe(0);
    page = await web.as(personOfSeed(b, VIEWER_SEED).session, tab('brackets'));
    // A guest's tournament page asks them to sign in for the brackets; the embeddable bracket page is theirs.
    guest = await web.asGuest(`/embed/tournaments/${t.id}/brackets`);
    for (const shown of [page, guest]) {
      await shown.waitForSelector('[data-stage="0"] [data-testid="group-standings"]', { timeout: 30_000 });
      expect(await stageTabs(shown)).toEqual([
        [STAGE_1, true],
        [STAGE_2, false],
      ]);
      // Nobody has qualified yet.
      expect((await shownGroup(shown)).some(([, q]) => q)).toBe(false);
    }
    await web.shoot(page, 'stages-groups-player');
    await web.shoot(guest, 'stages-groups-guest');
    // The playoff tab says it waits for the groups.
    await chooseStage(guest, STAGE_2);
    await waitForText(guest, '[data-testid="stage-upcoming"]', `Starts once ${STAGE_1} is over.`);
  });

  it('opens on Stage 2 without a reload once the groups are resolved; Stage 1 marks the qualified', async () => {
    const b = await playRounds(server, clock, t, players, GROUP_ROUNDS, organizer, betterSeed);
    expect(b.currentStage).toBe(1);
    const semis = b.matches.filter((m) => m.stage === 1 && m.roundIndex === GROUP_ROUNDS);
    expect(semis.map((m) => seedsOf(m).sort((x, y) => x - y)).sort((x, y) => x[0] - y[0])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    // The player never chose a stage: the switcher follows the event onto the playoff, live.
    await waitForStage(page, STAGE_2);
    for (const semi of semis) await page.waitForSelector(`[data-match-id="${semi.id}"]`, { timeout: 30_000 });
    // The guest chose Stage 2 before it started: its pictures arrive live too.
    for (const semi of semis) await guest.waitForSelector(`[data-match-id="${semi.id}"]`, { timeout: 30_000 });
    await web.shoot(page, 'stages-playoff-player');
    await web.shoot(guest, 'stages-playoff-guest');

    // Stage 1's tables: the top two of each group carry the "Q" mark, the rest do not.
    await chooseStage(page, STAGE_1);
    await page.waitForSelector('[data-stage="0"] [data-testid="group-standings"]', { timeout: 30_000 });
    const groups = b.stages![0].groups!;
    for (const group of groups) {
      await click(page, `//*[@data-testid="group-stage"]//button[@role="tab" and normalize-space(.)="${group.name}"]`);
      const want = group.rows.map((row) => [personOfSeed(b, row.seed).name, row.qualified === true]);
      expect(want.filter(([, q]) => q)).toHaveLength(2);
      await page.waitForFunction(
        (css: string, expected: string) =>
          JSON.stringify(
            Array.from(document.querySelectorAll(css)).map((tr) => [
              tr.querySelector('th')!.firstChild?.textContent ?? '',
              tr.querySelector('[data-qualified]') !== null,
            ]),
          ) === expected,
        { timeout: 30_000, polling: POLL_MS },
        '[data-stage="0"] [data-testid="group-stage"] [role="tabpanel"] [data-testid="group-standings"] tbody tr',
        JSON.stringify(want),
      );
      expect(await shownGroup(page)).toEqual(want);
    }
    await web.shoot(page, 'stages-groups-qualified-player');
  });

  it('the qualified top seed reports their semifinal on the match card; the opponent confirms', async () => {
    clock.set(at.roundStarted(t.t0, GROUP_ROUNDS));
    await server.runDueWork();
    let b = await view();
    const semi = b.matches.find(
      (m) => m.roundIndex === GROUP_ROUNDS && m.sides.some((side) => side.seed === VIEWER_SEED),
    )!;
    expect(semi).toMatchObject({ status: 'READY', stage: 1 });
    const opponent = seedsOf(semi).find((seed) => seed !== VIEWER_SEED)!;
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector(CARD, { timeout: 30_000 });
    await waitForText(page, `${CARD} [data-testid="match-opponents"]`, personOfSeed(b, opponent).name);
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await page.$$('div[role="dialog"] input[inputmode="numeric"]');
    await inputs[0].type('1');
    await inputs[1].type('0');
    await click(page, button('Submit results', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    await reportSweep(server, t.id, semi, personOfSeed(b, opponent).session, opponent, VIEWER_SEED);
    b = await view();
    expect(b.matches.find((m) => m.id === semi.id)).toMatchObject({ status: 'COMPLETED', winnerSeed: VIEWER_SEED });
    // The playoff picture shows the viewer's win without a reload.
    await waitForStage(page, STAGE_2);
    await waitForText(page, `[data-match-id="${semi.id}"] [data-winner]`, personOfSeed(b, VIEWER_SEED).name);
  });

  it('plays the final through the API: the top seed reads 1st place and the leaderboard the placements', async () => {
    const b = await playRounds(server, clock, t, players, ROUNDS, organizer, betterSeed, GROUP_ROUNDS);
    await server.runDueWork();
    expect(b.finished).toBe(true);
    expect(b.stages!.map((s) => s.status)).toEqual(['COMPLETE', 'COMPLETE']);
    await waitForText(page, STATE, '1st place');

    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: organizer,
    });
    expect(standings.body.final).toBe(true);
    const ranks = new Map(standings.body.rows.map((row) => [row.seed, row.rank]));
    expect([1, 2, 3, 4].map((seed) => ranks.get(seed))).toEqual([1, 2, 3, 3]);
    // Those knocked out in the groups are placed after the playoff's four.
    expect([5, 6, 7, 8].every((seed) => ranks.get(seed)! >= 5)).toBe(true);

    await page.goto(`${server.baseUrl}${tab('leaderboard')}`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-testid="standings-table"]', { timeout: 30_000 });
    await waitForText(page, '[data-testid="standings-table"] caption', 'Final standings');
    const rows = await page.$$eval('[data-testid="standings-table"] tbody tr', (trs) =>
      trs.map((tr) => [tr.querySelector('td')?.textContent?.trim(), tr.querySelector('th')?.textContent?.trim()]),
    );
    expect(rows.map(([, name]) => name)).toEqual(standings.body.rows.map((row) => personOfSeed(b, row.seed).name));
    expect(rows.slice(0, 4).map(([rank]) => rank)).toEqual(['1st', '2nd', '3rd', '3rd']);
    await web.shoot(page, 'stages-leaderboard-final');

    // The guest's brackets tab, still not reloaded, shows the final decided.
    const final = b.matches.find((m) => m.roundIndex === ROUNDS - 1)!;
    await waitForText(guest, `[data-match-id="${final.id}"] [data-winner]`, personOfSeed(b, VIEWER_SEED).name);
    await web.shoot(guest, 'stages-final-guest');
  });
});
