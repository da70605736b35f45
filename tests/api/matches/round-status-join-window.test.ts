// Issue 26 §5.7: a round's matches open 15 minutes before its window (SPEC §9), and players see "Match available"
// and report then; the round is shown in progress from that moment, not "upcoming", on the brackets and the
// organizer's round management.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { MINUTE, at, brackets, reportWin, sessionOfSeed, startSeededPlay, type PlayTournament } from './play-kit.js';

describe.each(testEngines())('a Swiss round played in its join window, on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: PlayTournament;

  beforeAll(async () => {
    ({ server, organizer, sessions, t } = await startSeededPlay(engine, clock, {
      tag: 'jw',
      organization: 'Early Events',
      players: 4,
      rounds: 2,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 2, maxParticipants: 8 },
    }));
  });
  afterAll(async () => server?.close());

  const roundStatus = async () => (await brackets(server, t.id, organizer)).rounds[0].status;
  const managedStatus = async () =>
    (await call(server, 'GET', `/matches/${t.id}/round-management`, { session: organizer })).body.rounds[0].status;

  it('is upcoming before its matches open, in progress once players can play and report them', async () => {
    const start = at.roundStarted(t.t0, 0) - MINUTE;
    clock.set(start - 20 * MINUTE);
    expect(await roundStatus()).toBe('UPCOMING');

    clock.set(start - 10 * MINUTE);
    expect(await roundStatus()).toBe('IN_PROGRESS');
    expect(await managedStatus()).toBe('IN_PROGRESS');
    const b = await brackets(server, t.id, organizer);
    const match = b.matches.find((m) => m.roundIndex === 0)!;
    const seeds = match.sides.map((side) => side.seed!);
    const first = await reportWin(server, t.id, match, sessionOfSeed(b, sessions, seeds[0]), seeds[0], seeds[0]);
    expect(first.status).toBe(200);
    expect(await roundStatus()).toBe('IN_PROGRESS');
  });
});
