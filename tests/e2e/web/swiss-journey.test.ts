// Issue 11 §6: a 16-player Swiss of 4 rounds in real Chromium against the app `npm start` builds (in-process,
// its clock a ManualClock that the journey moves round by round). Most reports go through the API; the
// browser shows what a player and a visitor of the tournament page see: the match card naming this round's
// opponent, a result submitted in the submit-results modal and confirmed by the opponent from theirs, the
// brackets tab's pairings and results per round, the leaderboard's standings with the tie-break columns after
// every round, and at the end the final placements of a finished tournament.
// The result rule is fixed (the lower seed wins every pairing) so every round is checked against the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, MatchView, StandingsView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { rankLabel } from '../../../src/ui/rank-tone.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { HOUR, at, brackets, publishPlayable, registerAndCheckIn, reportWin } from '../../api/matches/play-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import {
  open,
  signUpCrowd,
  playerPages,
  screenshots,
  tableHeadings,
  tableRows,
  waitForText,
  type PlayerPages,
  playerOfSeed,
  seedOfPlayer,
  type JourneyPlayer,
} from '../support/journey-kit.js';

const PLAYERS = 16;
const ROUNDS = 4;

type Player = JourneyPlayer;

// The browser journey runs on PGlite only: the API suites (tests/api/matches) cover both engines, and running
// the same clicks twice would double the e2e project's time for no new path through the server.
describe.each(journeyEngines(import.meta.url))('a 16-player Swiss of 4 rounds in the browser (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  let pages: PlayerPages;
  // Round 1 starts about now, so the countdowns the browser draws with its own clock read sensibly.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 6);
  let organizer: Session;
  const players: Player[] = [];
  let tournamentId = '';
  let t0 = 0;

  const bySeed = (view: BracketsView, seed: number): Player => playerOfSeed(view, players, seed);
  const seedOf = seedOfPlayer;
  const matchOf = (view: BracketsView, round: number, seed: number) =>
    view.matches.find((m) => m.roundIndex === round && m.sides.some((side) => side.seed === seed))!;
  const url = (path = '') => `${server.baseUrl}/tournaments/${tournamentId}${path}`;

  beforeAll(async () => {
    await ensureWebBuild();
    // TRUST_PROXY: the players sign up from their own addresses (signUpCrowd).
    server = await startTestServer(engine, { TRUST_PROXY: 'true' }, { clock });
    organizer = await server.signUp(`sw-org-${suffix}@example.com`, `SwOrg${suffix}`);
    await makeOrganizer(server, organizer, `Swiss Journeys ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    const crowd = await signUpCrowd(server, PLAYERS, (i) => ({
      email: `sw-${i}-${suffix}@example.com`,
      nickname: `Sw${String(i).padStart(2, '0')}${suffix}`,
    }));
    for (const player of crowd) players.push({ ...player, id: await userId(server, player.session) });
    const t = await publishPlayable(server, organizer, clock, {
      rounds: ROUNDS,
      name: `Swiss Journey ${suffix}`,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: ROUNDS, maxParticipants: PLAYERS },
    });
    tournamentId = t.id;
    t0 = t.t0;
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    browser = await launchBrowser();
    pages = playerPages(browser.browser, server.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await pages?.close();
    await browser?.close();
    await server?.close();
  });

  /** The match card of `player` names this round's opponent (the page is reloaded: a fresh visit). */
  async function expectCardOpponent(page: Page, round: number, opponent: Player) {
    await open(page, url());
    await waitForText(page, '[data-testid="match-card"]', `Round ${round + 1}`);
    // innerText: as displayed, so a name shown in capitals would not pass for the player's nickname.
    const opponents = await page.$eval('[data-testid="match-opponents"]', (node) =>
      (node as HTMLElement).innerText.trim(),
    );
    expect(opponents).toBe(opponent.nickname);
  }

  /** Types a best-of-1 result in the submit-results modal: `mine`–`theirs`, and submits it. */
  async function submitInModal(page: Page, mine: number, theirs: number, winner: Player) {
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const scores = await page.$$('div[role="dialog"] input[inputmode="numeric"]');
    await scores[0].type(String(mine));
    await scores[1].type(String(theirs));
    expect(await page.$eval('[data-testid="derived-winner"]', (node) => node.textContent)).toContain(winner.nickname);
    await click(page, button('Submit results', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
  }

  /** The brackets tab shows every pairing of `round` with both names, its status and the winner. */
  async function expectPairings(page: Page, view: BracketsView, round: number) {
    await open(page, url('?tab=brackets'));
    await page.waitForSelector('[data-testid="round-pairings"]');
    const section = `section[aria-label="Round ${round + 1}"]`;
    const cards = await page.$$eval(`[data-testid="round-pairings"] ${section} [data-match-id]`, (nodes) =>
      nodes.map((node) => ({
        id: (node as HTMLElement).dataset.matchId,
        status: (node as HTMLElement).dataset.status,
        names: [...node.children].map((side) => side.children[1]?.textContent ?? ''),
        winner: node.querySelector('[data-winner] > :nth-child(2)')?.textContent ?? null,
      })),
    );
    const expected = view.matches.filter((m) => m.roundIndex === round).sort((a, b) => a.position - b.position);
    expect(cards.map((card) => card.id)).toEqual(expected.map((m) => m.id));
    for (const [k, match] of expected.entries()) {
      expect(cards[k].names).toEqual(match.sides.map((side) => bySeed(view, side.seed!).nickname));
      expect(cards[k].status).toBe(match.status);
      expect(cards[k].winner).toBe(match.winnerSeed === null ? null : bySeed(view, match.winnerSeed).nickname);
    }
  }

  /** The leaderboard tab shows the API's standings: rank, name, points, wins, losses and each tie-break. */
  async function expectStandings(page: Page, standings: StandingsView) {
    await open(page, url('?tab=leaderboard'));
    await page.waitForSelector('[data-testid="standings-table"] tbody tr');
    const headings = await tableHeadings(page, '[data-testid="standings-table"]');
    expect(headings).toEqual([
      'Rank',
      'Player',
      'Points',
      'Wins',
      'Losses',
      'Buchholz',
      'Buchholz cut 1',
      'Sonneborn-Berger',
    ]);
    const rows = await tableRows(page, '[data-testid="standings-table"]');
    // One line per row, so a difference reads as a diff of the table.
    const expected = standings.rows.map((row) =>
      [
        rankLabel(row.rank),
        row.name,
        row.points,
        row.wins,
        row.losses,
        // The WINS tie-break is the Wins column, shown once.
        ...row.tieBreaks.filter((_, k) => standings.columns[k] !== 'WINS'),
      ].join(' | '),
    );
    expect(rows.map((cells) => cells.join(' | ')).join('\n')).toBe(expected.join('\n'));
    // On a phone the table scrolls inside its frame; the page itself stays as wide as the screen.
    await page.setViewport({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewport({ width: 1280, height: 900 });
  }

  it('plays four rounds: the card, the modal, the pairings and the standings after each round, then the placements', async () => {
    const hero = players[0];
    const heroPage = await pages.page(hero.email);
    const visitor = await pages.page(players[PLAYERS - 1].email);
    const reportsOf = (view: BracketsView, match: MatchView, except: Player[] = []) =>
      Promise.all(
        match.sides.map(async (side) => {
          const reporter = bySeed(view, side.seed!);
          if (except.includes(reporter)) return;
          const winner = Math.min(...match.sides.map((s) => s.seed!));
          const answer = await reportWin(server, tournamentId, match, reporter.session, side.seed!, winner);
          expect(answer.status).toBe(200);
        }),
      );

    for (let round = 0; round < ROUNDS; round++) {
      clock.set(at.roundStarted(t0, round));
      await server.runDueWork();
      let view = await brackets(server, tournamentId, organizer);
      const pairings = view.matches.filter((m) => m.roundIndex === round);
      expect(pairings).toHaveLength(PLAYERS / 2);
      expect(pairings.every((m) => m.status === 'READY')).toBe(true);

      const heroSeed = seedOf(view, hero);
      const heroMatch = matchOf(view, round, heroSeed);
      const opponentSeed = heroMatch.sides.find((side) => side.seed !== heroSeed)!.seed!;
      const opponent = bySeed(view, opponentSeed);
      await expectCardOpponent(heroPage, round, opponent);
      if (round === 0) await screenshots(heroPage, 'swiss-match-card');

      const heroWins = heroSeed < opponentSeed;
      if (round === 0 || round === ROUNDS - 1) {
        // The hero reports in the modal; in round 1 the opponent confirms from their own card, in the last
        // round the opponent's matching report (by API) confirms it.
        await submitInModal(heroPage, heroWins ? 2 : 0, heroWins ? 0 : 2, heroWins ? hero : opponent);
        await waitForText(heroPage, '[data-testid="match-card"]', heroWins ? 'Your report 2–0' : 'Your report 0–2');
        if (round === 0) {
          const opponentPage = await pages.page(opponent.email);
          await open(opponentPage, url());
          await waitForText(opponentPage, '[data-testid="match-card"]', `${hero.nickname} reported`);
          await click(opponentPage, button('Confirm score'));
          await opponentPage.waitForFunction(
            () => !document.querySelector('[data-testid="match-card"]')?.textContent?.includes('Confirm score'),
            { timeout: 30_000, polling: POLL_MS },
          );
        } else {
          await reportsOf(view, heroMatch, [hero]);
        }
      } else {
        await reportsOf(view, heroMatch);
      }
      for (const match of pairings.filter((m) => m.id !== heroMatch.id)) await reportsOf(view, match);

      await server.runDueWork();
      view = await brackets(server, tournamentId, organizer);
      const played = view.matches.filter((m) => m.roundIndex === round);
      expect(played.every((m) => m.status === 'COMPLETED')).toBe(true);
      expect(played.every((m) => m.winnerSeed === Math.min(...m.sides.map((s) => s.seed!)))).toBe(true);
      if (round < ROUNDS - 1) expect(view.matches.filter((m) => m.roundIndex === round + 1)).toHaveLength(PLAYERS / 2);

      await expectPairings(visitor, view, round);
      if (round === 1) await screenshots(visitor, 'swiss-pairings');
      const standings = (
        await call<StandingsView>(server, 'GET', `/matches/${tournamentId}/tiebreaker-leaderboard`, {
          session: organizer,
        })
      ).body;
      expect(standings.rows.reduce((sum, row) => sum + row.wins, 0)).toBe((PLAYERS / 2) * (round + 1));
      expect(standings.rows[0]).toMatchObject({ rank: 1, wins: round + 1, points: 3 * (round + 1) });
      await expectStandings(visitor, standings);
      if (round === 1) await screenshots(visitor, 'swiss-standings');
    }

    // Finished: one 4–0 player, final placements stored and shown; every player sees their place.
    const view = await brackets(server, tournamentId, organizer);
    expect(view.finished).toBe(true);
    const standings = (
      await call<StandingsView>(server, 'GET', `/matches/${tournamentId}/tiebreaker-leaderboard`, {
        session: organizer,
      })
    ).body;
    expect(standings.final).toBe(true);
    expect(standings.rows.map((row) => row.rank)).toEqual(Array.from({ length: PLAYERS }, (_, k) => k + 1));
    expect(standings.rows[0]).toMatchObject({ wins: 4, losses: 0, points: 12 });
    const expectedState = (rank: number) =>
      (['FIRST_PLACE', 'SECOND_PLACE', 'THIRD_PLACE'] as const)[rank - 1] ?? 'NTH_PLACE';
    for (const player of players) {
      const mine = await call<TournamentView>(server, 'GET', `/tournaments/${tournamentId}`, {
        session: player.session,
      });
      expect(mine.body.status).toBe('finished');
      const rank = standings.rows.find((row) => row.name === player.nickname)!.rank!;
      expect(view.entrants.find((e) => e.captainId === player.id)!.finalRank).toBe(rank);
      expect(mine.body.viewer.state).toBe(expectedState(rank));
    }
    const champion = players.find((p) => p.nickname === standings.rows[0].name)!;
    const championPage = await pages.page(champion.email);
    await open(championPage, url('?tab=leaderboard'));
    await waitForText(championPage, '[data-testid="tournament-state"]', '1st place');
    await waitForText(championPage, '[data-testid="tournament-status"]', 'Finished');
    await waitForText(championPage, '[data-testid="standings-table"] caption', 'Final standings');
    expect(
      await championPage.$eval(
        '[data-testid="standings-table"] tr[aria-current="true"] th',
        (node) => node.textContent,
      ),
    ).toBe(champion.nickname);
    await screenshots(championPage, 'swiss-final-standings');
    const heroRank = standings.rows.find((row) => row.name === hero.nickname)!.rank!;
    await open(heroPage, url());
    await waitForText(
      heroPage,
      '[data-testid="tournament-state"]',
      ['1st place', '2nd place', '3rd place'][heroRank - 1] ?? 'Placed',
    );
    expect(await heroPage.$('[data-testid="match-card"]')).toBeNull();
  }, 240_000);
});
