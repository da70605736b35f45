// Issue 30 §3 in real Chromium against the app the server builds (in-process, on a ManualClock): a 6-player chess
// Swiss of 3 rounds with the sides White/Black. A player's match card says which side they play, as the API's match
// data has it; the brackets tab's pairings carry a side marker on every entrant; once round 1 is reported (through
// the API) and round 2 drawn, the leaderboard's Sides column shows each entrant's side history; and the organizer's
// round management offers "Export TRF", whose click fetches the FIDE report file with every player in it.
// Set ARENA_SCREENSHOT_DIR to keep PNGs at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPResponse } from 'puppeteer-core';
import type { BracketsView, StandingsView } from '../../../src/contract/matches.js';
import { readTrf } from '../../../src/domain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { HOUR, at, brackets, playBetterSeedWins, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click } from '../support/page-actions.js';
import { playerOfSeed, seedOfPlayer } from '../support/journey-kit.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, waitForText } from '../support/play-journey.js';

const PLAYERS = 6;
const ROUNDS = 3;
const SIDES = { names: ['White', 'Black'], firstGame: 'HIGHER_SEED' };
const CARD = '[data-testid="match-card"]';

describe.each(journeyEngines(import.meta.url))('a chess Swiss with sides in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  let players: JourneyPlayer[] = [];

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) => playerOfSeed(b, players, seed);
  const seedOf = seedOfPlayer;

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Sides',
      letter: 'S',
      count: PLAYERS,
      rounds: ROUNDS,
      format: {
        format: 'SWISS_SYSTEM',
        numberOfRounds: ROUNDS,
        maxParticipants: 8,
        bestOf: [1],
        sides: SIDES,
      },
    }));
    clock.set(at.roundStarted(t.t0, 0));
    await server.runDueWork(); // round 1 is drawn when it starts
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it("tells each of two opponents their side on the match card, as the API's match has it", async () => {
    const b = await view();
    const hero = players[0];
    const match = b.matches.find((m) => m.roundIndex === 0 && m.sides.some((side) => side.seed === seedOf(b, hero)))!;
    expect(match.sideNames).toEqual(['White', 'Black']);
    // Both players of one pairing: one reads White, the other Black, and game 1's first side is the White one.
    for (const side of match.sides) {
      const expected = side.side === 'FIRST' ? 'White' : 'Black';
      expect(match.gameSides![0] === side.seed).toBe(side.side === 'FIRST');
      const page = await web.as(personOfSeed(b, side.seed!).session, `/tournaments/${t.id}`);
      await waitForText(page, CARD, 'Round 1');
      await waitForText(page, `${CARD} [data-testid="match-own-side"]`, `Your side${expected}`);
      expect(await page.$eval(`${CARD} [data-testid="side-marker"]`, (node) => node.getAttribute('data-side'))).toBe(
        side.side,
      );
      if (side.seed === seedOf(b, hero)) await web.shoot(page, 'sides-match-card');
    }
  });

  it('marks the side of every entrant in the pairings', async () => {
    const b = await view();
    // A player of the tournament (visitors are asked to sign in before they see the brackets).
    const page = await web.as(players[PLAYERS - 1].session, `/tournaments/${t.id}?tab=brackets`);
    await page.waitForSelector('[data-testid="round-pairings"] section[aria-label="Round 1"] [data-match-id]', {
      timeout: 30_000,
    });
    const cards = await page.$$eval(
      '[data-testid="round-pairings"] section[aria-label="Round 1"] [data-match-id]',
      (nodes) =>
        nodes.map((node) => ({
          id: (node as HTMLElement).dataset.matchId,
          sides: [...node.querySelectorAll('[data-testid="side-marker"]')].map((marker) => [
            marker.getAttribute('data-side'),
            marker.textContent,
          ]),
          text: node.textContent ?? '',
        })),
    );
    const expected = b.matches.filter((m) => m.roundIndex === 0).sort((a, b) => a.position - b.position);
    expect(cards.map((card) => card.id)).toEqual(expected.map((m) => m.id));
    for (const [k, match] of expected.entries()) {
      expect(cards[k].sides).toEqual(match.sides.map((side) => [side.side, side.side === 'FIRST' ? 'White' : 'Black']));
      for (const side of match.sides) expect(cards[k].text).toContain(personOfSeed(b, side.seed!).name);
    }
    await web.shoot(page, 'sides-pairings');
  });

  it('shows each entrant’s side history in the standings once round 1 is played and round 2 drawn', async () => {
    await playBetterSeedWins(server, clock, t, players, 1, organizer);
    clock.set(at.roundStarted(t.t0, 1));
    await server.runDueWork();
    const b = await view();
    expect(b.matches.filter((m) => m.roundIndex === 1 && m.status === 'READY')).toHaveLength(PLAYERS / 2);
    const standings = (
      await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, { session: organizer })
    ).body;
    // Each history reads round by round, the drawn round 2 included: the side of round 1, then of round 2.
    const sideOf = (round: number, name: string) => {
      const match = b.matches.find(
        (m) => m.roundIndex === round && m.sides.some((side) => personOfSeed(b, side.seed!).name === name),
      )!;
      return match.sides.find((side) => personOfSeed(b, side.seed!).name === name)!.side === 'FIRST' ? 'W' : 'B';
    };
    expect(standings.rows.map((row) => row.sideHistory)).toEqual(
      standings.rows.map((row) => `${sideOf(0, row.name)}${sideOf(1, row.name)}`),
    );

    const page = await web.as(players[PLAYERS - 1].session, `/tournaments/${t.id}?tab=leaderboard`);
    await page.waitForSelector('[data-testid="standings-table"] tbody tr [data-testid="side-history"]', {
      timeout: 30_000,
    });
    const headings = await page.$$eval('[data-testid="standings-table"] thead th', (cells) =>
      cells.map((cell) => cell.textContent?.trim()),
    );
    expect(headings.slice(0, 6)).toEqual(['Rank', 'Player', 'Points', 'Wins', 'Losses', 'Sides']);
    const shown = await page.$$eval('[data-testid="standings-table"] tbody tr', (rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent?.trim(),
        row.querySelector('[data-testid="side-history"]')?.textContent?.trim(),
      ]),
    );
    expect(shown).toEqual(standings.rows.map((row) => [row.name, row.sideHistory]));
    await web.shoot(page, 'sides-standings');
  });

  it('gives the organizer "Export TRF" in round management, which fetches the report file', async () => {
    const page = await web.as(organizer, `/create-tournament/${t.id}?section=round-management&round=1`);
    await page.waitForSelector(`xpath/${button('Export TRF')}`, { timeout: 30_000 });
    const answer = page.waitForResponse((response: HTTPResponse) => response.url().endsWith(`/${t.id}/trf`), {
      timeout: 30_000,
    });
    await click(page, button('Export TRF'));
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const trf = readTrf(await response.text());
    expect([...trf.names].sort()).toEqual(players.map((p) => p.name).sort());
    expect(trf.numberOfRounds).toBe(ROUNDS);
    await web.shoot(page, 'sides-round-management');
  });
});
