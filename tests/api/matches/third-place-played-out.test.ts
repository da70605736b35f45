// Issue 26 §5.3: the third-place decider is won before the final ends. Its winner has no match left and is told
// the tournament is live, not "Your next match – To be decided"; the finalists still play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, reportWin, sessionOfSeed, signUpCast } from './play-kit.js';

describe.each(testEngines())('the third-place decider won before the final ends, on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: Awaited<ReturnType<typeof publishPlayable>>;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    let players: Session[];
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'tp',
      organization: 'Podium Events',
      players: 4,
    }));
    t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true, bestOf: [1, 1] },
    });
    await registerAndCheckIn(server, clock, t, players, 'checked-in');
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
  });
  afterAll(async () => server?.close());

  const matchAt = (b: BracketsView, round: number, position: number) =>
    b.matches.find((m) => m.roundIndex === round && m.position === position)!;
  const play = async (b: BracketsView, match: MatchView) => {
    const seeds = match.sides.map((side) => side.seed!);
    const winner = Math.min(...seeds);
    for (const seed of seeds) await reportWin(server, t.id, match, sessionOfSeed(b, sessions, seed), seed, winner);
    return winner;
  };
  const stateOf = async (b: BracketsView, seed: number) =>
    (await call(server, 'GET', `/tournaments/${t.id}`, { session: sessionOfSeed(b, sessions, seed) })).body.viewer
      .state;

  it('tells the decider’s winner the tournament is live while the finalists still have their match', async () => {
    clock.set(at.roundStarted(t.t0, 0));
    let b = await brackets(server, t.id, organizer);
    await play(b, matchAt(b, 0, 0));
    await play(b, matchAt(b, 0, 1));
    clock.set(at.roundStarted(t.t0, 1));
    b = await brackets(server, t.id, organizer);
    const decider = matchAt(b, 1, 3);
    expect(decider.isThirdPlaceDecider).toBe(true);
    const third = await play(b, decider);
    const fourth = decider.sides.map((side) => side.seed!).find((seed) => seed !== third)!;
    const finalist = matchAt(b, 1, 2).sides[0].seed!;

    expect(await stateOf(b, third)).toBe('TOURNAMENT_LIVE');
    const mine = await call(server, 'GET', `/matches/${t.id}/my-match`, { session: sessionOfSeed(b, sessions, third) });
    expect(mine.body).toBeNull();
    expect(await stateOf(b, fourth)).toBe('ELIMINATED');
    expect(await stateOf(b, finalist)).toBe('MATCH_AVAILABLE');
  });
});
