// Issue 11 §6: a 24-player FFA (matchups, lobbies of 8, ranks and a kills metric) of 3 rounds in real
// Chromium against the app `npm start` builds (in-process, its clock a ManualClock moved round by round).
// Players report rank and kills: a few in the FFA submit-results modal, the rest by API. The brackets tab shows
// every lobby with ranks and points, the next round's lobbies are formed from the standings (snake order), and
// the final standings and placements are stored and shown. In the last round one player reports nothing: when
// the lobby's dispute buffer ends they forfeit that game (penalty, last of the lobby) and the round resolves.
// Fixed results: in a lobby, members rank in seed order; kills are (seed × 7) mod 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, MatchView, StandingsView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { DEFAULT_DISPUTE_BUFFER_MS } from '../../../src/domain/index.js';
import { rankLabel } from '../../../src/ui/rank-tone.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { HOUR, at, brackets, publishPlayable, registerAndCheckIn } from '../../api/matches/play-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog, typeIntoDialog, POLL_MS } from '../support/page-actions.js';
import {
  open,
  signUpCrowd,
  playerPages,
  screenshots,
  tableRows,
  waitForText,
  type PlayerPages,
  playerOfSeed,
  seedOfPlayer,
  type JourneyPlayer,
} from '../support/journey-kit.js';

const PLAYERS = 24;
const ROUNDS = 3;
const LOBBY = 8;
const PENALTY = -2;
const scoringSystem = {
  rankRanges: [
    { startRank: 1, endRank: 1, points: 10 },
    { startRank: 2, endRank: 3, points: 6 },
    { startRank: 4, endRank: 8, points: 2 },
  ],
  ingameMetrics: [{ label: 'Kills', factor: 1 }],
  winPoints: 3,
  lossPoints: 0,
  byePoints: 1,
  forfeitPenalty: PENALTY,
};
const rankPoints = (rank: number) => (rank === 1 ? 10 : rank <= 3 ? 6 : 2);
const killsOf = (seed: number) => (seed * 7) % 10;

type Player = JourneyPlayer;

