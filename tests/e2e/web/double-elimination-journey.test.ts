// Issue 31 §3 in real Chromium against the app the server builds (in-process, on a ManualClock): a 5-player double
// elimination with a bracket reset, played to its end. One player watches the brackets tab from the moment the seeds
// freeze, without reloading: the winners and losers brackets and the grand final are drawn (the reset is not); they
// lose their winners semifinal and drop into the losers bracket live, report their losers match in the submit-results
// modal (the card names the losers round), win the losers bracket, take the grand final from the losers side, see the
// reset appear and win it. Round management names each match's bracket. The other matches are reported through the
// API by both sides. Set ARENA_SCREENSHOT_DIR to keep PNGs of the picture at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { HOUR, at, brackets, playRounds, type PickWinner, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { playerOfSeed } from '../support/journey-kit.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, reportSweep, seedsOf, textOf, waitForLive, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';
const CANVAS = '[data-testid="bracket-canvas"]';
/** Winners bracket of 8 (3 rounds), losers rounds in between, the grand final and its reset. */
const ROUNDS = 7;
const VIEWER_SEED = 2;
/** The password server.signUp gives accounts. */
const PASSWORD = 'correct-horse-battery';

/**
 * The better seed wins, except that seed 3 beats the viewer (seed 2) in the winners semifinal, and the viewer wins
 * every match after it: through the losers bracket, the grand final (from the losers side) and the reset.
 */
const pick: PickWinner = (match, seeds) => {
  if (!seeds.includes(VIEWER_SEED)) return Math.min(...seeds);
  return match.bracket === 'WINNERS' && seeds.includes(3) ? 3 : VIEWER_SEED;
};

