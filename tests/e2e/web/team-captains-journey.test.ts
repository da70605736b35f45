// Issue 11 §6 in real Chromium against the app `npm start` builds (in-process, on a ManualClock): a 2v2 team
// tournament where only captains report (SPEC §5). A member who is not the captain sees the match but is not
// offered "Submit results", and the API refuses their report with RESULT-CAPTAIN-ONLY; the captains report and
// confirm in the browser; every member reads the team's place and the leaderboard lists the teams.
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the member's and the captain's match card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer, soloBody } from '../../api/tournaments/tournament-kit.js';
import { HOUR, at, brackets, duelForm, publishPlayable, type PlayTournament } from '../../api/matches/play-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog } from '../support/page-actions.js';
import { JourneyBrowser, finalOf, textOf, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';

// PGlite only, like the single elimination journey: tests/api/matches covers the server on both engines.
describe.each(journeyEngines(import.meta.url))('a 2v2 team tournament where captains report (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;
  const teamName = (side: 'A' | 'B') => `Team ${side} ${suffix}`;
  let organizer: Session;
  const people: Record<'captainA' | 'memberA' | 'captainB' | 'memberB', Session> = {} as never;
  let t: PlayTournament;
  const path = () => `/tournaments/${t.id}`;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(email('org'), `Org${suffix}`);
    await makeOrganizer(server, organizer, `Team Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    for (const who of ['captainA', 'memberA', 'captainB', 'memberB'] as const) {
      people[who] = await server.signUp(email(who), `${who}${suffix}`);
    }
    t = await publishPlayable(server, organizer, clock, {
      name: `Duo Cup ${suffix}`,
      rounds: 1,
      settings: { participantType: 'TEAM_MATCH', teamOptions: { playersPerTeam: 2, minPlayers: 2, maxPlayers: 3 } },
    });
    clock.set(at.registrationOpen(t.t0));
    for (const side of ['A', 'B'] as const) {
      const captain = people[`captain${side}`];
      const member = people[`member${side}`];
      const team = await createTeam(server, captain, teamName(side));
      await addMember(server, captain, team.id, email(`member${side}`), member);
      const userIds = [await userId(server, captain), await userId(server, member)];
      const registered = await call(server, 'POST', `/participants/${t.id}/registrations/team`, {
        session: captain,
        json: { ...soloBody(), teamId: team.id, userIds },
      });
      expect(registered.status).toBe(200);
    }
    clock.set(at.checkInOpen(t.t0));
    for (const captain of [people.captainA, people.captainB]) {
      expect((await call(server, 'POST', `/participants/${t.id}/check-in`, { session: captain })).status).toBe(200);
    }
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    clock.set(at.roundStarted(t.t0, 0));
    web = await JourneyBrowser.launch(server);
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('shows a member the match without a way to submit, and the API refuses the member with the catalogue code', async () => {
    const page = await web.as(people.memberA, path());
    await page.waitForSelector(CARD, { timeout: 30_000 });
    expect(await textOf(page, CARD)).toContain(teamName('B'));
    expect(await textOf(page, '[data-testid="match-status"]')).toBe(
      'Your match is ready. Join the game and play; your team captain submits the results.',
    );
    expect(await page.$$(`xpath/${button('Submit results')}`)).toHaveLength(0);
    await web.shoot(page, 'team-member-card');
    const final = finalOf(await brackets(server, t.id, organizer));
    const refused = await call(server, 'POST', `/matches/${t.id}/${final.id}/duel/score`, {
      session: people.memberA,
      form: duelForm({ winner: final.sides[0].seed!, mine: [1], theirs: [0] }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('RESULT-CAPTAIN-ONLY');
  });

  it('lets the captains report and confirm, and every member reads the team place', async () => {
    const captain = await web.as(people.captainA, path());
    await click(captain, button('Submit results'));
    await captain.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await captain.$$('div[role="dialog"] input[inputmode="numeric"]');
    await inputs[0].type('16');
    await inputs[1].type('9');
    await click(captain, button('Submit results', dialog));
    await waitForText(captain, CARD, 'Your report 16–9');
    await web.shoot(captain, 'team-captain-card');

    // The other team's member sees the report but cannot confirm it; their captain does.
    const member = await web.as(people.memberB, path());
    await waitForText(member, CARD, '16–9');
    expect(await member.$$(`xpath/${button('Confirm score')}`)).toHaveLength(0);
    const other = await web.as(people.captainB, path());
    await waitForText(other, CARD, '16–9');
    await click(other, button('Confirm score'));
    // The click returns before the confirmation lands, and the button leaves the card as soon as it is pressed:
    // wait for the stored match to be confirmed before the play clock finishes the tournament.
    await expect
      .poll(async () => finalOf(await brackets(server, t.id, organizer)).resolution, { timeout: 30_000 })
      .toBe('CONFIRMED');
    await server.runDueWork();

    const b = await brackets(server, t.id, organizer);
    expect(b.finished).toBe(true);
    for (const [who, place] of [
      ['memberA', '1st place'],
      ['captainA', '1st place'],
      ['memberB', '2nd place'],
    ] as const) {
      const page = await web.as(people[who], path());
      await waitForText(page, STATE, place);
    }
    const leaderboard = await web.as(people.memberA, `${path()}?tab=leaderboard`);
    await waitForText(leaderboard, '[data-testid="standings-table"] caption', 'Final standings');
    const rows = await leaderboard.$$eval('[data-testid="standings-table"] tbody tr', (trs) =>
      trs.map((tr) => `${tr.querySelector('td')?.textContent?.trim()} ${tr.querySelector('th')?.textContent?.trim()}`),
    );
    expect(rows).toEqual([`1st ${teamName('A')}`, `2nd ${teamName('B')}`]);
  });
});
