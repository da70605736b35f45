// The batched reads of a score report (match-reads.ts) on both engines: one statement answers several calls, each
// with its own answer in order, whatever the others asked (another match, a missing match, a tournament that does not
// exist, a viewer who plays for neither side), so a call sharing a batch never sees another call's match.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BracketsView } from '../../../src/contract/matches.js';
import { readMatchDetails, readReportTargets } from '../../../server/modules/matches/reads/match-reads.js';
import { toPlayContext } from '../../../server/modules/matches/play/play-context.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { userId } from '../teams/people-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PlayTournament,
  signUpCast,
} from './play-kit.js';

const NOWHERE = '7d4f3b7e-0000-4000-8000-000000000000';

describe.each(testEngines())('batched match reads on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let organizerId: string;
  let sessions: Map<string, Session>;
  let t: PlayTournament;
  let b: BracketsView;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    const cast = await signUpCast(server, { tag: 'mr', organization: 'Batched Reads Events', players: 4 });
    ({ organizer, sessions } = cast);
    const { players } = cast;
    organizerId = await userId(server, organizer);
    t = await publishPlayable(server, organizer, clock, { rounds: 2, format: { format: 'SINGLE_ELIMINATION' } });
    await registerAndCheckIn(server, clock, t, players);
    clock.set(at.roundStarted(t.t0, 0));
    b = await brackets(server, t.id, organizer);
  });
  afterAll(async () => server?.close());

  const firstRound = () => b.matches.filter((m) => m.roundIndex === 0).sort((x, y) => x.position - y.position);
  const captainOf = (seed: number) => b.entrants.find((e) => e.seed === seed)!.captainId;

  it('answers each report target of a batch in order: its tournament, match, side and reports', async () => {
    const db = server.database.handle.db;
    const [m0, m1] = firstRound();
    const [a0, c0] = m0.sides.map((side) => side.seed!);
    const [a1] = m1.sides.map((side) => side.seed!);
    const answers = await readReportTargets(db, [
      { tournamentId: t.id, matchId: m0.id, userId: captainOf(a0) },
      { tournamentId: t.id, matchId: m0.id, userId: organizerId },
      { tournamentId: t.id, matchId: NOWHERE, userId: captainOf(a0) },
      { tournamentId: NOWHERE, matchId: m0.id, userId: captainOf(a0) },
      { tournamentId: t.id, matchId: m1.id, userId: captainOf(a1) },
      { tournamentId: t.id, matchId: m1.id, userId: captainOf(c0) },
    ]);
    expect(answers.map((answer) => answer.target?.id)).toEqual([m0.id, m0.id, undefined, undefined, m1.id, m1.id]);
    expect(answers.map((answer) => answer.target?.reporter_seed)).toEqual([a0, null, undefined, undefined, a1, null]);
    expect(answers[0].target!.participants).toEqual([a0, c0]);
    expect(answers[0].target!.status).toBe('READY');
    expect(answers[0].target!.reports).toEqual([]);
    // The tournament as each viewer may see it: the organizer is told so, the player is not; none for a missing one.
    expect(toPlayContext(answers[1].context, organizerId).viewerIsOrganizer).toBe(true);
    const seen = toPlayContext(answers[0].context, captainOf(a0));
    expect(seen.viewerIsOrganizer).toBe(false);
    expect(seen.tournamentId).toBe(t.id);
    expect(seen.play?.entrant_count).toBe(4);
    expect(answers[3].context).toBeUndefined();
    expect(() => toPlayContext(answers[3].context, captainOf(a0))).toThrow();
  });

  it('answers each match detail of a batch with its own sides, reports and audit trail', async () => {
    const db = server.database.handle.db;
    const [m0, m1] = firstRound();
    const [a0, c0] = m0.sides.map((side) => side.seed!);
    const reported = await reportWin(server, t.id, m0, sessions.get(captainOf(a0))!, a0, a0);
    expect(reported.status).toBe(200);
    const [first, missing, second] = await readMatchDetails(db, [
      { tournamentId: t.id, matchId: m0.id },
      { tournamentId: NOWHERE, matchId: m1.id },
      { tournamentId: t.id, matchId: m1.id },
    ]);
    expect(first.match!.status).toBe('REPORTED');
    expect(first.entrants.map((entrant) => entrant.seed)).toEqual([a0, c0].sort((x, y) => x - y));
    expect(first.entrants.every((entrant) => entrant.name.startsWith('MrPlayer'))).toBe(true);
    expect(first.reports.map((report) => [report.seed, report.reporter_id])).toEqual([[a0, captainOf(a0)]]);
    expect(first.events.map((event) => event.kind)).toEqual(['REPORTED']);
    expect(first.events[0].actor_nickname).toMatch(/^MrPlayer/);
    expect(first.rounds[0]).toEqual({ round_index: 0, status: 'IN_PROGRESS' });
    expect(missing).toEqual({
      match: undefined,
      entrants: [],
      reports: [],
      events: [],
      rounds: [],
      roundResolved: false,
    });
    expect(second.match!.id).toBe(m1.id);
    expect(second.match!.status).toBe('READY');
    expect(second.reports).toEqual([]);
    expect(second.events).toEqual([]);
    expect(second.entrants.map((entrant) => entrant.seed)).toEqual(m1.sides.map((side) => side.seed).sort());
  });

  it("completes the round as soon as its last result is final, read after the report's commit", async () => {
    // Whatever was due now is done first: the play clock's next instant is then a dispute buffer's end, ahead.
    await server.runDueWork();
    const [m0, m1] = firstRound();
    const [a0, c0] = m0.sides.map((side) => side.seed!);
    const [a1, c1] = m1.sides.map((side) => side.seed!);
    const report = (match: typeof m0, seed: number, winner: number) =>
      reportWin(server, t.id, match, sessions.get(captainOf(seed))!, seed, winner);
    expect((await report(m0, c0, a0)).status).toBe(200);
    expect((await report(m1, a1, a1)).status).toBe(200);
    expect((await report(m1, c1, a1)).status).toBe(200);
    // Nothing is due (the clock has not moved, a sweep would pass it by): only the poke after the last result, in the
    // background, can complete the round.
    await vi.waitFor(async () => expect((await brackets(server, t.id, organizer)).rounds[0].status).toBe('COMPLETE'), {
      timeout: 5_000,
      interval: 50,
    });
    const view = await brackets(server, t.id, organizer);
    expect(view.matches.find((m) => m.roundIndex === 1)!.status).toBe('READY');
  });

  it('tells per tournament whether a round in progress has no open match left', async () => {
    const db = server.database.handle.db;
    const [m0, m1] = firstRound();
    const resolved = async (reads: { tournamentId: string; matchId: string; checkRound?: boolean }[]) =>
      (await readMatchDetails(db, reads)).map((detail) => detail.roundResolved);
    expect(
      await resolved([
        { tournamentId: t.id, matchId: m1.id, checkRound: true },
        { tournamentId: NOWHERE, matchId: m1.id, checkRound: true },
      ]),
    ).toEqual([false, false]);
    // The final made final behind the play clock's back: its round is resolved, the clock not yet told.
    await db
      .updateTable('matches')
      .set({ status: 'COMPLETED' })
      .where('tournament_id', '=', t.id)
      .where('round_index', '=', 1)
      .execute();
    // Told only when asked (after a final result), whichever match of the tournament is read.
    expect(
      await resolved([
        { tournamentId: NOWHERE, matchId: m0.id, checkRound: true },
        { tournamentId: t.id, matchId: m0.id, checkRound: true },
        { tournamentId: t.id, matchId: m1.id, checkRound: true },
        { tournamentId: t.id, matchId: m0.id },
      ]),
    ).toEqual([false, true, true, false]);
  });
});
