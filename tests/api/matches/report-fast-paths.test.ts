// The report rush's fast paths (first-reports.ts, agreeing-reports.ts) on both engines: the one-statement writes
// admit exactly what the locked path would have stored, a batch holding a duplicate and the other side admits one
// report per match, and concurrent reports on one match (duplicates of one side with the other side's) count once:
// one 200 per side, every duplicate RESULT-ALREADY-SUBMITTED, the match final once with the winner moved on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import { storeAgreeingReports } from '../../../server/modules/matches/reports/agreeing-reports.js';
import { storeFirstReports } from '../../../server/modules/matches/reports/first-reports.js';
import { readReportTarget } from '../../../server/modules/matches/reads/match-reads.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PlayTournament,
  signUpCast,
} from './play-kit.js';

describe.each(testEngines())('score report fast paths on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: PlayTournament;
  let b: BracketsView;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    const cast = await signUpCast(server, { tag: 'fp', organization: 'Fast Path Events', players: 8 });
    ({ organizer, sessions } = cast);
    const { players } = cast;
    t = await publishPlayable(server, organizer, clock, { rounds: 3, format: { format: 'SINGLE_ELIMINATION' } });
    await registerAndCheckIn(server, clock, t, players);
    clock.set(at.roundStarted(t.t0, 0));
    b = await brackets(server, t.id, organizer);
  });
  afterAll(async () => server?.close());

  const matchAt = (view: BracketsView, round: number, position: number) =>
    view.matches.find((m) => m.roundIndex === round && m.position === position)!;
  const captainOf = (seed: number) => b.entrants.find((e) => e.seed === seed)!.captainId;
  const sessionOf = (seed: number) => sessions.get(captainOf(seed))!;
  const sides = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];
  const reportsIn = async (matchId: string) =>
    server.database.handle.db.selectFrom('match_reports').select('seed').where('match_id', '=', matchId).execute();

  it('stores one first report per match from a batch, then the agreeing side makes the match final', async () => {
    const db = server.database.handle.db;
    const match = matchAt(b, 0, 0);
    const [a, c] = sides(match);
    const targetOf = async (seed: number) => (await readReportTarget(db, t.id, match.id, captainOf(seed)))!;
    const first = await targetOf(a);
    expect(first.reporter_seed).toBe(a);
    const now = new Date(clock.now());
    const report = (seed: number) => ({
      match: first,
      seed,
      userId: captainOf(seed),
      payload: {
        winner: a,
        games: [[2, 0]] as [number, number][],
        result: { participants: [a, c], games: [{ score: [2, 0] }] },
      },
      screenshots: [],
      eventDetails: { seed },
      at: now,
      bufferEndsAt: new Date(clock.now() + 60_000),
    });
    // Side A twice and side C in one batch: only the first asked is stored, the others go to the locked path.
    expect(await storeFirstReports(db, [report(a), report(a), report(c)])).toEqual(['STORED', 'REFUSED', 'REFUSED']);
    expect(await storeFirstReports(db, [report(c)])).toEqual(['REFUSED']);
    expect((await reportsIn(match.id)).map((row) => row.seed)).toEqual([a]);

    const second = await targetOf(c);
    expect(second.status).toBe('REPORTED');
    expect(second.reports.map((row) => row.seed)).toEqual([a]);
    const agreeing = {
      match: second,
      seed: c,
      userId: captainOf(c),
      payload: report(c).payload,
      screenshots: [],
      reportedDetails: { seed: c },
      finalizedDetails: { resolution: 'CONFIRMED', winnerSeed: a },
      at: now,
      status: 'COMPLETED' as const,
      result: { participants: [a, c], games: [{ score: [2, 0] }] },
      winner: a,
      eliminated: c,
      next: { round: 1, position: matchAt(b, 1, 4).position, slot: 0 as const },
      announceReady: true,
    };
    // A report that does not agree with the stored one (another score, or the other winner) is refused: the locked
    // path disputes it. The statement checks the stored report itself, so a report read before the other side's
    // first one (the match READY, no report) is judged the same way.
    const disagreeing = (payload: typeof agreeing.payload) => ({ ...agreeing, match: first, payload });
    expect(
      await storeAgreeingReports(db, [
        disagreeing({ ...agreeing.payload, games: [[2, 1]] as [number, number][] }),
        disagreeing({ ...agreeing.payload, winner: c }),
      ]),
    ).toEqual(['REFUSED', 'REFUSED']);
    expect((await reportsIn(match.id)).map((row) => row.seed)).toEqual([a]);
    // The same report twice in one batch: one stored, the other refused (the locked path answers it).
    expect(await storeAgreeingReports(db, [{ ...agreeing, match: first }, agreeing])).toEqual(['STORED', 'REFUSED']);
    // The match has moved on: the same statement again admits nothing.
    expect(await storeAgreeingReports(db, [agreeing])).toEqual(['REFUSED']);
    const after = await brackets(server, t.id, organizer);
    expect(matchAt(after, 0, 0)).toMatchObject({ status: 'COMPLETED', winnerSeed: a });
    expect(matchAt(after, 1, 4).sides[0].seed).toBe(a);
    expect(matchAt(after, 1, 4).status).toBe('PENDING');
    expect(after.entrants.find((e) => e.seed === c)!.status).toBe('ELIMINATED');
  });

  // A second connection holds the lock (PGlite has one connection: a holder there would block the statement itself).
  if (engine === 'postgres')
    it('answers BUSY for a match another transaction holds, at once and writing nothing (issue 28)', async () => {
      const db = server.database.handle.db;
      const match = matchAt(b, 0, 1);
      const [a, c] = sides(match);
      const target = (await readReportTarget(db, t.id, match.id, captainOf(a)))!;
      const report = {
        match: target,
        seed: a,
        userId: captainOf(a),
        payload: { winner: a, games: [[2, 0]], result: { participants: [a, c], games: [{ score: [2, 0] }] } },
        screenshots: [],
        eventDetails: { seed: a },
        at: new Date(clock.now()),
        bufferEndsAt: new Date(clock.now() + 60_000),
      };
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await trx.selectFrom('matches').select('id').where('id', '=', match.id).forUpdate().execute();
        taken();
        await released;
      });
      await lockTaken;
      // Had the statement waited for the lock, this would never answer (the holder waits for it).
      expect(await storeFirstReports(db, [report])).toEqual(['BUSY']);
      release();
      await holder;
      expect(await reportsIn(match.id)).toEqual([]);
      expect((await readReportTarget(db, t.id, match.id, captainOf(a)))!.status).toBe('READY');
    });

  it('counts concurrent reports on one match once: duplicates refused, both sides stored, the winner moved on', async () => {
    for (const position of [1, 2, 3]) {
      const match = matchAt(b, 0, position);
      const [a, c] = sides(match);
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => reportWin(server, t.id, match, sessionOf(a), a, a)),
        reportWin(server, t.id, match, sessionOf(c), c, a),
        reportWin(server, t.id, match, sessionOf(c), c, a),
      ]);
      const ok = answers.filter((answer) => answer.status === 200);
      expect(ok).toHaveLength(2);
      for (const answer of answers.filter((x) => x.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe('RESULT-ALREADY-SUBMITTED');
      }
      expect((await reportsIn(match.id)).map((row) => row.seed).sort((x, y) => x - y)).toEqual(
        [a, c].sort((x, y) => x - y),
      );
    }
    const after = await brackets(server, t.id, organizer);
    for (const position of [0, 1, 2, 3]) expect(matchAt(after, 0, position).status).toBe('COMPLETED');
    // Both semifinals know their sides and are playable.
    for (const position of [4, 5]) {
      const semi = matchAt(after, 1, position);
      expect(semi.status).toBe('READY');
      expect(semi.sides.every((side) => side.seed! > 0)).toBe(true);
    }
  });

  if (engine === 'postgres')
    it('defers an agreeing report whose match fed another transaction holds, at once, and stores it after', async () => {
      const db = server.database.handle.db;
      const view = await brackets(server, t.id, organizer);
      const semi = matchAt(view, 1, 4);
      const final = view.matches.find((m) => m.roundIndex === 2)!;
      const [a, c] = sides(semi);
      const now = new Date(clock.now());
      const payload = {
        winner: a,
        games: [[2, 0]] as [number, number][],
        result: { participants: [a, c], games: [{ score: [2, 0] }] },
      };
      const first = (await readReportTarget(db, t.id, semi.id, captainOf(a)))!;
      const firstReport = { match: first, seed: a, userId: captainOf(a), payload, screenshots: [], at: now };
      const stored = await storeFirstReports(db, [
        { ...firstReport, eventDetails: { seed: a }, bufferEndsAt: new Date(clock.now() + 60_000) },
      ]);
      expect(stored).toEqual(['STORED']);
      const agreeing = {
        match: (await readReportTarget(db, t.id, semi.id, captainOf(c)))!,
        seed: c,
        userId: captainOf(c),
        payload,
        screenshots: [],
        reportedDetails: { seed: c },
        finalizedDetails: { resolution: 'CONFIRMED', winnerSeed: a },
        at: now,
        status: 'COMPLETED' as const,
        result: payload.result,
        winner: a,
        eliminated: c,
        next: { round: 2, position: final.position, slot: 0 as const },
        announceReady: true,
      };
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await trx.selectFrom('matches').select('id').where('id', '=', final.id).forUpdate().execute();
        taken();
        await released;
      });
      await lockTaken;
      // Had the statement waited for the final's lock, this would never answer (the holder waits for it).
      expect(await storeAgreeingReports(db, [agreeing])).toEqual(['DEFERRED']);
      expect((await reportsIn(semi.id)).map((row) => row.seed)).toEqual([a]);
      release();
      await holder;
      expect(await storeAgreeingReports(db, [agreeing])).toEqual(['STORED']);
      const after = await brackets(server, t.id, organizer);
      expect(matchAt(after, 1, 4)).toMatchObject({ status: 'COMPLETED', winnerSeed: a });
      expect(after.matches.find((m) => m.id === final.id)!.sides[0].seed).toBe(a);
    });
});
