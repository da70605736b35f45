// The issue-31 stage adapters without a database: double elimination's stored rounds and names for each grand final
// option, its feeds (followed as the match finalizer follows them, byes passed through) ending exactly where the
// engine's replay says for every field size, its placements and who is out; round robin's rows, byes and groups.
import { describe, expect, it } from 'vitest';
import type { FormatSection } from '../../src/contract/tournaments.js';
import { createSeededRandom } from '../../src/domain/index.js';
import { doubleEliminationStage } from '../../server/modules/matches/stages/double-elimination-stage.js';
import { roundRobinStage } from '../../server/modules/matches/stages/round-robin-stage.js';
import type { FeedTarget, StageFormat } from '../../server/modules/matches/stages/stage-format.js';
import { SEED_BYE, SEED_TBD, type StoredMatch } from '../../server/modules/matches/stages/stored-play.js';

const format = (overrides: Partial<FormatSection>): FormatSection => ({
  matchType: 'DUEL',
  format: 'DOUBLE_ELIMINATION',
  minParticipants: 3,
  maxParticipants: 64,
  numberOfRounds: 0,
  thirdPlaceDecider: false,
  numberOfGames: 1,
  scoreReportingSystem: 'SCORE',
  bestOf: [1],
  seeding: 'AUTO',
  scoringSystem: { rankRanges: [], ingameMetrics: [], winPoints: 3, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 },
  ...overrides,
});

const entrants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ seed: i + 1, status: 'ACTIVE' as const, left_at_round: null }));

function stored(stage: StageFormat, f: FormatSection, n: number): StoredMatch[] {
  return stage.start(f, entrants(n)).matches.map((row, i) => ({ id: `m${i}`, ...row, result: null }));
}

const win = (a: number, b: number, winner: number) => ({
  participants: [a, b],
  games: [{ score: winner === a ? [2, 0] : [0, 2] }],
});

/** Plays every ready match by feeds only, as match-finalizer.ts does: slot writes, byes passed through. */
function playByFeeds(f: FormatSection, n: number, pick: (a: number, b: number) => number): StoredMatch[] {
  const stage = doubleEliminationStage;
  const rows = stored(stage, f, n);
  const at = (target: FeedTarget) =>
    rows.find((r) => r.round_index === target.round && r.position === target.position)!;
  const place = (target: FeedTarget | null | undefined, seed: number) => {
    if (!target) return;
    const next = at(target);
    next.participants[target.slot] = seed;
    if (next.status !== 'PENDING' || next.participants.includes(SEED_TBD)) return;
    if (!next.participants.includes(SEED_BYE)) {
      next.status = 'READY';
      return;
    }
    const slot = next.participants[0] === SEED_BYE ? 1 : 0;
    const through = next.participants[slot];
    Object.assign(next, { status: 'BYE', winner: through > 0 ? through : null });
    const feed = stage.duelFeed(f, n, next.position, slot)!;
    place(feed.winnerTo, through);
    place(feed.loserTo, SEED_BYE);
  };
  for (let ready = rows.find((r) => r.status === 'READY'); ready; ready = rows.find((r) => r.status === 'READY')) {
    const [a, b] = ready.participants;
    const winner = pick(a, b);
    Object.assign(ready, { status: 'COMPLETED', winner, result: win(a, b, winner) });
    const feed = stage.duelFeed(f, n, ready.position, winner === a ? 0 : 1)!;
    place(feed.winnerTo, winner);
    place(feed.loserTo, winner === a ? b : a);
    place(feed.byeTo, SEED_BYE);
  }
  return rows;
}

