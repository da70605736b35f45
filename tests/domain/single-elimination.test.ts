import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYE,
  champion,
  createSingleElimination,
  describeMatch,
  isBracketComplete,
  placements,
  playableMatches,
  recordResult,
  recordResults,
  replaySingleElimination,
  standardSeedingOrder,
  type DuelResult,
  type SingleEliminationBracket,
} from '../../src/domain/index.js';
import { forfeit, series, win } from './builders.js';

/** Plays every playable match until the bracket is done; `pick` chooses the winner of (a, b). */
function playOut(b: SingleEliminationBracket, pick: (a: number, c: number, m: number) => number) {
  for (;;) {
    const ids = playableMatches(b);
    if (ids.length === 0) return b;
    b = recordResults(
      b,
      ids.map((m) => {
        const a = b.opponent1[m];
        const c = b.opponent2[m];
        const w = pick(a, c, m);
        // Five straight games settle any best-of up to 9; games past the majority are ignored.
        return { matchId: m, result: win(w, w === a ? c : a, 5) };
      }),
    ).bracket;
  }
}

const higherSeedWins = (a: number, c: number) => Math.min(a, c);

function sameBracket(x: SingleEliminationBracket, y: SingleEliminationBracket) {
  expect(Array.from(x.opponent1)).toEqual(Array.from(y.opponent1));
  expect(Array.from(x.opponent2)).toEqual(Array.from(y.opponent2));
  expect(Array.from(x.state)).toEqual(Array.from(y.state));
  expect(Array.from(x.winner)).toEqual(Array.from(y.winner));
}

