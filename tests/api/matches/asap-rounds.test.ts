// Rounds at the players' pace played through the API (issue 26 §2), with a clock the test moves: in the "as soon
// as ready" mode a round starts once the previous one is resolved and the organizer's break has passed (not
// before, and never after its planned start), its window and deadlines move with it, and a tournament whose
// players report promptly finishes hours before its schedule ends; prizes chosen to be paid at the finish are
// paid then, once, however many clock ticks race for them. Single elimination, Swiss and round robin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail } from '../../../src/contract/matches.js';
import { ChainClient } from '../../../src/chain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { linkWallet, type LinkedWallet } from '../../support/wallet-kit.js';
import { call } from '../teams/people-kit.js';
import { createDraft } from '../tournaments/tournament-kit.js';
import {
  HOUR,
  MINUTE,
  brackets,
  playSchedule,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayTournament,
} from './play-kit.js';

const BREAK_MINUTES = 10;
const paced = (t0: number, rounds: number, extra: Record<string, unknown> = {}) => ({
  ...playSchedule(t0, rounds),
  roundStart: 'AS_SOON_AS_READY',
  roundBreakMinutes: BREAK_MINUTES,
  ...extra,
});
/** The planned start of round r in playSchedule. */
const plannedStart = (t0: number, r: number) => t0 + 3.5 * HOUR + r * HOUR;

