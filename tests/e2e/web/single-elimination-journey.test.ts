// Issue 11 §6 in real Chromium against the app `npm start` builds (in-process, on a ManualClock): an 8-player
// single elimination with a third-place decider and a best-of-3 final, from check-in to the final placements.
// Two players check in in the browser (the others through the API); a quarterfinal is reported in the
// submit-results modal and confirmed on the opponent's card; another is reported, called incorrect by the
// opponent and resolved by the organizer in round management; a quarterfinal is amended after the semifinal it
// fed was played (the preview names the semifinal, which is then replayed); the final is reported game by game
// and confirmed. The players see their places, the leaderboard and the bracket show them. Matches the browser
// does not follow are reported through the API. Time moves on the clock and `runDueWork()` runs the sweep.
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the match card, the modal, round management and the brackets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { HOUR, at, brackets, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import {
  JourneyBrowser,
  deciderOf,
  finalOf,
  matchAt,
  matchOf,
  reportSweep,
  seedsOf,
  textOf,
  waitForText,
} from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';

// The browser journey runs on PGlite only: the API suites (tests/api/matches) cover both engines, and running
// the same minute of clicking twice would double the e2e project's time for no new path through the server.
describe.each(journeyEngines(import.meta.url))('an 8-player single elimination in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  // Round 1 starts a minute from now: the countdowns the browser draws read sensibly.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  /** Per player: API session and nickname; by user id. */
  const people = new Map<string, { session: Session; name: string }>();
  const players: Session[] = [];

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) =>
    people.get(b.entrants.find((entrant) => entrant.seed === seed)!.captainId)!;
  const tournamentPath = () => `/tournaments/${t.id}`;
  const roundManagement = (round?: number) =>
    `/create-tournament/${t.id}?section=round-management${round === undefined ? '' : `&round=${round}`}`;

  /** The browser page of the player holding `seed`, on the tournament page with the match card drawn. */
  async function playerPage(b: BracketsView, seed: number): Promise<Page> {
    const page = await web.as(personOfSeed(b, seed).session, tournamentPath());
    await page.waitForSelector(CARD, { timeout: 30_000 }).catch(async (error: unknown) => {
      // Say what the page showed instead (signed out? another state?), so a slow page is told from a wrong one.
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 600)).catch(() => '(unreadable)');
      throw new Error(`no match card for seed ${seed} on ${page.url()}; the page showed: ${shown}`, { cause: error });
    });
    return page;
  }

  /** Types the games (reporter's score first) into the open submit-results modal and sends them. */
  async function submitInModal(page: Page, games: Array<[number, number]>) {
    await click(page, button('Submit results'));
    await page.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await page.$$('div[role="dialog"] input[inputmode="numeric"]');
    for (const [index, [mine, theirs]] of games.entries()) {
      await inputs[2 * index].type(String(mine));
      await inputs[2 * index + 1].type(String(theirs));
    }
  }

  async function sendModal(page: Page) {
    await click(page, button('Submit results', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
  }

  beforeAll(async () => {
    let everyone: JourneyPlayer[];
    ({
      server,
      web,
      organizer,
      players: everyone,
      t,
    } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Bracket',
      letter: 'P',
      count: 8,
      rounds: 3,
      format: { thirdPlaceDecider: true, bestOf: [1, 1, 3] },
      // Two players check in in the browser.
      until: 'registered',
    }));
    for (const { session, id, name } of everyone) {
      players.push(session);
      people.set(id, { session, name });
    }
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('checks two players in through the page, the rest through the API, and draws the bracket when check-in closes', async () => {
    for (const player of players.slice(0, 2)) {
      const page = await web.as(player, tournamentPath());
      await click(page, button('Check in'));
      await waitForText(page, 'body', '✓ Checked in');
    }
    for (const player of players.slice(2)) {
      expect((await call(server, 'POST', `/participants/${t.id}/check-in`, { session: player })).status).toBe(200);
    }
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    const b = await view();
    expect(b.entrants).toHaveLength(8);
    expect(b.matches.filter((match) => match.roundIndex === 0)).toHaveLength(4);
    expect(b.matches.filter((match) => match.roundIndex === 2)).toHaveLength(2);
    clock.set(at.roundStarted(t.t0, 0));
  });

  it('reports a quarterfinal in the modal and the opponent confirms it on the match card', async () => {
    const b = await view();
    const match = matchAt(b, 0, 0);
    const [winner, loser] = seedsOf(match);
    const page = await playerPage(b, winner);
    expect(await textOf(page, CARD)).toContain(personOfSeed(b, loser).name);
    await web.shoot(page, 'match-card');
    await submitInModal(page, [[2, 0]]);
    expect(await textOf(page, '[data-testid="derived-winner"]')).toBe(`Winner: ${personOfSeed(b, winner).name} (1–0)`);
    await web.shoot(page, 'submit-modal');
    await sendModal(page);
    await waitForText(page, CARD, 'Your report 2–0');

    const opponent = await playerPage(b, loser);
    await waitForText(opponent, CARD, `${personOfSeed(b, winner).name} reported 2–0`);
    await web.shoot(opponent, 'match-card-confirm');
    await click(opponent, button('Confirm score'));
    // Out of the tournament: the card gives way to the state.
    await waitForText(opponent, STATE, 'Eliminated');
    expect(matchAt(await view(), 0, 0)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'CONFIRMED',
      winnerSeed: winner,
    });
  });

  it('takes an incorrect-score report to the organizer, who resolves it in round management', async () => {
    const b = await view();
    const match = matchAt(b, 0, 1);
    const [claimant, objector] = seedsOf(match);
    const page = await playerPage(b, claimant);
    await submitInModal(page, [[2, 1]]);
    await sendModal(page);
    const opponent = await playerPage(b, objector);
    await waitForText(opponent, CARD, `${personOfSeed(b, claimant).name} reported 2–1`);
    await click(opponent, button('Report incorrect score'));
    await opponent.type('div[role="dialog"] textarea', 'I won 2–1, see my screenshot.');
    await click(opponent, button('Report incorrect score', dialog));
    await waitForText(opponent, CARD, 'The score is disputed');
    expect(matchAt(await view(), 0, 1).status).toBe('DISPUTED');

    const org = await web.as(organizer, roundManagement(0));
    const row = `//tr[@data-testid="round-match-row"][@data-status="DISPUTED"]`;
    await org.waitForSelector(`xpath/${row}`, { timeout: 30_000 });
    await web.shoot(org, 'round-management-dispute');
    await click(org, button('Resolve', row));
    await org.waitForSelector('[data-testid="match-dialog"]');
    await click(org, `${dialog}//label[contains(., "${personOfSeed(b, objector).name}")]/input[@type="radio"]`);
    await org.type('div[role="dialog"] textarea', 'The screenshots show the objector won.');
    await web.shoot(org, 'round-management-resolve');
    await click(org, button('Set result', dialog));
    await waitForText(org, '[data-testid="match-dialog"]', 'Result saved.');
    await org.keyboard.press('Escape');
    await org.waitForSelector(
      `xpath///tr[@data-testid="round-match-row"][@data-status="COMPLETED"][contains(., "${personOfSeed(b, objector).name}")]`,
      { timeout: 30_000 },
    );
    expect(matchAt(await view(), 0, 1)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'ORGANIZER',
      winnerSeed: objector,
    });
    // The winner's card moves on to the semifinal (live: the page was not reloaded).
    await waitForText(opponent, CARD, 'Semifinals');
  });

  it('amends a quarterfinal after the semifinal it fed was played: the preview names it, it is replayed', async () => {
    let b = await view();
    for (const position of [2, 3]) {
      const match = matchAt(b, 0, position);
      const [a, c] = seedsOf(match);
      await reportSweep(server, t.id, match, personOfSeed(b, a).session, a, a);
      await reportSweep(server, t.id, match, personOfSeed(b, c).session, c, a);
    }
    clock.set(at.roundStarted(t.t0, 1));
    b = await view();
    const quarter = matchAt(b, 0, 0);
    const [quarterWinner, quarterLoser] = [
      quarter.winnerSeed!,
      seedsOf(quarter).find((seed) => seed !== quarter.winnerSeed)!,
    ];
    const semi = matchOf(b, 1, quarterWinner);
    const [x, y] = seedsOf(semi);
    await reportSweep(server, t.id, semi, personOfSeed(b, x).session, x, quarterWinner);
    await reportSweep(server, t.id, semi, personOfSeed(b, y).session, y, quarterWinner);
    expect(matchOf(await view(), 1, quarterWinner).status).toBe('COMPLETED');

    const org = await web.as(organizer, roundManagement(0));
    const row = `//tr[@data-testid="round-match-row"][contains(., "${personOfSeed(b, quarterLoser).name}")]`;
    await click(org, button('Manage', row));
    await org.waitForSelector('[data-testid="match-dialog"]');
    await click(org, `${dialog}//label[contains(., "${personOfSeed(b, quarterLoser).name}")]/input[@type="radio"]`);
    await click(org, button('Preview amendment', dialog));
    await org.waitForSelector('[data-testid="amendment-preview"]', { timeout: 30_000 });
    const preview = await textOf(org, '[data-testid="amendment-preview"]');
    // The semifinal as it becomes, numbered across the bracket as in round management's "#" column.
    const becomes = [x, y]
      .map((seed) => personOfSeed(b, seed === quarterWinner ? quarterLoser : seed).name)
      .join(' vs ');
    expect(preview).toContain(
      `Round 2, match ${semi.position + 1}: ${becomes} (its played result is cancelled and must be replayed)`,
    );
    await web.shoot(org, 'round-management-amendment');
    await click(org, button('Confirm amendment', dialog));
    await waitForText(org, '[data-testid="match-dialog"]', 'Result amended.');
    await org.keyboard.press('Escape');

    const after = await view();
    expect(matchAt(after, 0, 0).winnerSeed).toBe(quarterLoser);
    const replay = matchOf(after, 1, quarterLoser);
    expect(replay.id).toBe(semi.id);
    expect(replay).toMatchObject({ status: 'READY', winnerSeed: null });
    // The new semifinalist finds the match on their card.
    const page = await playerPage(after, quarterLoser);
    await waitForText(page, CARD, 'Your match is ready');
    // Both semifinals played through the API; the amended one with its new side.
    for (const match of after.matches.filter((candidate) => candidate.roundIndex === 1)) {
      const [a, c] = seedsOf(match);
      await reportSweep(server, t.id, match, personOfSeed(after, a).session, a, a);
      await reportSweep(server, t.id, match, personOfSeed(after, c).session, c, a);
    }
  });

  it('plays the best-of-3 final game by game in the modal, the runner-up confirms, and the places are final', async () => {
    clock.set(at.roundStarted(t.t0, 2));
    const b = await view();
    const final = finalOf(b);
    const decider = deciderOf(b);
    expect(final.bestOf).toBe(3);
    const [champion, runnerUp] = seedsOf(final);
    const page = await playerPage(b, champion);
    await waitForText(page, CARD, 'Best of 3');
    await submitInModal(page, [
      [3, 1],
      [1, 3],
      [3, 2],
    ]);
    expect(await textOf(page, '[data-testid="derived-winner"]')).toBe(
      `Winner: ${personOfSeed(b, champion).name} (2–1)`,
    );
    await web.shoot(page, 'submit-modal-final');
    await sendModal(page);
    const opponent = await playerPage(b, runnerUp);
    await waitForText(opponent, CARD, `${personOfSeed(b, champion).name} reported 3–1, 1–3, 3–2`);
    await click(opponent, button('Confirm score'));
    const [third, fourth] = seedsOf(decider);
    await reportSweep(server, t.id, decider, personOfSeed(b, third).session, third, third);
    await reportSweep(server, t.id, decider, personOfSeed(b, fourth).session, fourth, third);
    await server.runDueWork();

    const done = await view();
    expect(done.finished).toBe(true);
    const rankOf = (seed: number) => done.entrants.find((entrant) => entrant.seed === seed)!.finalRank;
    expect([champion, runnerUp, third, fourth].map(rankOf)).toEqual([1, 2, 3, 4]);
    const tournament = await call(server, 'GET', `/tournaments/${t.id}`, { session: organizer });
    expect(tournament.body.status).toBe('finished');

    // Each player reads their place on the tournament page (SPEC §4 FIRST/SECOND/THIRD/NTH_PLACE).
    const quarterLoser = seedsOf(matchAt(done, 0, 2)).find((seed) => seed !== matchAt(done, 0, 2).winnerSeed)!;
    for (const [seed, label] of [
      [champion, '1st place'],
      [runnerUp, '2nd place'],
      [third, '3rd place'],
      [fourth, 'Placed'],
      [quarterLoser, 'Placed'],
    ] as const) {
      const player = await web.as(personOfSeed(done, seed).session, tournamentPath());
      await waitForText(player, STATE, label);
    }

    // The leaderboard tab lists the final standings in place order; the brackets tab shows the winners.
    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: organizer,
    });
    expect(standings.body.final).toBe(true);
    const championPage = await web.as(personOfSeed(done, champion).session, `${tournamentPath()}?tab=leaderboard`);
    await championPage.waitForSelector('[data-testid="standings-table"]', { timeout: 30_000 });
    await waitForText(championPage, '[data-testid="standings-table"] caption', 'Final standings');
    const rows = await championPage.$$eval('[data-testid="standings-table"] tbody tr', (trs) =>
      trs.map((tr) => [tr.querySelector('td')?.textContent?.trim(), tr.querySelector('th')?.textContent?.trim()]),
    );
    expect(rows.slice(0, 4).map(([, name]) => name)).toEqual(
      [champion, runnerUp, third, fourth].map((seed) => personOfSeed(done, seed).name),
    );
    expect(rows.slice(0, 4).map(([rank]) => rank)).toEqual(['1st', '2nd', '3rd', '4th']);
    await web.shoot(championPage, 'leaderboard-final');

    await championPage.goto(`${server.baseUrl}${tournamentPath()}?tab=brackets`, { waitUntil: 'networkidle2' });
    await championPage.waitForSelector(`[data-match-id="${final.id}"]`, { timeout: 30_000 });
    // The picture opens on the viewer's latest match and draws the columns in view: the final and the decider.
    const winnerOf = (id: string) =>
      championPage.$eval(`[data-match-id="${id}"] [data-winner]`, (side) => side.textContent ?? '');
    const finalWinner = await winnerOf(final.id);
    expect(finalWinner).toContain(personOfSeed(done, champion).name);
    expect(finalWinner.endsWith('2')).toBe(true);
    expect(await winnerOf(decider.id)).toContain(personOfSeed(done, third).name);
    // Eight players fit in view at 100 %: every match of every round is drawn (4 + 2 + 1 and the decider), each
    // with its winner, not only the last column.
    const drawn = await championPage.$$eval('[data-testid="bracket-canvas"] [data-match-id]', (cards) =>
      cards.map((card) => card.querySelector('[data-winner]')?.textContent ?? ''),
    );
    expect(drawn).toHaveLength(8);
    expect(drawn.every((winner) => winner.length > 0)).toBe(true);
    await web.shoot(championPage, 'brackets-final');
  });
});
