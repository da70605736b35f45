// A single elimination tournament played through the API with a clock the test moves (issue 11 §1–§4):
// seeding at check-in close, the bracket generated, the join window, matching reports, a dispute resolved by the
// organizer, an unopposed report final when its buffer ends, the third-place decider, final placements, an
// amendment with its preview, and the report errors of the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail, MatchView, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import {
  MINUTE,
  at,
  brackets,
  duelForm,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayTournament,
} from './play-kit.js';

describe.each(testEngines())('single elimination played on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let outsider: Session;
  let players: Session[];
  let sessions: Map<string, Session>;
  let t: PlayTournament;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'se',
      organization: 'Bracket Events',
      players: 4,
    }));
    outsider = await server.signUp(`se-out-${engine}@example.com`, `SeOut${engine}`);
    t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true, bestOf: [1, 3] },
    });
  });
  afterAll(async () => server?.close());

  const view = () => brackets(server, t.id, organizer);
  const matchAt = (b: BracketsView, round: number, position: number) =>
    b.matches.find((m) => m.roundIndex === round && m.position === position)!;
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];

  it('has no bracket before check-in closes, then seeds every checked-in player and draws the whole bracket', async () => {
    await registerAndCheckIn(server, clock, t, players, 'checked-in');
    expect((await view()).matches).toHaveLength(0);
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    const b = await view();
    expect(b.entrants.map((e) => e.seed)).toEqual([1, 2, 3, 4]);
    // 4 players: two semifinals, the final and the third-place decider.
    expect(b.matches).toHaveLength(4);
    expect(b.rounds.map((r) => r.name)).toEqual(['Semifinals', 'Final']);
    expect(matchAt(b, 0, 0).status).toBe('READY');
    expect(seedsOf(matchAt(b, 0, 0)).sort()).toEqual([1, 4]);
    expect(matchAt(b, 1, 2).status).toBe('PENDING');
    expect(matchAt(b, 1, 3).isThirdPlaceDecider).toBe(true);
    // The seeding draw is stored: running the clock again changes nothing.
    await server.runDueWork();
    expect((await view()).entrants).toEqual(b.entrants);
  });

  it('refuses reports before the join window, from outsiders, and with scores that do not decide the match', async () => {
    const b = await view();
    const semi = matchAt(b, 0, 0);
    const [a] = seedsOf(semi);
    const early = await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, a), a, a);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('RESULT-MATCH-NOT-OPEN');
    clock.set(at.roundStarted(t.t0, 0));
    const stranger = await reportWin(server, t.id, semi, outsider, a, a);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('RESULT-NOT-A-PARTICIPANT');
    const other = b.entrants.find((e) => !seedsOf(semi).includes(e.seed))!;
    const wrongMatch = await reportWin(
      server,
      t.id,
      semi,
      sessionOfSeed(b, sessions, other.seed),
      other.seed,
      other.seed,
    );
    expect(wrongMatch.body.message).toBe('RESULT-NOT-A-PARTICIPANT');
    const undecided = await call(server, 'POST', `/matches/${t.id}/${semi.id}/duel/score`, {
      session: sessionOfSeed(b, sessions, a),
      form: duelForm({ winner: a, mine: [1], theirs: [1] }),
    });
    expect(undecided.status).toBe(400);
    expect(undecided.body.message).toBe('RESULT-INVALID-SCORES');
    const lying = await call(server, 'POST', `/matches/${t.id}/${semi.id}/duel/score`, {
      session: sessionOfSeed(b, sessions, a),
      form: duelForm({ winner: a, mine: [0], theirs: [3] }),
    });
    expect(lying.body.formFieldErrors.winner).toBeDefined();
    const malformed = await call(server, 'POST', `/matches/${t.id}/${semi.id}/duel/score`, {
      session: sessionOfSeed(b, sessions, a),
      form: duelForm({ winner: a, mine: [-1], theirs: [2] }),
    });
    expect(malformed.status).toBe(400);
    const json = await call(server, 'POST', `/matches/${t.id}/${semi.id}/duel/score`, {
      session: sessionOfSeed(b, sessions, a),
      json: { winner: a },
    });
    // A JSON report is read as the form is (issue 28), so one without its scores is refused at those fields.
    expect(json.status).toBe(400);
    expect(json.body.formFieldErrors).toMatchObject({ scoreParticipant: expect.any(String) });
    // Nothing was recorded by any of these.
    expect((await view()).matches.find((m) => m.id === semi.id)!.status).toBe('READY');
  });

  it('confirms a result both sides report the same, and advances the winner into the final', async () => {
    const b = await view();
    const semi = matchAt(b, 0, 0);
    const [a, c] = seedsOf(semi);
    const first = await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, a), a, a);
    expect(first.status).toBe(200);
    expect((first.body as MatchDetail).match.status).toBe('REPORTED');
    expect((first.body as MatchDetail).match.displayStatus).toBe('DISPUTE_BUFFER');
    const twice = await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, a), a, a);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('RESULT-ALREADY-SUBMITTED');
    const second = await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, c), c, a);
    expect(second.status).toBe(200);
    expect((second.body as MatchDetail).match).toMatchObject({
      status: 'COMPLETED',
      resolution: 'CONFIRMED',
      winnerSeed: a,
    });
    const after = await view();
    expect(seedsOf({ ...matchAt(after, 1, 2), sides: matchAt(after, 1, 2).sides }).includes(a)).toBe(true);
    expect(matchAt(after, 1, 3).sides.some((side) => side.seed === c)).toBe(true);
    // The audit trail names both reports and the confirmation.
    const detail = await call<MatchDetail>(server, 'GET', `/matches/${t.id}/${semi.id}`, { session: organizer });
    expect(detail.body.events.map((e) => e.kind)).toEqual(['REPORTED', 'REPORTED', 'FINALIZED']);
    expect(detail.body.reports).toHaveLength(2);
    // SPEC §4 states: the winner waits for the final, the loser for the third-place decider.
    const stateOf = async (seed: number) =>
      (await call(server, 'GET', `/tournaments/${t.id}`, { session: sessionOfSeed(b, sessions, seed) })).body.viewer
        .state;
    expect(await stateOf(a)).toBe('WAITING_MATCH');
    const otherSemi = matchAt(after, 0, 1);
    expect(await stateOf(otherSemi.sides[0].seed!)).toBe('MATCH_AVAILABLE');
    // A spectator sees the match but not its reports.
    const spectator = await call<MatchDetail>(server, 'GET', `/matches/${t.id}/${semi.id}`, { session: outsider });
    expect(spectator.body.reports).toHaveLength(0);
  });

  it('sends conflicting reports to the organizer, who sets the result', async () => {
    const b = await view();
    const semi = matchAt(b, 0, 1);
    const [a, c] = seedsOf(semi);
    expect((await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, a), a, a)).status).toBe(200);
    const conflicting = await reportWin(server, t.id, semi, sessionOfSeed(b, sessions, c), c, c);
    expect((conflicting.body as MatchDetail).match.status).toBe('DISPUTED');
    // The dispute is Arena's, not the second reporter's (issue 26 §5.8).
    const disputed = (conflicting.body as MatchDetail).events.find((event) => event.kind === 'DISPUTED')!;
    expect(disputed).toMatchObject({ actorId: null, actorNickname: null, details: { reason: 'CONFLICTING_REPORTS' } });
    const player = await call(server, 'POST', `/matches/${t.id}/${semi.id}/result`, {
      session: sessionOfSeed(b, sessions, a),
      json: { winnerSeed: a },
    });
    expect(player.status).toBe(404);
    const decided = await call(server, 'POST', `/matches/${t.id}/${semi.id}/result`, {
      session: organizer,
      json: { winnerSeed: c, reason: 'Screenshot shows c won' },
    });
    expect(decided.status).toBe(200);
    const after = await view();
    expect(after.matches.find((m) => m.id === semi.id)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'ORGANIZER',
      winnerSeed: c,
      displayStatus: 'DISPUTE_RESOLVED',
    });
    const final = matchAt(after, 1, 2);
    expect(final.status).toBe('READY');
    expect(final.bestOf).toBe(3);
  });

  it('makes an unopposed report final when the dispute buffer ends, and a missing score the organizer’s to set', async () => {
    clock.set(at.roundStarted(t.t0, 1));
    const b = await view();
    const final = matchAt(b, 1, 2);
    const [a, c] = seedsOf(final);
    const series = await call(server, 'POST', `/matches/${t.id}/${final.id}/duel/score`, {
      session: sessionOfSeed(b, sessions, a),
      form: duelForm({ winner: a, mine: [3, 1, 5], theirs: [1, 4, 2] }),
    });
    expect(series.status).toBe(200);
    clock.set(clock.now() + 16 * MINUTE);
    const late = await call(server, 'POST', `/matches/${t.id}/${final.id}/dispute`, {
      session: sessionOfSeed(b, sessions, c),
      json: { message: 'too late' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('RESULT-DISPUTE-PERIOD-OVER');
    const after = await view();
    expect(matchAt(after, 1, 2)).toMatchObject({ status: 'COMPLETED', resolution: 'BUFFER_ENDED', winnerSeed: a });
    expect(matchAt(after, 1, 2).sides.map((side) => side.score)).toEqual([2, 1]);
    // Nobody reports the decider before the round ends: it is missing, and reports are refused.
    clock.set(at.roundEnded(t.t0, 1));
    await server.runDueWork();
    const decider = matchAt(await view(), 1, 3);
    expect(decider.status).toBe('SCORE_MISSING');
    const [d] = seedsOf(decider);
    const missed = await reportWin(server, t.id, decider, sessionOfSeed(b, sessions, d), d, d);
    expect(missed.body.message).toBe('RESULT-SUBMISSION-PERIOD-MISSED');
    const mine = await call<MatchDetail | null>(server, 'GET', `/matches/${t.id}/my-match`, {
      session: sessionOfSeed(b, sessions, d),
    });
    expect(mine.body?.match.status).toBe('SCORE_MISSING');
    expect(mine.body?.viewer.canReport).toBe(false);
    await call(server, 'POST', `/matches/${t.id}/${decider.id}/result`, {
      session: organizer,
      json: { forfeitSeed: d },
    });
    await server.runDueWork();
  });

  it('finishes with the final placements, and the standings show them', async () => {
    const b = await view();
    expect(b.finished).toBe(true);
    const final = matchAt(b, 1, 2);
    const decider = matchAt(b, 1, 3);
    const rank = (seed: number) => b.entrants.find((e) => e.seed === seed)!.finalRank;
    expect(rank(final.winnerSeed!)).toBe(1);
    expect(rank(seedsOf(final).find((s) => s !== final.winnerSeed)!)).toBe(2);
    expect(rank(decider.winnerSeed!)).toBe(3);
    expect(rank(seedsOf(decider).find((s) => s !== decider.winnerSeed)!)).toBe(4);
    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: outsider,
    });
    expect(standings.body.final).toBe(true);
    expect(standings.body.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    const tournament = await call(server, 'GET', `/tournaments/${t.id}`, { session: outsider });
    expect(tournament.body.status).toBe('finished');
    expect(tournament.body.viewer.state).toBe('TOURNAMENT_COMPLETE');
    const champion = await call(server, 'GET', `/tournaments/${t.id}`, {
      session: sessionOfSeed(b, sessions, final.winnerSeed!),
    });
    expect(champion.body.viewer.state).toBe('FIRST_PLACE');
    const fourth = seedsOf(decider).find((s) => s !== decider.winnerSeed)!;
    expect(
      (await call(server, 'GET', `/tournaments/${t.id}`, { session: sessionOfSeed(b, sessions, fourth) })).body.viewer
        .state,
    ).toBe('NTH_PLACE');
  });

  it('previews and applies an amendment of a semifinal: the final is replayed with the new winner', async () => {
    const b = await view();
    const semi = matchAt(b, 0, 0);
    const [a, c] = seedsOf(semi);
    const newWinner = semi.winnerSeed === a ? c : a;
    const preview = await call(server, 'POST', `/matches/${t.id}/${semi.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: newWinner },
    });
    expect(preview.status).toBe(200);
    const finalId = matchAt(b, 1, 2).id;
    expect(preview.body.changedMatches.map((m: MatchView) => m.id)).toEqual(expect.arrayContaining([semi.id, finalId]));
    expect(preview.body.invalidatedMatchIds).toContain(finalId);
    // Placements move: the old semifinal winner drops out of the final's two places; both finalists-to-be are
    // unplaced until the final is played again.
    const oldFinal = matchAt(b, 1, 2);
    const otherFinalist = seedsOf(oldFinal).find((seed) => seed !== semi.winnerSeed)!;
    const moves = new Map(
      (preview.body.placementChanges as { seed: number; from: number | null; to: number | null }[]).map((change) => [
        change.seed,
        change,
      ]),
    );
    expect(moves.get(semi.winnerSeed!)).toEqual({
      seed: semi.winnerSeed,
      from: oldFinal.winnerSeed === semi.winnerSeed ? 1 : 2,
      to: 3,
    });
    expect(moves.get(otherFinalist)?.to).toBeNull();
    expect(moves.get(newWinner)).toMatchObject({ from: expect.any(Number), to: null });
    // The preview changed nothing.
    expect(matchAt(await view(), 0, 0).winnerSeed).toBe(semi.winnerSeed);
    const applied = await call(server, 'POST', `/matches/${t.id}/${semi.id}/result`, {
      session: organizer,
      json: { winnerSeed: newWinner, reason: 'Cheating proven' },
    });
    expect(applied.status).toBe(200);
    const after = await view();
    expect(matchAt(after, 0, 0).winnerSeed).toBe(newWinner);
    const final = matchAt(after, 1, 2);
    expect(final.sides.some((side) => side.seed === newWinner)).toBe(true);
    expect(final.status).toBe('READY');
    expect(final.winnerSeed).toBeNull();
  });
});
