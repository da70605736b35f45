// Issue 31 §3 in real Chromium against the app the server builds (in-process, on a ManualClock): a 5-player round
// robin in two groups (snake seeding: Group A holds seeds 1, 4, 5 and sits one member out each round; Group B holds
// seeds 2 and 3), played to its end. One player of Group A watches the brackets tab: their group opens first, the
// switcher shows the other group, and their group's standings and results grid follow the results as they come in,
// without a reload. They report one of their own matches in the submit-results modal (the card names the group), the
// opponent confirms through the API, the rest is played through the API, and at the end both tables are final and
// the viewer reads their place on the tournament page. Set ARENA_SCREENSHOT_DIR to keep PNGs at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, GroupStandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { HOUR, at, brackets, playRounds, type PickWinner, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { playerOfSeed } from '../support/journey-kit.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, reportSweep, seedsOf, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';
const PANEL = '[data-testid="group-stage"] [role="tabpanel"]';
/** A group of 3 needs 3 rounds (each member sits one out); the group of 2 plays in the first. */
const ROUNDS = 3;
const VIEWER_SEED = 4;
const GROUP_A = [1, 4, 5];
const GROUP_B = [2, 3];

/** The better seed wins, except that the viewer wins both their matches and so tops Group A. */
const pick: PickWinner = (_, seeds) => (seeds.includes(VIEWER_SEED) ? VIEWER_SEED : Math.min(...seeds));

/** A table row as the page and the API both tell it: name, wins, losses, points. */
type Row = [string, string, string, string];
const rowsOf = (group: GroupStandingsView): Row[] =>
  group.rows.map((row) => [row.name, String(row.wins), String(row.losses), String(row.points)]);

/** The shown group's standings, read by their column headings (the draws and tie-break columns come and go). */
const shownRows = (page: Page): Promise<Row[]> =>
  page.$eval(`${PANEL} [data-testid="group-standings"]`, (table) => {
    const headings = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent ?? '');
    const column = (heading: string) => headings.indexOf(heading);
    return Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
      const cells = Array.from((tr as HTMLTableRowElement).cells).map((cell) => cell.textContent ?? '');
      // The name cell also says "Placed 1st" once the group is over; keep the name alone.
      const name = tr.querySelector('th')!.firstChild?.textContent ?? '';
      return [name, cells[column('W')], cells[column('L')], cells[column('Points')]] as [
        string,
        string,
        string,
        string,
      ];
    });
  });

/** Waits, without reloading, until the shown group's standings read `expected`. */
async function waitForRows(page: Page, expected: Row[]) {
  try {
    await page.waitForFunction(
      (css: string, want: string) => {
        const table = document.querySelector(css);
        if (!table) return false;
        const headings = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent ?? '');
        const column = (heading: string) => headings.indexOf(heading);
        const rows = Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
          const cells = Array.from((tr as HTMLTableRowElement).cells).map((cell) => cell.textContent ?? '');
          const name = tr.querySelector('th')!.firstChild?.textContent ?? '';
          return [name, cells[column('W')], cells[column('L')], cells[column('Points')]];
        });
        return JSON.stringify(rows) === want;
      },
      { timeout: 30_000, polling: POLL_MS },
      `${PANEL} [data-testid="group-standings"]`,
      JSON.stringify(expected),
    );
  } catch (error) {
    // Say what the page showed instead of a bare timeout.
    expect(await shownRows(page)).toEqual(expected);
    throw error;
  }
}

/** Results shown in the shown group's grid: each played match fills two cells (one from each side). */
const gridResults = (page: Page) =>
  page.$$eval(`${PANEL} [data-testid="results-grid"] [data-outcome]`, (cells) => cells.length);

