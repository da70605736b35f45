// Issue 26 §3: match check-in ("ready up") and stream links, on a single elimination bracket of four with a
// 10-minute window. Semifinal A: both sides ready up and play. Semifinal B: one side is absent and loses by
// walkover at the deadline (decided once while two sweeps and a late click race), which the organizer undoes.
// The final: nobody comes, and the double no-show goes to the organizer. Stream links: https only, organizer only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail, MatchView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { MINUTE, at, brackets, reportWin, sessionOfSeed, startSeededPlay, type PlayTournament } from './play-kit.js';

const WINDOW = 10 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(testEngines())('match check-in on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: PlayTournament;

  beforeAll(async () => {
    ({ server, organizer, sessions, t } = await startSeededPlay(engine, clock, {
      tag: 'ci',
      organization: 'Ready Events',
      players: 4,
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION', matchCheckIn: { enabled: true, minutes: 10 } },
    }));
  });
  afterAll(async () => server?.close());

  const view = () => brackets(server, t.id, organizer);
  const matchAt = (b: BracketsView, round: number, position: number) =>
    b.matches.find((m) => m.roundIndex === round && m.position === position)!;
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];
  const player = (b: BracketsView, seed: number) => sessionOfSeed(b, sessions, seed);
  const ready = (m: MatchView, session: Session) =>
    call<MatchDetail>(server, 'POST', `/matches/${t.id}/${m.id}/ready`, { session });
  const undo = (m: MatchView, session: Session) =>
    call(server, 'POST', `/matches/${t.id}/${m.id}/no-show/undo`, { session });
  const events = async (m: MatchView) =>
    (await call<MatchDetail>(server, 'GET', `/matches/${t.id}/${m.id}`, { session: organizer })).body.events.map(
      (e) => e.kind,
    );
  const opensAt = () => at.roundStarted(t.t0, 0) - MINUTE - 15 * MINUTE;

  it('opens a window when the match becomes available; both sides ready make it playable', async () => {
    clock.set(opensAt() - MINUTE);
    await server.runDueWork();
    let semi = matchAt(await view(), 0, 0);
    expect(semi.checkIn).toBeNull();
    const [a, b] = seedsOf(semi);
    const early = await ready(semi, player(await view(), a));
    expect([early.status, early.body]).toMatchObject([409, { message: 'MATCH-CHECK-IN-NOT-OPEN' }]);

    clock.set(opensAt());
    await server.runDueWork();
    const bv = await view();
    semi = matchAt(bv, 0, 0);
    expect(semi.checkIn).toEqual({ endsAt: iso(opensAt() + WINDOW), readySeeds: [], noShowSeeds: [] });
    // Not playable yet: reports wait for both sides.
    const tooSoon = await reportWin(server, t.id, semi, player(bv, a), a, a);
    expect([tooSoon.status, tooSoon.body]).toMatchObject([409, { message: 'MATCH-CHECK-IN-PENDING' }]);
    const notMine = await ready(semi, organizer);
    expect([notMine.status, notMine.body]).toMatchObject([403, { message: 'RESULT-NOT-A-PARTICIPANT' }]);

    clock.set(opensAt() + 3 * MINUTE);
    const first = await ready(semi, player(bv, a));
    expect(first.status).toBe(200);
    expect(first.body.match.checkIn?.readySeeds).toEqual([a]);
    expect((await ready(semi, player(bv, a))).status).toBe(200); // a second click changes nothing
    const second = await ready(semi, player(bv, b));
    expect(second.body.match.checkIn?.readySeeds).toEqual([a, b]);
    expect(await events(semi)).toEqual(['CHECKED_IN', 'CHECKED_IN', 'CHECK_IN_COMPLETE']);
    // match.ready is announced when the match actually becomes playable: once both are in, not before. Read from the
    // live feed, which every announcement enters beside the webhooks' outbox (the outbox keeps only what an endpoint
    // hears, and this organization has none).
    const announced = await server.database.handle.db
      .selectFrom('tournament_feed_events')
      .select('data')
      .where('tournament_id', '=', t.id)
      .where('type', '=', 'match.ready')
      .execute();
    expect(announced.map((row) => (row.data as { matchId: string }).matchId)).toEqual([semi.id]);
    expect((await reportWin(server, t.id, semi, player(bv, a), a, a)).status).toBe(200);
    expect((await reportWin(server, t.id, semi, player(bv, b), b, a)).status).toBe(200);
    expect(matchAt(await view(), 0, 0)).toMatchObject({ status: 'COMPLETED', winnerSeed: a });
    // The other semifinal: only its first side readies up.
    const other = matchAt(bv, 0, 1);
    expect((await ready(other, player(bv, seedsOf(other)[0]))).status).toBe(200);
  });

  it('gives a walkover to the side that readied up at the deadline, exactly once under a race', async () => {
    const bv = await view();
    let semi = matchAt(bv, 0, 1);
    const [a, b] = seedsOf(semi);
    clock.set(opensAt() + WINDOW - 1000);
    await server.runDueWork();
    expect(matchAt(await view(), 0, 1).status).toBe('READY');
    // The deadline: two processes' sweeps and the absent side's last-moment click.
    clock.set(opensAt() + WINDOW);
    const [late] = await Promise.all([ready(semi, player(bv, b)), server.runDueWork(), server.runDueWork()]);
    expect([late.status, late.body]).toMatchObject([409, { message: 'MATCH-CHECK-IN-CLOSED' }]);
    const after = await view();
    semi = matchAt(after, 0, 1);
    expect(semi).toMatchObject({ status: 'WALKOVER', resolution: 'WALKOVER', winnerSeed: a });
    expect(semi.checkIn?.noShowSeeds).toEqual([b]);
    expect((await events(semi)).filter((kind) => kind === 'WALKOVER')).toHaveLength(1);
    expect(seedsOf(matchAt(after, 1, 2))).toContain(a);
    expect(after.entrants.find((e) => e.seed === b)?.status).toBe('ELIMINATED');
  });

  it('lets only the organizer undo a no-show: the match is playable again with a fresh window', async () => {
    let bv = await view();
    let semi = matchAt(bv, 0, 1);
    const [a, b] = seedsOf(semi);
    expect((await undo(semi, player(bv, a))).status).toBe(404);
    const played = await undo(matchAt(bv, 0, 0), organizer);
    expect([played.status, played.body]).toMatchObject([409, { message: 'MATCH-NO-SHOW-NOT-UNDOABLE' }]);

    clock.set(opensAt() + WINDOW + 2 * MINUTE);
    expect((await undo(semi, organizer)).status).toBe(200);
    bv = await view();
    semi = matchAt(bv, 0, 1);
    expect(semi).toMatchObject({ status: 'READY', winnerSeed: null, resolution: null });
    // The side that was present stays ready; the final no longer holds the walkover's winner.
    expect(semi.checkIn).toEqual({
      endsAt: iso(opensAt() + 2 * WINDOW + 2 * MINUTE),
      readySeeds: [a],
      noShowSeeds: [],
    });
    expect(matchAt(bv, 1, 2)).toMatchObject({
      status: 'PENDING',
      sides: [{ seed: seedsOf(matchAt(bv, 0, 0))[0] }, { seed: null }],
    });
    expect(bv.entrants.find((e) => e.seed === b)?.status).toBe('ACTIVE');
    expect((await events(semi)).at(-1)).toBe('NO_SHOW_UNDONE');
    expect((await undo(semi, organizer)).status).toBe(409);

    expect((await ready(semi, player(bv, b))).status).toBe(200);
    expect((await reportWin(server, t.id, semi, player(bv, b), b, b)).status).toBe(200);
    expect((await reportWin(server, t.id, semi, player(bv, a), a, b)).status).toBe(200);
    expect(matchAt(await view(), 1, 2).status).toBe('READY');
  });

  it('sends a double no-show to the organizer instead of picking who goes on', async () => {
    const finalOpens = at.roundStarted(t.t0, 1) - MINUTE - 15 * MINUTE;
    clock.set(finalOpens);
    await server.runDueWork();
    let final = matchAt(await view(), 1, 2);
    expect(final.checkIn?.endsAt).toBe(iso(finalOpens + WINDOW));
    clock.set(finalOpens + WINDOW);
    await server.runDueWork();
    final = matchAt(await view(), 1, 2);
    expect(final).toMatchObject({ status: 'SCORE_MISSING', winnerSeed: null });
    expect(final.checkIn?.noShowSeeds).toEqual(seedsOf(final));
    expect((await events(final)).filter((kind) => kind === 'NO_SHOW')).toHaveLength(1);
    expect((await view()).finished).toBe(false);
  });

  it('takes an https stream link from the organizer only, and shows it on the bracket', async () => {
    const bv = await view();
    const final = matchAt(bv, 1, 2);
    const put = (session: Session, streamUrl: unknown) =>
      call(server, 'PUT', `/matches/${t.id}/${final.id}/stream`, { session, json: { streamUrl } });
    expect((await put(player(bv, seedsOf(final)[0]), 'https://twitch.tv/arena')).status).toBe(404);
    for (const bad of ['http://twitch.tv/arena', 'javascript:alert(1)', 'twitch.tv/arena', 'https://localhost']) {
      const refused = await put(organizer, bad);
      expect([refused.status, refused.body.message, Object.keys(refused.body.formFieldErrors ?? {})]).toEqual([
        400,
        'VALIDATION-FAILED',
        ['streamUrl'],
      ]);
    }
    expect((await put(organizer, 'https://twitch.tv/arena')).status).toBe(200);
    expect(matchAt(await brackets(server, t.id), 1, 2).streamUrl).toBe('https://twitch.tv/arena');
    expect((await put(organizer, null)).status).toBe(200);
    expect(matchAt(await view(), 1, 2).streamUrl).toBeNull();
    expect((await events(final)).filter((kind) => kind === 'STREAM_SET')).toHaveLength(2);
  });
});