// The browser journey runs on PGlite only: the API suites (tests/api/matches) cover both engines, and running
// the same clicks twice would double the e2e project's time for no new path through the server.
describe.each(journeyEngines(import.meta.url))('a 24-player FFA of 3 rounds in the browser (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  let pages: PlayerPages;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 6);
  let organizer: Session;
  const players: Player[] = [];
  let tournamentId = '';
  let t0 = 0;

  const bySeed = (view: BracketsView, seed: number): Player => playerOfSeed(view, players, seed);
  const seedOf = seedOfPlayer;
  const url = (path = '') => `${server.baseUrl}/tournaments/${tournamentId}${path}`;
  const lobbySeeds = (lobby: MatchView) => lobby.sides.map((side) => side.seed!).sort((a, b) => a - b);

  beforeAll(async () => {
    await ensureWebBuild();
    // TRUST_PROXY: the players sign up from their own addresses (signUpCrowd).
    server = await startTestServer(engine, { TRUST_PROXY: 'true' }, { clock });
    organizer = await server.signUp(`ffa-org-${suffix}@example.com`, `FfaOrg${suffix}`);
    await makeOrganizer(server, organizer, `FFA Journeys ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    const crowd = await signUpCrowd(server, PLAYERS, (i) => ({
      email: `ffa-${i}-${suffix}@example.com`,
      nickname: `Ffa${String(i).padStart(2, '0')}${suffix}`,
    }));
    for (const player of crowd) players.push({ ...player, id: await userId(server, player.session) });
    const t = await publishPlayable(server, organizer, clock, {
      rounds: ROUNDS,
      name: `FFA Journey ${suffix}`,
      format: {
        format: 'MATCHUPS',
        matchType: 'FFA',
        stageType: 'SIMPLE_STAGE',
        numberOfRounds: ROUNDS,
        numberOfGames: 1,
        lobbySize: LOBBY,
        scoreReportingSystem: 'RANK',
        maxParticipants: PLAYERS,
        scoringSystem,
      },
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
  }, 180_000);

  afterAll(async () => {
    await pages?.close();
    await browser?.close();
    await server?.close();
  });

  /** Rank and kills in the FFA submit-results modal of the player's match card. */
  async function submitInModal(page: Page, round: number, lobbyId: string, rank: number, kills: number) {
    await open(page, url());
    await waitForText(page, '[data-testid="match-card"]', `Round ${round + 1} · Lobby`);
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="ffa-game-row"]');
    await typeIntoDialog(page, 'In-game rank', String(rank));
    await typeIntoDialog(page, 'Kills', String(kills));
    if (round === 0) await screenshots(page, 'ffa-submit-modal');
    await click(page, button('Submit game 1', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    // The draw decides who plays in which lobby: when the browser's report is the lobby's last, the lobby is final
    // at once and the card moves on to "waiting for your next match"; otherwise it shows the player's own report.
    const lobby = (await brackets(server, tournamentId, organizer)).matches.find((match) => match.id === lobbyId);
    if (lobby?.status === 'COMPLETED') {
      // The open card follows by itself, no reload (issue 26 §5.2: it once kept the lobby's "ready" state).
      await waitForText(page, '[data-testid="match-card"]', 'Waiting for your next match');
      return;
    }
    await waitForText(page, '[data-testid="match-card"]', `Your report game 1: rank ${rank} · Kills ${kills}`);
  }

  function reportByApi(lobby: MatchView, player: Player, rank: number, kills: number) {
    const form = new FormData();
    form.append('gameIndex', '0');
    form.append('isForfeit', 'false');
    form.append('ingameRank', String(rank));
    form.append('ingameMetricScores', JSON.stringify([{ score: kills }]));
    return call(server, 'POST', `/matches/${tournamentId}/${lobby.id}/ffa/score`, { session: player.session, form });
  }

  /** Kills a member reported over the lobby's games (the lobby's in-game metric column). */
  function killsShown(lobby: MatchView, seed: number): string {
    const entry = lobby.ffaResults?.find((result) => result.seed === seed);
    if (!entry) return '–'; // a member who never reported (the silent forfeit)
    return String(entry.results.reduce((sum, game) => sum + (game.ingameMetricScores?.[0]?.score ?? 0), 0));
  }

  /** The brackets tab shows every lobby of `round`: members best rank first, with rank badge, points and kills. */
  async function expectLobbies(page: Page, view: BracketsView, round: number) {
    await open(page, url('?tab=brackets'));
    await page.waitForSelector('[data-testid="ffa-lobbies"]');
    const lobbies = view.matches.filter((m) => m.roundIndex === round).sort((a, b) => a.position - b.position);
    for (const lobby of lobbies) {
      const rows = await tableRows(
        page,
        `section[aria-label="Round ${round + 1}"] [data-match-id="${lobby.id}"] table`,
      );
      const expected = [...lobby.sides]
        .sort((a, b) => a.rank! - b.rank!)
        .map((side) =>
          [
            rankLabel(side.rank),
            bySeed(view, side.seed!).nickname,
            String(side.score),
            killsShown(lobby, side.seed!),
          ].join(' | '),
        );
      expect(rows.map((cells) => cells.join(' | ')).join('\n')).toBe(expected.join('\n'));
    }
  }

  it('plays three rounds of lobbies: modal and API reports, lobbies from the standings, a silent player forfeits', async () => {
    const visitor = await pages.page(players[PLAYERS - 1].email);
    const heroes = [players[0], players[1], players[2]];
    let silent: Player | null = null;

    for (let round = 0; round < ROUNDS; round++) {
      clock.set(at.roundStarted(t0, round));
      await server.runDueWork();
      let view = await brackets(server, tournamentId, organizer);
      const lobbies = view.matches.filter((m) => m.roundIndex === round).sort((a, b) => a.position - b.position);
      expect(lobbies.map((lobby) => lobby.sides.length)).toEqual([LOBBY, LOBBY, LOBBY]);
      expect(lobbies.every((lobby) => lobby.kind === 'FFA' && lobby.status === 'READY')).toBe(true);

      if (round > 0) {
        // Formed from the standings after the previous round, in snake order: 1st, 2nd, 3rd to lobbies 1, 2,
        // 3, then 4th, 5th, 6th to lobbies 3, 2, 1, and so on.
        const standings = (
          await call<StandingsView>(server, 'GET', `/matches/${tournamentId}/tiebreaker-leaderboard`, {
            session: organizer,
          })
        ).body;
        const snake: number[][] = [[], [], []];
        standings.rows.forEach((row, k) => {
          const line = Math.floor(k / 3);
          snake[line % 2 === 0 ? k % 3 : 2 - (k % 3)].push(row.seed);
        });
        expect(lobbies.map(lobbySeeds)).toEqual(snake.map((seeds) => seeds.sort((a, b) => a - b)));
      }

      // In each lobby members rank in seed order. Hero `round` reports in the browser; in the last round the
      // lowest-ranked member of lobby 1 reports nothing.
      if (round === ROUNDS - 1) silent = bySeed(view, lobbySeeds(lobbies[0])[LOBBY - 1]);
      // The seeding is drawn, so the silent member may be the round's planned hero: another player then reports
      // in the browser.
      const hero = heroes[round] !== silent ? heroes[round] : players.find((p) => !heroes.includes(p) && p !== silent)!;
      const heroSeed = seedOf(view, hero);
      for (const lobby of lobbies) {
        const seeds = lobbySeeds(lobby);
        for (const [k, seed] of seeds.entries()) {
          const player = bySeed(view, seed);
          if (player === silent) continue;
          if (seed === heroSeed)
            await submitInModal(await pages.page(hero.email), round, lobby.id, k + 1, killsOf(seed));
          else expect((await reportByApi(lobby, player, k + 1, killsOf(seed))).status).toBe(200);
        }
      }
      if (round === ROUNDS - 1) {
        // Lobby 1 waits for its silent member until the dispute buffer ends; the other lobbies are complete.
        view = await brackets(server, tournamentId, organizer);
        expect(view.matches.find((m) => m.id === lobbies[0].id)!.status).toBe('REPORTED');
        clock.advance(DEFAULT_DISPUTE_BUFFER_MS + 1000);
      }
      await server.runDueWork();

      view = await brackets(server, tournamentId, organizer);
      const played = view.matches.filter((m) => m.roundIndex === round);
      expect({ round, statuses: played.map((m) => m.status) }).toEqual({
        round,
        statuses: played.map(() => 'COMPLETED'),
      });
      for (const lobby of played) {
        // Points: rank points plus kills (the silent member: the forfeit penalty); the lobby ranks by points.
        const seeds = lobbySeeds(lobby);
        const points = seeds.map((seed, k) => ({
          seed,
          score: bySeed(view, seed) === silent ? PENALTY : rankPoints(k + 1) + killsOf(seed),
        }));
        points.sort((a, b) => b.score - a.score || a.seed - b.seed);
        const actual = [...lobby.sides]
          .sort((a, b) => a.rank! - b.rank!)
          .map((side) => ({ seed: side.seed, score: side.score }));
        expect(actual).toEqual(points);
      }
      if (round < ROUNDS - 1) expect(view.matches.filter((m) => m.roundIndex === round + 1)).toHaveLength(3);
      await expectLobbies(visitor, view, round);
      if (round === 1) await screenshots(visitor, 'ffa-lobbies');
    }

    // Finished: the standings rank by points over the three rounds, placements are stored and shown.
    const view = await brackets(server, tournamentId, organizer);
    expect(view.finished).toBe(true);
    const standings = (
      await call<StandingsView>(server, 'GET', `/matches/${tournamentId}/tiebreaker-leaderboard`, {
        session: organizer,
      })
    ).body;
    expect(standings.final).toBe(true);
    const totals = new Map<number, number>();
    for (const lobby of view.matches)
      for (const side of lobby.sides) totals.set(side.seed!, (totals.get(side.seed!) ?? 0) + side.score!);
    for (const row of standings.rows) expect(row.points).toBe(totals.get(row.seed));
    expect(standings.rows.map((row) => row.points)).toEqual(
      [...standings.rows.map((row) => row.points)].sort((a, b) => b - a),
    );
    expect(standings.rows.map((row) => row.rank)).toEqual(Array.from({ length: PLAYERS }, (_, k) => k + 1));
    const expectedState = (rank: number) =>
      (['FIRST_PLACE', 'SECOND_PLACE', 'THIRD_PLACE'] as const)[rank - 1] ?? 'NTH_PLACE';
    for (const player of players) {
      const mine = await call<TournamentView>(server, 'GET', `/tournaments/${tournamentId}`, {
        session: player.session,
      });
      expect(mine.body.status).toBe('finished');
      const seed = view.entrants.find((e) => e.captainId === player.id)!;
      const rank = standings.rows.find((row) => row.seed === seed.seed)!.rank!;
      expect(seed.finalRank).toBe(rank);
      expect(mine.body.viewer.state).toBe(expectedState(rank));
    }

    await open(visitor, url('?tab=leaderboard'));
    await waitForText(visitor, '[data-testid="standings-table"] caption', 'Final standings');
    const rows = await tableRows(visitor, '[data-testid="standings-table"]');
    expect(rows.map((cells) => cells.slice(0, 3).join(' | ')).join('\n')).toBe(
      standings.rows.map((row) => [rankLabel(row.rank), row.name, row.points].join(' | ')).join('\n'),
    );
    await screenshots(visitor, 'ffa-final-standings');
    const champion = players.find((p) => p.nickname === standings.rows[0].name)!;
    const championPage = await pages.page(champion.email);
    await open(championPage, url());
    await waitForText(championPage, '[data-testid="tournament-state"]', '1st place');
    await waitForText(championPage, '[data-testid="tournament-status"]', 'Finished');
  }, 300_000);
});
