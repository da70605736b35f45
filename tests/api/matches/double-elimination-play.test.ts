// Double elimination played to its end through the API with a clock the test moves (issue 31): both brackets stored
// at seeding, losers dropping into the losers bracket (and through its byes), the grand final with and without its
// bracket reset, the grandFinal options NONE (two bracket winners, no final) and SINGLE (no reset whoever wins it),
// placements tied by the losers round (5–6, 7–8), the standings, a leaderboard fold, and an amendment of a
// first-round result that re-flows both brackets with its preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail, MatchView, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { publishedRankLeaderboard } from '../leaderboards/leaderboard-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, createDraft, format, makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  playRounds,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PickWinner,
} from './play-kit.js';

/** 6 or 8 entrants: a winners bracket of 8, so 3 winners rounds, 4 losers rounds, the grand final and its reset. */
const ROUNDS = 7;
const ROUND_NAMES = [
  'Winners round 1',
  'Winners semifinals · Losers round 1',
  'Winners final · Losers round 2',
  'Losers round 3',
  'Losers final',
  'Grand final',
  'Grand final reset',
];

const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed) as [number | null, number | null];
const betterSeed: PickWinner = (_, seeds) => Math.min(...seeds);

/** Losses of each seed over the matches played (byes aside). */
function lossesBySeed(view: BracketsView): Map<number, number> {
  const losses = new Map<number, number>();
  for (const match of view.matches) {
    if (match.status !== 'COMPLETED' && match.status !== 'WALKOVER') continue;
    const loser = seedsOf(match).find((seed) => seed !== null && seed !== match.winnerSeed)!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  return losses;
}

describe.each(testEngines())('double elimination played on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  const players: { session: Session; id: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`de-org-${engine}@example.com`, `DeOrg${engine}`);
    for (let i = 0; i < 8; i++) {
      const session = await server.signUp(`de-p${i}-${engine}@example.com`, `DePlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    await makeOrganizer(server, organizer, `Double Events ${engine}`);
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  const start = async (
    count: number,
    name: string,
    extra: { leaderboardId?: string } = {},
    { grandFinal = 'RESET', rounds = ROUNDS }: { grandFinal?: 'NONE' | 'SINGLE' | 'RESET'; rounds?: number } = {},
  ) => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds,
      name,
      format: { format: 'DOUBLE_ELIMINATION', minParticipants: 3, grandFinal, bestOf: [1] },
      ...extra,
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.slice(0, count).map((p) => p.session),
    );
    return t;
  };

  it('refuses a double elimination of FFA lobbies or of fewer than 3, as form field errors', async () => {
    const id = await createDraft(server, organizer, 'chess', 'Refused Cup');
    const put = (overrides: Record<string, unknown>) =>
      call(server, 'PUT', `/tournaments/${id}/sections/format`, {
        session: organizer,
        json: format({ format: 'DOUBLE_ELIMINATION', ...overrides }),
      });
    const unknownFinal = await put({ grandFinal: 'TWICE' });
    expect(unknownFinal.status).toBe(400);
    const refused = await put({ matchType: 'FFA', minParticipants: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.formFieldErrors).toMatchObject({
      'format.matchType': expect.any(String),
      'format.minParticipants': 'The minimum value allowed is 3.',
    });
    expect((await put({ minParticipants: 3, grandFinal: 'NONE' })).status).toBe(200);
  });

  it('names both new formats, the brackets and the group tables in the OpenAPI document', async () => {
    const document = JSON.stringify(await (await fetch(`${server.baseUrl}/api/docs/json`)).json());
    for (const name of ['DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'GRAND_FINAL_RESET', 'roundRobinLegs', 'GAME_DIFFERENCE'])
      expect(document).toContain(`"${name}"`);
  });

  it('plays 6 entrants to a bracket reset: the losers-bracket winner takes the grand final, the reset is played', async () => {
    const t = await start(6, 'Reset Cup');
    const seeded = await brackets(server, t.id, organizer);
    expect(seeded.format).toBe('DOUBLE_ELIMINATION');
    expect(seeded.rounds.map((r) => r.name)).toEqual(ROUND_NAMES);
    // Both brackets, the grand final and its reset are stored at once; seeds 1 and 2 have first-round byes.
    expect(seeded.matches).toHaveLength(15);
    const count = (bracket: string) => seeded.matches.filter((m) => m.bracket === bracket).length;
    expect([count('WINNERS'), count('LOSERS'), count('GRAND_FINAL'), count('GRAND_FINAL_RESET')]).toEqual([7, 6, 1, 1]);
    expect(seeded.matches.filter((m) => m.roundIndex === 0 && m.status === 'BYE')).toHaveLength(2);
    expect(seeded.matches.find((m) => m.bracket === 'GRAND_FINAL_RESET')!.status).toBe('PENDING');

    // The better seed wins everywhere but the grand final, which the losers-bracket winner takes.
    const pick: PickWinner = (match, seeds) => (match.bracket === 'GRAND_FINAL' ? seeds[1] : Math.min(...seeds));
    const done = await playRounds(server, clock, t, players, ROUNDS, organizer, pick);
    expect(done.finished).toBe(true);
    // The losers met the byes of the losers bracket and went through without playing.
    expect(done.matches.filter((m) => m.bracket === 'LOSERS' && m.status === 'BYE')).toHaveLength(2);
    const reset = done.matches.find((m) => m.bracket === 'GRAND_FINAL_RESET')!;
    expect(reset).toMatchObject({ status: 'COMPLETED', winnerSeed: 1 });
    expect(seedsOf(reset)).toEqual([1, 2]);
    // Everyone but the champion leaves after exactly two losses; the champion lost once (the first grand final).
    const losses = lossesBySeed(done);
    expect([1, 2, 3, 4, 5, 6].map((seed) => losses.get(seed) ?? 0)).toEqual([1, 2, 2, 2, 2, 2]);
    expect(done.entrants.map((e) => [e.seed, e.finalRank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 5],
    ]);
    const tournament = await call(server, 'GET', `/tournaments/${t.id}`, { session: organizer });
    expect(tournament.body.status).toBe('finished');
  });

  it('plays 6 entrants with no grand final: the two bracket winners place 1st and 2nd without meeting', async () => {
    // Without a grand final the stage ends with the losers final (5 rounds).
    const t = await start(6, 'Two Winners Cup', {}, { grandFinal: 'NONE', rounds: 5 });
    const seeded = await brackets(server, t.id, organizer);
    expect(seeded.rounds.map((r) => r.name)).toEqual(ROUND_NAMES.slice(0, 5));
    expect(seeded.matches.filter((m) => m.bracket === 'GRAND_FINAL' || m.bracket === 'GRAND_FINAL_RESET')).toEqual([]);
    const done = await playRounds(server, clock, t, players, 5, organizer, betterSeed);
    expect(done.finished).toBe(true);
    // Seed 1 won the winners bracket unbeaten, seed 2 the losers bracket after one loss (the winners final).
    const losses = lossesBySeed(done);
    expect([1, 2, 3, 4, 5, 6].map((seed) => losses.get(seed) ?? 0)).toEqual([0, 1, 2, 2, 2, 2]);
    expect(done.entrants.map((e) => [e.seed, e.finalRank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 5],
    ]);
    expect((await call(server, 'GET', `/tournaments/${t.id}`)).body.status).toBe('finished');
  });

  it('plays 6 entrants to a single grand final: the losers-bracket winner takes it and no reset follows', async () => {
    const t = await start(6, 'Single Final Cup', {}, { grandFinal: 'SINGLE', rounds: 6 });
    const seeded = await brackets(server, t.id, organizer);
    expect(seeded.rounds.map((r) => r.name)).toEqual(ROUND_NAMES.slice(0, 6));
    expect(seeded.matches.filter((m) => m.bracket === 'GRAND_FINAL')).toHaveLength(1);
    expect(seeded.matches.filter((m) => m.bracket === 'GRAND_FINAL_RESET')).toEqual([]);
    // The losers-bracket winner (seed 2) takes the grand final: with a reset it would be played again, here it ends.
    const pick: PickWinner = (match, seeds) => (match.bracket === 'GRAND_FINAL' ? seeds[1] : Math.min(...seeds));
    const done = await playRounds(server, clock, t, players, 6, organizer, pick);
    expect(done.finished).toBe(true);
    const final = done.matches.find((m) => m.bracket === 'GRAND_FINAL')!;
    expect(seedsOf(final)).toEqual([1, 2]);
    expect(final).toMatchObject({ status: 'COMPLETED', winnerSeed: 2 });
    // Seed 1 leaves after a single loss: there is no second chance to even the two.
    const losses = lossesBySeed(done);
    expect([1, 2].map((seed) => losses.get(seed) ?? 0)).toEqual([1, 1]);
    expect(done.entrants.map((e) => [e.seed, e.finalRank])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 5],
    ]);
    const champion = players.find((p) => p.id === done.entrants.find((e) => e.seed === 2)!.captainId)!;
    const state = await call(server, 'GET', `/tournaments/${t.id}`, { session: champion.session });
    expect(state.body.viewer.state).toBe('FIRST_PLACE');
  });

  it('plays 8 entrants without a reset, folds the placements into a leaderboard, and shows them in the standings', async () => {
    const board = await publishedRankLeaderboard(server, organizer, `Double Season ${engine}`);
    const t = await start(8, 'No Reset Cup', { leaderboardId: board });
    const done = await playRounds(server, clock, t, players, ROUNDS, organizer, betterSeed);
    expect(done.finished).toBe(true);
    // The winners-bracket champion took the grand final: the reset was not needed and is closed as a bye.
    const reset = done.matches.find((m) => m.bracket === 'GRAND_FINAL_RESET')!;
    expect(reset).toMatchObject({ status: 'BYE', winnerSeed: 1 });
    expect(reset.sides.map((side) => side.bye)).toEqual([false, true]);
    const losses = lossesBySeed(done);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => losses.get(seed) ?? 0)).toEqual([0, 2, 2, 2, 2, 2, 2, 2]);
    expect(done.entrants.map((e) => e.finalRank)).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);

    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`);
    expect(standings.body.final).toBe(true);
    expect(standings.body.rows.map((row) => [row.seed, row.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 5],
      [7, 7],
      [8, 7],
    ]);
    expect(standings.body.groups).toBeUndefined();

    const table = await call(server, 'GET', `/leaderboards/${board}/standings`);
    expect(table.status).toBe(200);
    expect(table.body.total).toBe(8);
    const champion = done.entrants.find((e) => e.seed === 1)!.captainId;
    expect(table.body.rows[0]).toMatchObject({ userId: champion, rank: 1, tournamentsPlayed: 1 });

    // A match read says its bracket, and the champion's tournament state is first place.
    const final = done.matches.find((m) => m.bracket === 'GRAND_FINAL')!;
    const detail = await call<MatchDetail>(server, 'GET', `/matches/${t.id}/${final.id}`, { session: organizer });
    expect(detail.body.match.bracket).toBe('GRAND_FINAL');
    expect(detail.body.round.name).toBe('Grand final');
    const championSession = players.find((p) => p.id === champion)!.session;
    const state = await call(server, 'GET', `/tournaments/${t.id}`, { session: championSession });
    expect(state.body.viewer.state).toBe('FIRST_PLACE');
  });

  it('amends a first-round result: the preview and the change re-flow both brackets', async () => {
    const t = await start(8, 'Amended Cup');
    const done = await playRounds(server, clock, t, players, 3, organizer, betterSeed);
    // Seed 1 beat seed 8 in the first round; the organizer gives that match to seed 8.
    const first = done.matches.find((m) => m.roundIndex === 0 && seedsOf(m).includes(1))!;
    expect(first.winnerSeed).toBe(1);
    const preview = await call(server, 'POST', `/matches/${t.id}/${first.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: 8 },
    });
    expect(preview.status).toBe(200);
    const changed = preview.body.changedMatches as MatchView[];
    // The winners bracket up to its final, the losers bracket the new loser drops into, and the grand final whose
    // first side is no longer known.
    expect([...new Set(changed.map((m) => m.bracket))].sort()).toEqual(['GRAND_FINAL', 'LOSERS', 'WINNERS']);
    const secondRound = done.matches.find(
      (m) => m.bracket === 'WINNERS' && m.roundIndex === 1 && seedsOf(m).includes(1),
    )!;
    expect(preview.body.invalidatedMatchIds).toContain(secondRound.id);
    expect((await brackets(server, t.id, organizer)).matches.find((m) => m.id === first.id)!.winnerSeed).toBe(1);

    const applied = await call(server, 'POST', `/matches/${t.id}/${first.id}/result`, {
      session: organizer,
      json: { winnerSeed: 8, reason: 'Wrong score entered' },
    });
    expect(applied.status).toBe(200);
    const after = await brackets(server, t.id, organizer);
    expect(after.matches.find((m) => m.id === first.id)!.winnerSeed).toBe(8);
    // Seed 8 takes seed 1's place in the winners bracket, to play again; seed 1 drops into the losers bracket.
    const replay = after.matches.find((m) => m.id === secondRound.id)!;
    expect(seedsOf(replay)).toContain(8);
    expect(replay).toMatchObject({ status: 'READY', winnerSeed: null });
    const dropped = after.matches.find((m) => m.bracket === 'LOSERS' && m.roundIndex === 1 && seedsOf(m).includes(1))!;
    expect(dropped).toBeDefined();
    expect(after.entrants.find((e) => e.seed === 1)!.status).toBe('ACTIVE');
  });

  it('gives a disqualified player’s waiting losers-bracket match to the opponent by walkover', async () => {
    // 4 entrants: winners 1–4, 2–3 and the winners final (rounds 0–1), losers round 1 (round 1), losers final
    // (round 2), the grand final and its reset (rounds 3 and 4).
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 5,
      name: 'Walkover Cup',
      format: { format: 'DOUBLE_ELIMINATION', minParticipants: 3, bestOf: [1] },
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.slice(0, 4).map((p) => p.session),
    );
    await playRounds(server, clock, t, players, 1, organizer, betterSeed);
    clock.set(at.roundStarted(t.t0, 1));
    let view = await brackets(server, t.id, organizer);
    const personOf = (seed: number) =>
      players.find((p) => p.id === view.entrants.find((e) => e.seed === seed)!.captainId)!.session;
    const winnersFinal = view.matches.find((m) => m.bracket === 'WINNERS' && m.roundIndex === 1)!;
    for (const seed of [1, 2])
      expect((await reportWin(server, t.id, winnersFinal, personOf(seed), seed, 1)).status).toBe(200);
    view = await brackets(server, t.id, organizer);
    const losersFinal = view.matches.find((m) => m.bracket === 'LOSERS' && m.roundIndex === 2)!;
    expect(losersFinal).toMatchObject({ status: 'PENDING' });
    expect(seedsOf(losersFinal)).toEqual([null, 2]);
    // Seed 2 is disqualified while waiting for the losers final's other side: when that side is known, the match is
    // a walkover (the report fast path leaves a match with a disqualified side to the locked path, which does it).
    const two = view.entrants.find((e) => e.seed === 2)!;
    const out = await call(server, 'POST', `/matches/${t.id}/entrants/${two.registrationId}/disqualify`, {
      session: organizer,
      json: { reason: 'Left the venue' },
    });
    expect(out.status).toBe(200);
    const losersFirst = view.matches.find((m) => m.bracket === 'LOSERS' && m.roundIndex === 1)!;
    for (const seed of [3, 4])
      expect((await reportWin(server, t.id, losersFirst, personOf(seed), seed, 3)).status).toBe(200);
    await server.runDueWork();
    view = await brackets(server, t.id, organizer);
    expect(view.matches.find((m) => m.id === losersFinal.id)).toMatchObject({
      status: 'WALKOVER',
      winnerSeed: 3,
      resolution: 'WALKOVER',
    });
    expect(seedsOf(view.matches.find((m) => m.bracket === 'GRAND_FINAL')!)).toEqual([1, 3]);
    const done = await playRounds(server, clock, t, players, 5, organizer, betterSeed, 3);
    expect(done.finished).toBe(true);
    expect(done.entrants.map((e) => [e.seed, e.status, e.finalRank])).toEqual([
      [1, 'ACTIVE', 1],
      [2, 'DISQUALIFIED', 3],
      [3, 'ELIMINATED', 2],
      [4, 'ELIMINATED', 4],
    ]);
  });
});