describe.each(testEngines())('rounds as soon as ready on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let players: Session[];
  let sessions: Map<string, Session>;
  let wallet: LinkedWallet;
  let chain: ChainClient;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    chain = new ChainClient(server.baseUrl);
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'asap',
      organization: 'Pace Events',
      players: 8,
    }));
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
  }, 300_000);
  afterAll(async () => server?.close());

  /** Both sides of every open match of `round` report the better seed's win, at the clock's instant. */
  async function playRound(t: PlayTournament, round: number): Promise<void> {
    const view = await brackets(server, t.id, organizer);
    const open = view.matches.filter((m) => m.roundIndex === round && m.status === 'READY');
    expect(open.length).toBeGreaterThan(0);
    for (const match of open) {
      const seeds = match.sides.map((side) => side.seed!);
      const winner = Math.min(...seeds);
      for (const seed of seeds) {
        const answer = await reportWin(server, t.id, match, sessionOfSeed(view, sessions, seed), seed, winner);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    }
    await server.runDueWork();
  }

  const roundOf = (view: BracketsView, r: number) => view.rounds[r];
  const ms = (iso: string | null) => Date.parse(iso!);

  /** The first open match of `round` is refused before the round opens, and its card says so. */
  async function expectNotOpenYet(t: PlayTournament, round: number) {
    const view = await brackets(server, t.id, organizer);
    const match = view.matches.find((m) => m.roundIndex === round && m.status === 'READY')!;
    const seed = match.sides[0].seed!;
    const player = sessionOfSeed(view, sessions, seed);
    const detail = await call<MatchDetail>(server, 'GET', `/matches/${t.id}/${match.id}`, { session: player });
    expect(detail.status).toBe(200);
    expect(detail.body.viewer.canReport).toBe(false);
    expect(detail.body.round.status).toBe('UPCOMING');
    const early = await reportWin(server, t.id, match, player, seed, seed);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('RESULT-MATCH-NOT-OPEN');
  }

  it('plays an 8-player bracket round after round, each after the break, and pays the prize once at the finish', async () => {
    const t = await publishPlayable(server, organizer, clock, {
      name: 'Pace Cup',
      rounds: 3,
      format: { format: 'SINGLE_ELIMINATION' },
      schedule: paced(clock.now(), 3, { prizeDistribution: 'AT_FINISH' }),
      prizes: { wallet, prizepool: { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '7', uniqs: [] }] } },
    });
    const winners = await Promise.all(players.map((p) => linkWallet(server, p)));
    await registerAndCheckIn(server, clock, t, players);

    // Round 1 at its planned time; everyone reports within ten minutes.
    clock.set(plannedStart(t.t0, 0) + 5 * MINUTE);
    let view = await brackets(server, t.id, organizer);
    expect(ms(roundOf(view, 0).startsAt)).toBe(plannedStart(t.t0, 0));
    expect(ms(roundOf(view, 1).startsAt)).toBe(plannedStart(t.t0, 1));
    clock.set(plannedStart(t.t0, 0) + 10 * MINUTE);
    const resolved0 = clock.now();
    await playRound(t, 0);

    // The semifinals now start after the break, 40 minutes before their planned start, and last their hour.
    view = await brackets(server, t.id, organizer);
    expect(roundOf(view, 0).status).toBe('COMPLETE');
    expect(ms(roundOf(view, 1).startsAt)).toBe(resolved0 + BREAK_MINUTES * MINUTE);
    expect(ms(roundOf(view, 1).endsAt)).toBe(resolved0 + BREAK_MINUTES * MINUTE + HOUR);
    expect(ms(roundOf(view, 2).startsAt)).toBe(plannedStart(t.t0, 2));
    // Not before the break is over.
    clock.set(resolved0 + BREAK_MINUTES * MINUTE - 1000);
    await server.runDueWork();
    await expectNotOpenYet(t, 1);
    clock.set(resolved0 + BREAK_MINUTES * MINUTE);
    await server.runDueWork();
    clock.advance(3 * MINUTE);
    const resolved1 = clock.now();
    await playRound(t, 1);

    view = await brackets(server, t.id, organizer);
    const finalStart = resolved1 + BREAK_MINUTES * MINUTE;
    expect(ms(roundOf(view, 2).startsAt)).toBe(finalStart);
    const balances = () => Promise.all(winners.map((w) => chain.getCurrencyBalance(w.accountName)));
    const before = await balances();
    clock.set(finalStart + 2 * MINUTE);
    const finishedAt = clock.now();
    // Every clock tick of the finish races: the play sweep, the payouts sweep, the pokes.
    const finalMatch = view.matches.find((m) => m.roundIndex === 2)!;
    const seeds = finalMatch.sides.map((side) => side.seed!);
    for (const seed of seeds) {
      const answer = await reportWin(server, t.id, finalMatch, sessionOfSeed(view, sessions, seed), seed, 1);
      expect(answer.status).toBe(200);
    }
    await Promise.all([server.runDueWork(), server.runDueWork(), server.runDueWork()]);
    await server.runDueWork();

    view = await brackets(server, t.id, organizer);
    expect(view.rounds.map((r) => r.status)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE']);
    const tournament = await call(server, 'GET', `/tournaments/${t.id}`, { session: organizer });
    expect(tournament.body.status).toBe('finished');
    // Three rounds in 35 minutes: finished 2 h 25 min before the last planned round ends.
    expect(finishedAt - plannedStart(t.t0, 0)).toBe(35 * MINUTE);
    expect(plannedStart(t.t0, 3) - finishedAt).toBe(2 * HOUR + 25 * MINUTE);

    // The prize went out at the finish, not 15 minutes after it, and once.
    const payouts = await call(server, 'GET', `/tournaments/${t.id}/payouts`, { session: organizer });
    expect(payouts.status).toBe(200);
    expect(payouts.body.status).toBe('COMPLETE');
    expect(payouts.body.payments).toHaveLength(1);
    expect(payouts.body.payments[0].status).toBe('CONFIRMED');
    // Seed 1 won; exactly 7 UOS reached them and nobody else got anything.
    const seedOne = view.entrants.find((e) => e.seed === 1)!;
    const winnerIndex = [...sessions.keys()].indexOf(seedOne.captainId);
    const after = await balances();
    expect(after.map((b, i) => b - before[i])).toEqual(
      winners.map((_, i) => (i === winnerIndex ? 7n * 10n ** 8n : 0n)),
    );
    // Later ticks pay nothing more.
    clock.advance(HOUR);
    await Promise.all([server.runDueWork(), server.runDueWork()]);
    expect(await balances()).toEqual(after);
  }, 300_000);

  it('starts a Swiss round at its planned time when the previous one ends late, and after the break when early', async () => {
    const t = await publishPlayable(server, organizer, clock, {
      name: 'Pace Swiss',
      rounds: 3,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 3, maxParticipants: 8 },
      schedule: paced(clock.now(), 3),
    });
    await registerAndCheckIn(server, clock, t, players);
    // Round 1 resolved 55 minutes in: the break would end after round 2's planned start, which wins.
    clock.set(plannedStart(t.t0, 0) + 55 * MINUTE);
    await playRound(t, 0);
    let view = await brackets(server, t.id, organizer);
    expect(ms(roundOf(view, 1).startsAt)).toBe(plannedStart(t.t0, 1));
    expect(ms(roundOf(view, 1).endsAt)).toBe(plannedStart(t.t0, 2));
    // Round 2 resolved 5 minutes in: round 3 follows the break, an hour and five minutes early.
    clock.set(plannedStart(t.t0, 1) + 5 * MINUTE);
    await playRound(t, 1);
    view = await brackets(server, t.id, organizer);
    const start = plannedStart(t.t0, 1) + 15 * MINUTE;
    expect(ms(roundOf(view, 2).startsAt)).toBe(start);
    expect(ms(roundOf(view, 2).endsAt)).toBe(start + HOUR);
    await expectNotOpenYet(t, 2);
    clock.set(start);
    await server.runDueWork();
    await playRound(t, 2);
    const tournament = await call(server, 'GET', `/tournaments/${t.id}`, { session: organizer });
    expect(tournament.body.status).toBe('finished');
  }, 300_000);

  it('moves a round robin round drawn at the start, and marks scores missing at its moved deadline', async () => {
    const four = players.slice(0, 4);
    const t = await publishPlayable(server, organizer, clock, {
      name: 'Pace Groups',
      rounds: 3,
      format: { format: 'ROUND_ROBIN', minParticipants: 4, maxParticipants: 4, bestOf: [1] },
      schedule: paced(clock.now(), 3),
    });
    await registerAndCheckIn(server, clock, t, four);
    clock.set(plannedStart(t.t0, 0) + 5 * MINUTE);
    await playRound(t, 0);
    let view = await brackets(server, t.id, organizer);
    const start = plannedStart(t.t0, 0) + 15 * MINUTE;
    expect(ms(roundOf(view, 1).startsAt)).toBe(start);
    await expectNotOpenYet(t, 1);
    // Nobody reports round 2: its moved deadline, not the planned one, marks the scores missing.
    clock.set(start + HOUR);
    await server.runDueWork();
    view = await brackets(server, t.id, organizer);
    expect(view.matches.filter((m) => m.roundIndex === 1).map((m) => m.status)).toEqual([
      'SCORE_MISSING',
      'SCORE_MISSING',
    ]);
    // Missing scores wait for the organizer: round 3 is not resolved into, and keeps its planned start.
    expect(roundOf(view, 1).status).toBe('IN_PROGRESS');
    expect(ms(roundOf(view, 2).startsAt)).toBe(plannedStart(t.t0, 2));
  }, 300_000);

  it('keeps the fixed schedule by default and refuses a break without the pace', async () => {
    const t = await publishPlayable(server, organizer, clock, {
      name: 'Fixed Cup',
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION' },
    });
    await registerAndCheckIn(server, clock, t, players.slice(0, 4));
    clock.set(plannedStart(t.t0, 0) + 5 * MINUTE);
    await playRound(t, 0);
    const view = await brackets(server, t.id, organizer);
    expect(ms(roundOf(view, 1).startsAt)).toBe(plannedStart(t.t0, 1));
    const draft = { body: { id: await createDraft(server, organizer, 'chess', 'Break Cup') } };
    const refused = await call(server, 'PUT', `/tournaments/${draft.body.id}/sections/schedule`, {
      session: organizer,
      json: { ...playSchedule(clock.now(), 2), roundBreakMinutes: 5 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'A break between rounds applies only when rounds start as soon as ready',
    );
    const tooLong = await call(server, 'PUT', `/tournaments/${draft.body.id}/sections/schedule`, {
      session: organizer,
      json: { ...paced(clock.now(), 2), roundBreakMinutes: 24 * 60 + 1 },
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('schedule.roundBreakMinutes');
  }, 300_000);
});