describe('bracket layout', () => {
  it.each([8, 16, 32, 64, 128])('slot order for %i players equals the standard seeding order', (n) => {
    const b = createSingleElimination({ participantCount: n });
    const slots: number[] = [];
    for (let m = 0; m < n / 2; m++) slots.push(b.opponent1[m] + 1, b.opponent2[m] + 1);
    expect(slots).toEqual(Array.from(standardSeedingOrder(n)));
  });

  it('knows the published orders for 8 and 16', () => {
    expect(Array.from(standardSeedingOrder(8))).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(Array.from(standardSeedingOrder(16))).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it.each([4, 8, 64, 256])('keeps the top 2^k seeds in different sections (%i)', (size) => {
    const order = standardSeedingOrder(size);
    for (let k = 2; k <= size; k *= 2) {
      const section = size / k;
      const seen = new Set<number>();
      order.forEach((seed, pos) => {
        if (seed <= k) seen.add(Math.floor(pos / section));
      });
      expect(seen.size).toBe(k);
    }
  });

  it.each([
    [5, 3],
    [6, 2],
    [7, 1],
    [12, 4],
    [100, 28],
  ])('gives the %i-player bracket its byes to the top %i seeds and never two byes in a match', (n, byes) => {
    const b = createSingleElimination({ participantCount: n });
    const withBye: number[] = [];
    for (let m = 0; m < b.size / 2; m++) {
      expect(b.opponent1[m] === BYE && b.opponent2[m] === BYE).toBe(false);
      if (b.opponent2[m] === BYE) withBye.push(b.opponent1[m]);
      if (b.opponent1[m] === BYE) withBye.push(b.opponent2[m]);
    }
    expect(withBye.sort((x, y) => x - y)).toEqual(Array.from({ length: byes }, (_, i) => i));
  });

  it('advances bye winners into round 2 at creation', () => {
    const b = createSingleElimination({ participantCount: 5 });
    // Round 1 (size 8): 1vBYE, 4v5, 2vBYE, 3vBYE → round 2 match 0 is seed 1 vs winner(4,5).
    expect(describeMatch(b, 4)).toMatchObject({ opponent1: 0, opponent2: null, state: 'PENDING' });
    expect(describeMatch(b, 5)).toMatchObject({ opponent1: 1, opponent2: 2, state: 'READY' });
  });

  it('rejects fewer than 2 participants', () => {
    expect(() => createSingleElimination({ participantCount: 1 })).toThrow(RangeError);
  });
});

describe('match results', () => {
  const two = () => createSingleElimination({ participantCount: 2, bestOf: [3] });

  it.each<[string, DuelResult, string, number | null]>([
    ['2–0 in a best-of-3', series(0, 1, [5, 3], [4, 2]), 'COMPLETED', 0],
    ['1–2 in a best-of-3', series(0, 1, [5, 3], [1, 2], [0, 2]), 'COMPLETED', 1],
    ['scores given from the other side', series(1, 0, [5, 3], [4, 2]), 'COMPLETED', 1],
    ['one game of three', series(0, 1, [5, 3]), 'IN_PROGRESS', null],
    ['forfeit', forfeit(0, 1, 0), 'WALKOVER', 1],
    ['disqualification', { participants: [0, 1], disqualified: 1 }, 'WALKOVER', 0],
  ])('%s', (_, result, state, winner) => {
    const b = recordResult(two(), 0, result).bracket;
    expect(describeMatch(b, 0)).toMatchObject({ state, winner });
  });

  it('asks the organizer when a best-of-2 ends 1–1, and takes the decision', () => {
    const b = createSingleElimination({ participantCount: 2, bestOf: [2] });
    const level = recordResult(b, 0, series(0, 1, [1, 0], [0, 1])).bracket;
    expect(describeMatch(level, 0).state).toBe('NEEDS_ORGANIZER_DECISION');
    expect(champion(level)).toBe(-1);
    const decided = recordResult(level, 0, { ...series(0, 1, [1, 0], [0, 1]), decision: 1 }).bracket;
    expect(describeMatch(decided, 0)).toMatchObject({ state: 'COMPLETED', winner: 1 });
    expect(champion(decided)).toBe(1);
  });

  it('uses each round its own best-of', () => {
    const b = createSingleElimination({ participantCount: 4, bestOf: [1, 3] });
    expect(describeMatch(b, 0).bestOf).toBe(1);
    expect(describeMatch(b, 2).bestOf).toBe(3);
  });

  it('refuses a result naming other opponents', () => {
    const b = createSingleElimination({ participantCount: 4 });
    expect(() => recordResult(b, 0, win(0, 1))).toThrow(/does not name its opponents/);
    expect(() => recordResult(b, 2, win(0, 1))).toThrow();
  });

  it('leaves the previous bracket untouched', () => {
    const b = createSingleElimination({ participantCount: 4 });
    recordResult(b, 0, win(0, 3));
    expect(describeMatch(b, 0).state).toBe('READY');
  });
});

describe('placements', () => {
  it('ranks 1, 2, 3/4 shared, then ties by round of elimination', () => {
    const b = playOut(createSingleElimination({ participantCount: 8 }), higherSeedWins);
    expect(Array.from(placements(b))).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
  });

  it('splits 3rd and 4th through the decider', () => {
    const b = playOut(createSingleElimination({ participantCount: 8, thirdPlaceDecider: true }), (a, c, m) =>
      m === 7 ? 3 : Math.min(a, c),
    );
    // Seed 4 (index 3) loses the semifinal to seed 1, then wins the decider against seed 3 (index 2).
    expect(Array.from(placements(b))).toEqual([1, 2, 4, 3, 5, 5, 5, 5]);
  });

  it('gives a 3-player decider to the only semifinal loser by bye', () => {
    const b = playOut(createSingleElimination({ participantCount: 3, thirdPlaceDecider: true }), higherSeedWins);
    expect(describeMatch(b, b.thirdPlaceMatch).state).toBe('BYE');
    expect(Array.from(placements(b))).toEqual([1, 2, 3]);
    expect(isBracketComplete(b)).toBe(true);
  });

  it('places first-round losers of a bracket with byes just below the round-2 field', () => {
    const b = playOut(createSingleElimination({ participantCount: 6 }), higherSeedWins);
    expect(Array.from(placements(b))).toEqual([1, 2, 3, 3, 5, 5]);
  });
});

describe('result amendment', () => {
  it('reports the matches that change and the results it invalidates, then restores on the inverse', () => {
    const start = createSingleElimination({ participantCount: 8 });
    const played = playOut(start, higherSeedWins);
    // Seed 8 (index 7) actually beat seed 1 in round 1.
    const amended = recordResult(played, 0, win(7, 0));
    expect(amended.changedMatches).toEqual([0, 4, 6]);
    expect(amended.invalidatedMatches).toEqual([4, 6]);
    expect(describeMatch(amended.bracket, 4)).toMatchObject({
      opponent1: 7,
      opponent2: 3,
      state: 'READY',
      resultStale: true,
    });
    expect(describeMatch(amended.bracket, 6)).toMatchObject({ opponent1: null, state: 'PENDING' });
    expect(champion(amended.bracket)).toBe(-1);
    const restored = recordResult(amended.bracket, 0, win(0, 7));
    sameBracket(restored.bracket, played);
    expect(restored.changedMatches).toEqual([0, 4, 6]);
  });

  it('changes nothing when the amendment keeps the winner', () => {
    const played = playOut(createSingleElimination({ participantCount: 4, bestOf: [3] }), higherSeedWins);
    const change = recordResult(played, 0, { participants: [0, 3], games: [{ score: [2, 1] }, { score: [2, 0] }] });
    expect(change.changedMatches).toEqual([]);
    expect(change.invalidatedMatches).toEqual([]);
  });
});

describe('properties', () => {
  const field = fc.record({
    n: fc.integer({ min: 2, max: 70 }),
    decider: fc.boolean(),
    seed: fc.integer(),
  });
  /** Deterministic pseudo-random winner choice from a seed. */
  const picker = (seed: number) => (a: number, c: number, m: number) => (((seed ^ (m * 2654435761)) >>> 3) & 1 ? a : c);

  it('every bracket ends with exactly one champion and placements with ties only where the format has them', () => {
    fc.assert(
      fc.property(field, ({ n, decider, seed }) => {
        const b = playOut(createSingleElimination({ participantCount: n, thirdPlaceDecider: decider }), picker(seed));
        expect(isBracketComplete(b)).toBe(true);
        const place = Array.from(placements(b));
        expect(place.filter((p) => p === 1)).toHaveLength(1);
        expect(place.filter((p) => p === 2)).toHaveLength(n >= 2 ? 1 : 0);
        expect(place.every((p) => p >= 1)).toBe(true);
        // Each shared place p is followed by place p + (number sharing p): a standard competition ranking.
        const counts = new Map<number, number>();
        place.forEach((p) => counts.set(p, (counts.get(p) ?? 0) + 1));
        const sorted = [...counts.keys()].sort((x, y) => x - y);
        for (let i = 0; i + 1 < sorted.length; i++)
          expect(sorted[i + 1]).toBe(sorted[i] + (counts.get(sorted[i]) as number));
        const thirds = counts.get(3) ?? 0;
        if (n >= 4) expect(thirds).toBe(decider ? 1 : 2);
      }),
      { numRuns: 150 },
    );
  });

  it('incremental recording equals a replay from the stored results', () => {
    fc.assert(
      fc.property(field, ({ n, decider, seed }) => {
        const options = { participantCount: n, thirdPlaceDecider: decider };
        const b = playOut(createSingleElimination(options), picker(seed));
        sameBracket(replaySingleElimination(options, b.results), b);
      }),
      { numRuns: 100 },
    );
  });

  it('an amendment followed by its inverse restores the original bracket', () => {
    fc.assert(
      fc.property(field, fc.nat(), fc.nat(), ({ n, decider, seed }, matchPick, cut) => {
        const options = { participantCount: n, thirdPlaceDecider: decider };
        // Play part of the bracket only, then amend a played match.
        let b = createSingleElimination(options);
        const pick = picker(seed);
        for (let step = 0; step <= cut % 8; step++) {
          const ids = playableMatches(b);
          if (ids.length === 0) break;
          b = recordResults(
            b,
            ids.map((m) => {
              const w = pick(b.opponent1[m], b.opponent2[m], m);
              return { matchId: m, result: win(w, w === b.opponent1[m] ? b.opponent2[m] : b.opponent1[m]) };
            }),
          ).bracket;
        }
        const decided: number[] = [];
        for (let m = 0; m < b.matchCount; m++) if (b.state[m] === 4) decided.push(m);
        if (decided.length === 0) return;
        const m = decided[matchPick % decided.length];
        const original = b.results[m] as DuelResult;
        const loser = b.winner[m] === b.opponent1[m] ? b.opponent2[m] : b.opponent1[m];
        const amended = recordResult(b, m, win(loser, b.winner[m]));
        expect(amended.changedMatches).toContain(m);
        const restored = recordResult(amended.bracket, m, original).bracket;
        sameBracket(restored, b);
        // The incremental result still equals a full replay after both edits.
        sameBracket(replaySingleElimination(options, restored.results), restored);
      }),
      { numRuns: 150 },
    );
  });
});
