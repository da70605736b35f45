// Issue 28: a player's own answer — a tournament they play in, and the public list with their elements — is kept by
// each process too, versioned by the rows their fields are built from (spectator-versions.ts). Two servers on one
// database: process B answers the players, every change goes through process A, and B's very next answer shows it:
// registering, leaving and registering again, checking in, a disqualification for not checking in, the round
// starting, a report, the opponent's, the result. Time passing with no write (check-in opening) changes it too. Each
// answer is asked twice (the second from B's copy) and the list's element must equal the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import {
  followRefresh,
  startSecondServer,
  startTestServer,
  type SecondServer,
  type Session,
  type TestServer,
} from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { soloBody } from './tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayCast,
} from '../matches/play-kit.js';

type Viewer = TournamentView['viewer'];

describe.each(testEngines())("a player's own copies on %s", (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let other: SecondServer;
  let cast: PlayCast;
  let id: string;
  let t0: number;

  async function onB<T>(path: string, session: Session): Promise<T> {
    const response = await fetch(`${other.url}/api/v1${path}`, {
      headers: { ...session.headers, 'accept-encoding': 'identity' },
    });
    followRefresh(session, response);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  /**
   * The player's view on B, asked twice, as the page and as the list's element: all four alike, but for the ending
   * modal, which the page alone carries (SPEC §4).
   */
  async function viewOf(player: Session): Promise<TournamentView> {
    const page = await onB<TournamentView>(`/tournaments/${id}`, player);
    expect(await onB<TournamentView>(`/tournaments/${id}`, player)).toEqual(page);
    const { endTournamentModalData: _modal, ...element } = page;
    for (let i = 0; i < 2; i++) {
      const list = await onB<TournamentView[]>('/tournaments', player);
      expect(list.find((view) => view.id === id)).toEqual(element);
    }
    return page;
  }
  const viewerOf = async (player: Session): Promise<Viewer> => (await viewOf(player)).viewer;

  const onA = (method: 'POST' | 'DELETE', path: string, session: Session, json?: unknown) =>
    call(server, method, path, { session, ...(json ? { json } : {}) });

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    cast = await signUpCast(server, { tag: 'pc', organization: 'Own Copy Events', players: 3 });
    other = await startSecondServer(server, { clock, poolSize: 4 });
    ({ id, t0 } = await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Own Copy Cup' }));
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('follows registration, check-in and a disqualification at the very next read', async () => {
    const [first, second, absent] = cast.players;
    expect(await viewerOf(first)).toMatchObject({ role: 'SPECTATOR', registration: 'NONE', state: 'COMING_SOON' });
    clock.set(at.registrationOpen(t0));
    expect((await viewerOf(first)).state).toBe('REGISTRATION_OPEN');

    for (const player of cast.players)
      expect((await onA('POST', `/participants/${id}/registrations/solo`, player, soloBody())).status).toBe(200);
    expect(await viewerOf(first)).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED' });
    expect((await viewOf(first)).participantCount).toBe(3);

    // Leaving deletes their member row; registering again makes new rows.
    expect((await onA('DELETE', `/participants/${id}/registrations`, first)).status).toBe(200);
    expect(await viewerOf(first)).toMatchObject({ role: 'SPECTATOR', registration: 'NONE' });
    expect((await viewOf(second)).participantCount).toBe(2);
    expect((await onA('POST', `/participants/${id}/registrations/solo`, first, soloBody())).status).toBe(200);
    expect(await viewerOf(first)).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED' });

    // No write: the clock alone opens check-in.
    const registered = (await viewerOf(first)).state;
    clock.set(at.checkInOpen(t0));
    const checkInOpen = (await viewerOf(first)).state;
    expect(checkInOpen).not.toBe(registered);

    for (const player of [first, second])
      expect((await onA('POST', `/participants/${id}/check-in`, player)).status).toBe(200);
    expect(await viewerOf(first)).toMatchObject({ registration: 'CHECKED_IN' });
    expect((await viewerOf(absent)).state).toBe(checkInOpen);

    clock.set(at.checkInClosed(t0));
    await server.runDueWork();
    expect(await viewerOf(absent)).toMatchObject({
      registration: 'DISQUALIFIED',
      disqualification: { reason: 'NO_CHECK_IN' },
    });
    expect((await viewerOf(first)).registration).toBe('CHECKED_IN');
  });

  it('follows the round, both reports and the result at the very next read', async () => {
    clock.set(at.roundStarted(t0, 0));
    await server.runDueWork();
    const before = await viewerOf(cast.players[0]);
    const bracket = await brackets(server, id, cast.organizer);
    const final = bracket.matches.find((match) => match.status === 'READY')!;
    const seeds = final.sides.map((side) => side.seed!);
    const [winner, loser] = seeds.map((seed) => sessionOfSeed(bracket, cast.sessions, seed));
    const available = await viewerOf(winner);
    expect(available.state).toBe('MATCH_AVAILABLE');

    expect((await reportWin(server, id, final, winner, seeds[0], seeds[0])).status).toBe(200);
    const reported = await viewerOf(winner);
    expect(reported.state).not.toBe(available.state);
    // The opponent's own answer follows the winner's report too (the match row is theirs as well).
    const loserReported = await viewerOf(loser);

    expect((await reportWin(server, id, final, loser, seeds[1], seeds[0])).status).toBe(200);
    clock.set(at.roundEnded(t0, 0));
    await server.runDueWork();
    const won = await viewerOf(winner);
    const lost = await viewerOf(loser);
    expect(won.state).not.toBe(reported.state);
    expect(lost.state).not.toBe(loserReported.state);
    expect(won.state).not.toBe(lost.state);
    expect(before.registration).toBe('CHECKED_IN');
  });
});