describe('double elimination stage', () => {
  it.each([
    [
      'NONE',
      5,
      [
        'Winners round 1',
        'Winners semifinals · Losers round 1',
        'Winners final · Losers round 2',
        'Losers round 3',
        'Losers final',
      ],
    ],
    [
      'SINGLE',
      6,
      [
        'Winners round 1',
        'Winners semifinals · Losers round 1',
        'Winners final · Losers round 2',
        'Losers round 3',
        'Losers final',
        'Grand final',
      ],
    ],
    [
      'RESET',
      7,
      [
        'Winners round 1',
        'Winners semifinals · Losers round 1',
        'Winners final · Losers round 2',
        'Losers round 3',
        'Losers final',
        'Grand final',
        'Grand final reset',
      ],
    ],
  ] as const)('names the stored rounds with a %s grand final', (grandFinal, rounds, names) => {
    const f = format({ grandFinal });
    expect(doubleEliminationStage.plannedRounds(f, 8)).toBe(rounds);
    expect(doubleEliminationStage.roundNames(f, 8)).toEqual(names);
    expect(doubleEliminationStage.roundNames(format({}), 8)).toHaveLength(7);
  });

  it('feeds always go to a later round, so finalizations lock matches in increasing round order', () => {
    for (let n = 3; n <= 40; n++) {
      const f = format({ grandFinal: 'RESET' });
      const rows = stored(doubleEliminationStage, f, n);
      for (const row of rows)
        for (const slot of [0, 1] as const) {
          const feed = doubleEliminationStage.duelFeed(f, n, row.position, slot)!;
          for (const target of [feed.winnerTo, feed.loserTo, feed.byeTo])
            if (target) expect(target.round).toBeGreaterThan(row.round_index);
        }
    }
  });

  it('played by feeds, ends where the engine replay says, for every size and grand final, with random winners', () => {
    const rng = createSeededRandom(31);
    for (const grandFinal of ['NONE', 'SINGLE', 'RESET'] as const)
      for (let n = 3; n <= 24; n++) {
        const f = format({ grandFinal });
        const rows = playByFeeds(f, n, (a, b) => (rng.next() < 0.5 ? a : b));
        // Every match is decided, and the engine replaying the results changes none of them.
        expect(rows.every((r) => r.status === 'COMPLETED' || r.status === 'BYE')).toBe(true);
        expect(doubleEliminationStage.reflow!.diff(f, n, rows)).toEqual([]);
        const places = doubleEliminationStage.placements(f, n, entrants(n), rows);
        expect(places.size).toBe(n);
        expect([...places.values()].filter((p) => p === 1)).toHaveLength(1);
        // Everyone out but the champion (and, with no grand final, the losers-bracket winner placed 2nd).
        const out = doubleEliminationStage.reflow!.eliminated(f, n, rows);
        expect(out.size).toBe(grandFinal === 'NONE' ? n - 2 : n - 1);
      }
  });

  it('sends the grand final to its reset only when the losers-bracket winner takes it', () => {
    const f = format({ grandFinal: 'RESET' });
    const rows = stored(doubleEliminationStage, f, 8);
    const final = rows.find((r) => doubleEliminationStage.matchPlace!(f, 8, r.position).bracket === 'GRAND_FINAL')!;
    const reset = { round: final.round_index + 1, position: final.position + 1 };
    expect(doubleEliminationStage.duelFeed(f, 8, final.position, 0)).toEqual({
      winnerTo: { ...reset, slot: 0 },
      loserTo: null,
      byeTo: { ...reset, slot: 1 },
    });
    expect(doubleEliminationStage.duelFeed(f, 8, final.position, 1)).toEqual({
      winnerTo: { ...reset, slot: 1 },
      loserTo: { ...reset, slot: 0 },
    });
    expect(doubleEliminationStage.matchPlace!(f, 8, reset.position)).toEqual({ bracket: 'GRAND_FINAL_RESET' });
    // With a single grand final it sends nobody anywhere: both are placed.
    const single = format({ grandFinal: 'SINGLE' });
    const singleFinal = stored(doubleEliminationStage, single, 8).at(-1)!;
    expect(doubleEliminationStage.duelFeed(single, 8, singleFinal.position, 1)).toEqual({
      winnerTo: null,
      loserTo: null,
    });
  });
});

describe('round robin stage', () => {
  const f = format({ format: 'ROUND_ROBIN', groupCount: 3, roundRobinLegs: 2 });

  it('stores both legs of every group, a BYE row for each round a member of an odd group sits out', () => {
    // 10 entrants in 3 groups: 4, 3, 3 (snake). Odd groups of 3 play 3 rounds per leg, the group of 4 three too.
    const rows = stored(roundRobinStage, f, 10);
    expect(roundRobinStage.plannedRounds(f, 10)).toBe(6);
    const played = rows.filter((r) => r.status === 'READY');
    expect(played).toHaveLength((6 + 3 + 3) * 2);
    const byes = rows.filter((r) => r.status === 'BYE');
    expect(byes).toHaveLength(2 * (3 + 3));
    for (const bye of byes) expect(bye.participants[1]).toBe(SEED_BYE);
    const groupOf = (seed: number) =>
      roundRobinStage.matchPlace!(f, 10, rows.find((r) => r.participants.includes(seed))!.position).group;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(groupOf)).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2, 2]);
    for (const bye of byes)
      expect(roundRobinStage.matchPlace!(f, 10, bye.position).group).toBe(groupOf(bye.participants[0]));
    // No one plays twice in a round; each pair of a group meets once per leg.
    for (let round = 0; round < 6; round++) {
      const seeds = rows.filter((r) => r.round_index === round).flatMap((r) => r.participants.filter((s) => s > 0));
      expect(new Set(seeds).size).toBe(seeds.length);
    }
    const meetings = new Map<string, number>();
    for (const r of played) {
      const key = [...r.participants].sort((a, b) => a - b).join('-');
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
    }
    expect([...meetings.values()].every((count) => count === 2)).toBe(true);
    expect(roundRobinStage.duelFeed(f, 10, 0, 0)).toBeNull();
  });

  it('places the groups’ ranks tied across groups once every match is played', () => {
    const rows = stored(roundRobinStage, f, 10).map((r) => {
      if (r.status !== 'READY') return r;
      const [a, b] = r.participants;
      const winner = Math.min(a, b);
      return { ...r, status: 'COMPLETED' as const, winner, result: win(a, b, winner) };
    });
    const places = roundRobinStage.placements(f, 10, entrants(10), rows);
    // Group winners 1, 2, 3 share 1st; runners-up 4 (group C), 5, 6 share 4th; thirds share 7th; 10 is 10th.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => places.get(seed))).toEqual([1, 1, 1, 4, 4, 4, 7, 7, 7, 10]);
  });
});