describe.each(journeyEngines(import.meta.url))('a 5-player round robin in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  let players: JourneyPlayer[] = [];
  /** The viewer's page: the brackets tab. */
  let page: Page;
  /** The round of the match the viewer reports in the browser: their first after the opening round. */
  let viewerRound: number;

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) => playerOfSeed(b, players, seed);
  const groupOf = (b: BracketsView, index: number) => b.groups!.find((group) => group.index === index)!;
  /** The group switcher: a tab per group. */
  const showGroup = (name: string) =>
    click(page, `//*[@data-testid="group-stage"]//button[@role="tab" and normalize-space(.)="${name}"]`);
  const selectedGroup = () =>
    page.$eval('[data-testid="group-stage"] [role="tab"][aria-selected="true"]', (tab) => tab.textContent);

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Group',
      letter: 'R',
      count: 5,
      rounds: ROUNDS,
      format: { format: 'ROUND_ROBIN', minParticipants: 4, groupCount: 2, roundRobinLegs: 1, bestOf: [1] },
    }));
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('opens on the viewer’s group once the seeds freeze; the switcher shows the other group', async () => {
    const b = await view();
    expect(b.format).toBe('ROUND_ROBIN');
    expect(b.groups!.map((g) => [g.name, g.rows.map((r) => r.seed).sort()])).toEqual([
      ['Group A', GROUP_A],
      ['Group B', GROUP_B],
    ]);
    const viewer = personOfSeed(b, VIEWER_SEED);
    page = await web.as(viewer.session, `/tournaments/${t.id}?tab=brackets`);
    await page.waitForSelector(`${PANEL} [data-testid="group-standings"]`, { timeout: 30_000 });
    const tabs = await page.$$eval('[data-testid="group-stage"] [role="tab"]', (all) => all.map((x) => x.textContent));
    expect(tabs).toEqual(['Group A', 'Group B']);
    expect(await selectedGroup()).toBe('Group A');
    // The viewer's own row stands out; nothing is played yet.
    const mine = await page.$eval(`${PANEL} [data-testid="group-standings"] tr[data-viewer]`, (tr) => tr.textContent);
    expect(mine).toContain(viewer.name);
    expect(await gridResults(page)).toBe(0);
    await waitForRows(page, rowsOf(groupOf(b, 0)));

    await showGroup('Group B');
    expect(await selectedGroup()).toBe('Group B');
    await waitForRows(page, rowsOf(groupOf(b, 1)));
    await showGroup('Group A');
    expect(await selectedGroup()).toBe('Group A');
    await web.shoot(page, 'round-robin-seeded');
  });

  it('updates the group’s standings and results grid live as the first round is played', async () => {
    const b = await playRounds(server, clock, t, players, 1, organizer, pick);
    // Group A played one match in the first round (one member sat out); the page was not reloaded.
    expect(b.matches.filter((m) => m.roundIndex === 0 && m.group === 0 && m.status === 'COMPLETED')).toHaveLength(1);
    await waitForRows(page, rowsOf(groupOf(b, 0)));
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(css).length === 2,
      { timeout: 30_000, polling: POLL_MS },
      `${PANEL} [data-testid="results-grid"] [data-outcome]`,
    );
    // Group B's only match is over: its table reads so when the viewer switches to it.
    await showGroup('Group B');
    await waitForRows(page, rowsOf(groupOf(b, 1)));
    expect(await gridResults(page)).toBe(2);
    await showGroup('Group A');
    expect(await selectedGroup()).toBe('Group A');
    await web.shoot(page, 'round-robin-first-round');
  });

  it('the viewer reports their own match on the card, which names the group; the opponent confirms', async () => {
    let b = await view();
    // Everyone of a group of 3 plays twice in 3 rounds, so the viewer plays at least once after the first.
    viewerRound = b.matches.find(
      (m) => m.roundIndex > 0 && m.status !== 'BYE' && m.sides.some((side) => side.seed === VIEWER_SEED),
    )!.roundIndex;
    if (viewerRound > 1) b = await playRounds(server, clock, t, players, viewerRound, organizer, pick, 1);
    clock.set(at.roundStarted(t.t0, viewerRound));
    await server.runDueWork();
    b = await view();
    const mine = b.matches.find(
      (m) => m.roundIndex === viewerRound && m.sides.some((side) => side.seed === VIEWER_SEED),
    )!;
    expect(mine).toMatchObject({ status: 'READY', group: 0 });
    const opponent = seedsOf(mine).find((seed) => seed !== VIEWER_SEED)!;
    // The card shows the match of the round now running; the page loads it once.
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector(CARD, { timeout: 30_000 });
    await waitForText(page, CARD, 'Group A');
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await page.$$('div[role="dialog"] input[inputmode="numeric"]');
    // 1–0 for the viewer, the score the opponent's own report (a clean sweep of a best of 1) agrees with.
    await inputs[0].type('1');
    await inputs[1].type('0');
    await click(page, button('Submit results', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    await reportSweep(server, t.id, mine, personOfSeed(b, opponent).session, opponent, VIEWER_SEED);
    b = await view();
    expect(b.matches.find((m) => m.id === mine.id)).toMatchObject({ status: 'COMPLETED', winnerSeed: VIEWER_SEED });
    // The brackets tab shows the viewer's own win in their group's table and grid.
    await waitForRows(page, rowsOf(groupOf(b, 0)));
    const played = b.matches.filter((m) => m.group === 0 && m.status === 'COMPLETED').length;
    await page.waitForFunction(
      (css: string, cells: number) => document.querySelectorAll(css).length === cells,
      { timeout: 30_000, polling: POLL_MS },
      `${PANEL} [data-testid="results-grid"] [data-outcome]`,
      played * 2,
    );
  });

  it('plays the rest through the API: both tables are final, live, and the viewer reads their place', async () => {
    // Whatever else the viewer's round holds, then the rounds after it.
    const b = await playRounds(server, clock, t, players, ROUNDS, organizer, pick, viewerRound);
    await server.runDueWork();
    expect(b.finished).toBe(true);
    expect(groupOf(b, 0).rows.map((r) => [r.seed, r.rank, r.points])).toEqual([
      [4, 1, 6],
      [1, 2, 3],
      [5, 3, 0],
    ]);
    expect(groupOf(b, 1).rows.map((r) => [r.seed, r.rank])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    // Group winners share 1st, runners-up 3rd; the last of Group A is 5th.
    expect([...b.entrants].sort((x, y) => x.seed - y.seed).map((e) => [e.seed, e.finalRank])).toEqual([
      [1, 3],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 5],
    ]);
    // Still without a reload: the full table, every result in the grid, every row placed.
    await waitForRows(page, rowsOf(groupOf(b, 0)));
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(css).length === 6,
      { timeout: 30_000, polling: POLL_MS },
      `${PANEL} [data-testid="results-grid"] [data-outcome]`,
    );
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(css).length === 3,
      { timeout: 30_000, polling: POLL_MS },
      `${PANEL} [data-testid="group-standings"] tbody tr[data-placed]`,
    );
    const placed = await page.$$eval(`${PANEL} [data-testid="group-standings"] tbody tr`, (rows) =>
      rows.map((row) => row.getAttribute('data-placed')),
    );
    expect(placed).toEqual(['1', '3', '5']);
    // The tournament has ended, so its page opens the viewer's ending modal over the tabs: closed as a player would.
    await click(page, '//div[@role="dialog"]//button[@aria-label="Close"]');
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    await showGroup('Group B');
    await waitForRows(page, rowsOf(groupOf(b, 1)));
    await showGroup('Group A');
    await waitForText(page, STATE, '1st place');
    await web.shoot(page, 'round-robin-final');
  });
});
