// What issue 26 §5's walk of an event day found, on a Swiss round being played:
// - pausing the rounds is pushed to open pages like resuming is (a pause writes only the play row, which has no
//   trigger), so players stop seeing "Match available" and Submit results and spectators stop seeing LIVE without a
//   reload; while paused a report is refused with the catalogue's code (§5.2);
// - a player's "Report an issue" reaches the organization's "Needs your attention" until its match is decided (§5.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual-clock.js';
import { SocketStream } from '../../support/live-socket.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, reportWin, sessionOfSeed, signUpCast } from './play-kit.js';

describe.each(testEngines())('an event day, on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let player: Session;
  let sessions: Map<string, Session>;
  let tournamentId = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    let players: Session[];
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'pz',
      organization: 'Pause Events',
      players: 2,
    }));
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 1, maxParticipants: 8 },
    });
    tournamentId = t.id;
    await registerAndCheckIn(server, clock, t, players);
    clock.set(at.roundStarted(t.t0, 0));
    await server.runDueWork();
    player = players[0];
  });
  afterAll(async () => server?.close());

  const viewerState = async (session?: Session) =>
    (await call(server, 'GET', `/tournaments/${tournamentId}`, session ? { session } : {})).body.viewer.state;
  const canReport = async () =>
    (await call(server, 'GET', `/matches/${tournamentId}/my-match`, { session: player })).body.viewer.canReport;

  it('tells open pages at once, and the pages then read the pause; resuming gives play back', async () => {
    expect(await viewerState(player)).toBe('MATCH_AVAILABLE');
    expect(await canReport()).toBe(true);
    const socket = await SocketStream.open(
      `${server.baseUrl.replace('http', 'ws')}/api/v1/tournaments/events?ids=${tournamentId}`,
    );
    try {
      await socket.settle();
      const paused = await call(server, 'POST', `/matches/${tournamentId}/pause`, { session: organizer });
      expect(paused.status).toBe(200);
      await socket.changed(tournamentId);
      expect(await viewerState(player)).toBe('PAUSED');
      expect(await viewerState()).toBe('PAUSED');
      expect(await canReport()).toBe(false);

      const view = await brackets(server, tournamentId, organizer);
      const match = view.matches.find((m) => m.roundIndex === 0 && m.status === 'READY')!;
      const seed = match.sides[0].seed!;
      const refused = await reportWin(server, tournamentId, match, sessionOfSeed(view, sessions, seed), seed, seed);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('TOURNAMENT-PAUSED');

      await socket.settle();
      const resumed = await call(server, 'POST', `/matches/${tournamentId}/resume`, { session: organizer });
      expect(resumed.status).toBe(200);
      await socket.changed(tournamentId);
      expect(await viewerState(player)).toBe('MATCH_AVAILABLE');
      expect(await canReport()).toBe(true);
    } finally {
      socket.socket.close();
    }
  });

  it("puts a player's reported issue in the organization's attention list until its match is decided", async () => {
    const attention = async () =>
      (
        (await call(server, 'GET', '/organizations/current/overview', { session: organizer })).body.attention as {
          kind: string;
          tournamentId: string;
          matches?: number;
        }[]
      ).filter((item) => item.kind === 'MATCH_ISSUES');
    expect(await attention()).toEqual([]);
    const view = await brackets(server, tournamentId, organizer);
    const match = view.matches.find((m) => m.roundIndex === 0 && m.status === 'READY')!;
    const [first, second] = match.sides.map((side) => side.seed!);
    const issue = await call(server, 'POST', `/matches/${tournamentId}/${match.id}/issue`, {
      session: sessionOfSeed(view, sessions, first),
      json: { message: 'My opponent is not in the lobby.' },
    });
    expect(issue.status).toBe(200);
    expect(await attention()).toEqual([{ kind: 'MATCH_ISSUES', tournamentId, tournamentName: 'Play Cup', matches: 1 }]);

    const decided = await call(server, 'POST', `/matches/${tournamentId}/${match.id}/result`, {
      session: organizer,
      json: { forfeitSeed: second },
    });
    expect(decided.status).toBe(200);
    expect(await attention()).toEqual([]);
  });
});