describe.each(journeyEngines(import.meta.url))('a 5-player double elimination in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;
  let organizer: Session;
  let t: PlayTournament;
  let players: JourneyPlayer[] = [];
  /** The viewer's page: the brackets tab, opened once and never reloaded. */
  let page: Page;

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) => playerOfSeed(b, players, seed);
  const viewerMatch = (b: BracketsView, round: number) =>
    b.matches.find((m) => m.roundIndex === round && m.sides.some((side) => side.seed === VIEWER_SEED));
  /**
   * A browser session of its own for `who`: the app refreshes its tokens as the clock moves on (rotating the refresh
   * token), which would spend the one the API calls of the same person go on with.
   */
  const browserSession = (who: string) => server.signIn(who, PASSWORD);
  const cardsDrawn = () => page.$$eval(`${CANVAS} [data-match-id]`, (cards) => cards.length);

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Double',
      letter: 'D',
      count: 5,
      rounds: ROUNDS,
      format: { format: 'DOUBLE_ELIMINATION', minParticipants: 3, grandFinal: 'RESET', bestOf: [1] },
    }));
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('draws the winners and losers brackets and the grand final once the seeds freeze, not the reset', async () => {
    const b = await view();
    expect(b.format).toBe('DOUBLE_ELIMINATION');
    const viewer = personOfSeed(b, VIEWER_SEED);
    page = await web.as(await browserSession(viewer.email), `/tournaments/${t.id}?tab=brackets`);
    await page.waitForSelector('[data-part="LOSERS"]', { timeout: 30_000 });
    const canvas = await textOf(page, CANVAS);
    for (const heading of ['Winners bracket', 'Losers bracket', 'Grand final']) expect(canvas).toContain(heading);
    expect(canvas).not.toContain('Bracket reset');
    // Five players fit in view at 100 %: every match but the reset is drawn.
    expect(await cardsDrawn()).toBe(b.matches.length - 1);
    const chips = await page.$$eval('nav[aria-label="Rounds"] button', (buttons) => buttons.map((x) => x.textContent));
    expect(chips).toEqual([
      'Winners round 1',
      'Winners semifinals',
      'Winners final',
      'Losers round 1',
      'Losers round 2',
      'Losers round 3',
      'Losers final',
      'Grand final',
    ]);
    await web.shoot(page, 'double-elimination-seeded');
  });

  it('drops the viewer into the losers bracket live; they report their losers match on the card', async () => {
    // Winners round 1 and the winners semifinals (with losers round 1) through the API.
    await playRounds(server, clock, t, players, 2, organizer, pick);
    // The page was not reloaded: the viewer's next match appears in the losers bracket.
    await page.waitForSelector(
      '[data-part="LOSERS"] [data-viewer="true"][data-status="PENDING"], [data-part="LOSERS"] [data-viewer="true"][data-status="READY"]',
      {
        timeout: 30_000,
      },
    );
    clock.set(at.roundStarted(t.t0, 2));
    await server.runDueWork();
    const b = await view();
    const mine = viewerMatch(b, 2)!;
    expect(mine.bracket).toBe('LOSERS');
    const opponent = seedsOf(mine).find((seed) => seed !== VIEWER_SEED)!;
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector(CARD, { timeout: 30_000 });
    // The round holds the winners final too; the card names the viewer's own round.
    await waitForText(page, CARD, 'Losers round 2');
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await page.$$('div[role="dialog"] input[inputmode="numeric"]');
    // 1–0, the score the opponent's own report (a clean sweep of a best of 1) agrees with.
    await inputs[0].type('1');
    await inputs[1].type('0');
    await click(page, button('Submit results', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    await reportSweep(server, t.id, mine, personOfSeed(b, opponent).session, opponent, VIEWER_SEED);
    // The rest of the round (the winners final) through the API.
    for (const match of b.matches.filter((m) => m.roundIndex === 2 && m.id !== mine.id && m.status === 'READY')) {
      const [x, y] = seedsOf(match);
      const winner = pick(match, [x, y]);
      await reportSweep(server, t.id, match, personOfSeed(b, x).session, x, winner);
      await reportSweep(server, t.id, match, personOfSeed(b, y).session, y, winner);
    }
    expect((await view()).matches.find((m) => m.id === mine.id)).toMatchObject({
      status: 'COMPLETED',
      winnerSeed: VIEWER_SEED,
    });

    // Round management names each match's bracket: this round holds both.
    const org = await web.as(
      await browserSession(email('org')),
      `/create-tournament/${t.id}?section=round-management&round=2`,
    );
    await org.waitForSelector('[data-testid="round-match-row"]', { timeout: 30_000 });
    const rows = await org.$$eval('[data-testid="round-match-row"]', (trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(rows.some((row) => row.includes('Winners bracket'))).toBe(true);
    expect(rows.some((row) => row.includes('Losers bracket'))).toBe(true);
    await web.shoot(org, 'double-elimination-round-management');
  });

  it('takes the grand final from the losers side: the reset appears live, the viewer wins it and is placed 1st', async () => {
    await page.goto(`${server.baseUrl}/tournaments/${t.id}?tab=brackets`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-part="LOSERS"]', { timeout: 30_000 });
    // Losers round 3, the losers final and the grand final.
    let b = await playRounds(server, clock, t, players, 6, organizer, pick, 3);
    const grandFinal = b.matches.find((m: MatchView) => m.bracket === 'GRAND_FINAL')!;
    expect(grandFinal).toMatchObject({ status: 'COMPLETED', winnerSeed: VIEWER_SEED });
    await waitForText(page, CANVAS, 'Bracket reset');
    const reset = b.matches.find((m) => m.bracket === 'GRAND_FINAL_RESET')!;
    const resetNow = async () => {
      const now = (await view()).matches.find((m) => m.id === reset.id);
      return JSON.stringify({ status: now?.status, winnerSeed: now?.winnerSeed, sides: now?.sides.map((s) => s.seed) });
    };
    await waitForLive(page, `[data-match-id="${reset.id}"][data-viewer="true"]`, resetNow);
    await web.shoot(page, 'double-elimination-reset');

    b = await playRounds(server, clock, t, players, ROUNDS, organizer, pick, 6);
    await server.runDueWork();
    expect(b.finished).toBe(true);
    const rankOf = (seed: number) => b.entrants.find((entrant) => entrant.seed === seed)!.finalRank;
    expect(rankOf(VIEWER_SEED)).toBe(1);
    expect(rankOf(1)).toBe(2);
    // The reset's winner is drawn on the page, still without a reload, and the viewer reads their place.
    await waitForLive(page, `[data-match-id="${reset.id}"][data-status="COMPLETED"]`, resetNow);
    const winner = await page.$eval(`[data-match-id="${reset.id}"] [data-winner]`, (side) => side.textContent ?? '');
    expect(winner).toContain(personOfSeed(b, VIEWER_SEED).name);
    await waitForText(page, STATE, '1st place');
    await web.shoot(page, 'double-elimination-final');
  });
});
