import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleRounds,
  createRoundRobin,
  describeRoundRobinMatch,
  isRoundRobinComplete,
  playableRoundRobinMatches,
  recordRoundRobinResult,
  recordRoundRobinResults,
  roundRobinGroupStandings,
  roundRobinStandings,
  snakeGroupOf,
  type DuelResult,
  type RoundRobinStage,
  type RoundRobinStandingRow,
  type RoundRobinTieBreak,
} from '../../src/domain/index.js';
import { forfeit, series, win } from './builders.js';

/** Matches of group g, round r, as "home-away" strings of participant indices. */
function roundOf(stage: RoundRobinStage, g: number, r: number): string[] {
  const slot = stage.groupRoundOffsets[g] + r;
  const out: string[] = [];
  for (let m = stage.roundOffsets[slot]; m < stage.roundOffsets[slot + 1]; m++) {
    out.push(`${stage.home[m]}-${stage.away[m]}`);
  }
  return out;
}

/** Plays every match: `result` gives each one's result from (home, away, match id). */
function playAll(stage: RoundRobinStage, result: (a: number, b: number, m: number) => DuelResult): RoundRobinStage {
  const ids = playableRoundRobinMatches(stage);
  return recordRoundRobinResults(
    stage,
    ids.map((m) => ({ matchId: m, result: result(stage.home[m], stage.away[m], m) })),
  ).stage;
}

const pairKey = (a: number, b: number, n: number) => Math.min(a, b) * n + Math.max(a, b);

describe('groups and schedule', () => {
  it.each<[number, number, number[][]]>([
    [3, 1, [[0, 1, 2]]],
    [4, 1, [[0, 1, 2, 3]]],
    [5, 1, [[0, 1, 2, 3, 4]]],
    [
      6,
      2,
      [
        [0, 3, 4],
        [1, 2, 5],
      ],
    ],
    [
      8,
      2,
      [
        [0, 3, 4, 7],
        [1, 2, 5, 6],
      ],
    ],
    [
      9,
      2,
      [
        [0, 3, 4, 7, 8],
        [1, 2, 5, 6],
      ],
    ],
    [
      16,
      4,
      [
        [0, 7, 8, 15],
        [1, 6, 9, 14],
        [2, 5, 10, 13],
        [3, 4, 11, 12],
      ],
    ],
  ])('%i entrants in %i groups by snake seeding', (n, groups, members) => {
    const stage = createRoundRobin({ participantCount: n, groupCount: groups });
    expect(stage.groups.map((g) => Array.from(g))).toEqual(members);
    for (let p = 0; p < n; p++) expect(stage.groupOf[p]).toBe(snakeGroupOf(p, groups));
  });

  it('schedules 4 entrants in 3 rounds of 2 matches, 5 in 5 rounds with one bye each', () => {
    const four = createRoundRobin({ participantCount: 4 });
    expect([0, 1, 2].map((r) => roundOf(four, 0, r))).toEqual([
      ['0-3', '1-2'],
      ['3-1', '2-0'],
      ['2-3', '0-1'],
    ]);
    const five = createRoundRobin({ participantCount: 5 });
    expect(five.roundCount).toBe(5);
    expect(Array.from(five.byes)).toEqual([0, 1, 2, 3, 4]);
    expect(roundOf(five, 0, 0)).toEqual(['1-4', '2-3']);
    expect(five.matchCount).toBe(10);
  });

  it('plays the return leg home and away swapped', () => {
    const stage = createRoundRobin({ participantCount: 4, meetings: 2 });
    expect(stage.roundCount).toBe(6);
    for (let r = 0; r < 3; r++) {
      expect(roundOf(stage, 0, r + 3)).toEqual(roundOf(stage, 0, r).map((m) => m.split('-').reverse().join('-')));
    }
  });

  it.each([3, 4, 5, 6, 8, 9, 16])('circle method for a group of %i: every pair once, nobody twice a round', (size) => {
    const { pairs, byes } = circleRounds(size);
    expect(pairs).toHaveLength(size % 2 === 0 ? size - 1 : size);
    const met = new Set<number>();
    pairs.forEach((round, r) => {
      const seen = new Set<number>();
      for (const p of round) {
        expect(seen.has(p)).toBe(false);
        seen.add(p);
      }
      if (byes[r] >= 0) expect(seen.has(byes[r])).toBe(false);
      expect(seen.size + (byes[r] >= 0 ? 1 : 0)).toBe(size);
      for (let k = 0; k < round.length; k += 2) met.add(pairKey(round[k], round[k + 1], size));
    });
    expect(met.size).toBe((size * (size - 1)) / 2);
  });

  it('rejects groups of fewer than two and unknown meeting counts', () => {
    expect(() => createRoundRobin({ participantCount: 5, groupCount: 3 })).toThrow(RangeError);
    expect(() => createRoundRobin({ participantCount: 4, meetings: 3 as 2 })).toThrow(RangeError);
  });
});

describe('results', () => {
  it('takes wins, walkovers and draws; a drawn series is final unless draws are off', () => {
    const stage = createRoundRobin({ participantCount: 4, bestOf: [2] });
    const m = 0; // 0 v 3
    const drawn = recordRoundRobinResult(stage, m, series(0, 3, [1, 0], [0, 1])).stage;
    expect(describeRoundRobinMatch(drawn, m)).toMatchObject({ state: 'COMPLETED', draw: true, winner: null });
    const noDraws = createRoundRobin({ participantCount: 4, bestOf: [2], allowDraws: false });
    expect(
      describeRoundRobinMatch(recordRoundRobinResult(noDraws, m, series(0, 3, [1, 0], [0, 1])).stage, m).state,
    ).toBe('NEEDS_ORGANIZER_DECISION');
    const walkover = recordRoundRobinResult(stage, m, forfeit(0, 3, 0)).stage;
    expect(describeRoundRobinMatch(walkover, m)).toMatchObject({ state: 'WALKOVER', winner: 3 });
    expect(() => recordRoundRobinResult(stage, m, win(0, 1))).toThrow(/does not name its opponents/);
  });

  it('reports the changed match and group, and the previous stage stays as it was', () => {
    const stage = createRoundRobin({ participantCount: 8, groupCount: 2 });
    const change = recordRoundRobinResult(stage, 7, win(stage.away[7], stage.home[7]));
    expect(change.changedMatches).toEqual([7]);
    expect(change.changedGroups).toEqual([stage.matchGroup[7]]);
    expect(change.invalidatedMatches).toEqual([]);
    expect(describeRoundRobinMatch(stage, 7).state).toBe('READY');
  });
});

describe('standings', () => {
  // Group of 4: 0 beats 1, 1 beats 2, 2 beats 0 (a cycle), each beats 3; points 3/1/0.
  function cycle(scores: Record<string, [number, number]> = {}) {
    const stage = createRoundRobin({ participantCount: 4 });
    return playAll(stage, (a, b) => {
      const beats = (x: number, y: number) => (x === 0 && y === 1) || (x === 1 && y === 2) || (x === 2 && y === 0);
      const w = b === 3 || (a !== 3 && beats(a, b)) ? a : b;
      const l = w === a ? b : a;
      const s = scores[`${w}-${l}`] ?? [1, 0];
      return series(w, l, s);
    });
  }

  it('ranks by points, and shows each tie-break by name', () => {
    const rows = roundRobinGroupStandings(cycle(), 0);
    expect(rows.map((r) => [r.participant, r.points, r.wins, r.losses])).toEqual([
      [0, 6, 2, 1],
      [1, 6, 2, 1],
      [2, 6, 2, 1],
      [3, 0, 0, 3],
    ]);
    // Head-to-head: 3 points each in the three-way mini-league; game difference +1 each; seed decides.
    expect(rows[0].tieBreaks).toEqual([
      { criterion: 'HEAD_TO_HEAD', value: 3 },
      { criterion: 'GAME_DIFFERENCE', value: 1 },
      { criterion: 'SONNEBORN_BERGER', value: 6 },
    ]);
    expect(rows[3].tieBreaks[0]).toEqual({ criterion: 'HEAD_TO_HEAD', value: null });
  });

  it('splits a tie by score difference when configured and it differs', () => {
    const stage = cycle({ '2-0': [5, 0] });
    const rows = roundRobinGroupStandings(stage, 0, { tieBreaks: ['HEAD_TO_HEAD', 'SCORE_DIFFERENCE'] });
    expect(rows.map((r) => r.participant)).toEqual([2, 1, 0, 3]);
    expect(rows[0].tieBreaks[1]).toEqual({ criterion: 'SCORE_DIFFERENCE', value: 5 });
  });

  it('head-to-head settles a two-way tie before game difference', () => {
    // 0 and 1 both win two: 1 beat 0 directly, 0 has the better game difference (2–0 wins); 3 beat 2.
    const stage = createRoundRobin({ participantCount: 4, bestOf: [3] });
    const played = playAll(stage, (a, b) => {
      const [x, y] = [Math.min(a, b), Math.max(a, b)];
      if (x === 0 && y === 1) return series(1, 0, [1, 0], [0, 1], [1, 0]);
      if (x === 2 && y === 3) return series(3, 2, [1, 0], [1, 0]);
      if (x === 0) return series(0, y, [1, 0], [1, 0]);
      if (x === 1 && y === 2) return series(2, 1, [1, 0], [1, 0]);
      return series(x, y, [1, 0], [0, 1], [1, 0]);
    });
    const rows = roundRobinGroupStandings(played, 0);
    expect(rows.map((r) => [r.participant, r.points])).toEqual([
      [1, 6],
      [0, 6],
      [3, 3],
      [2, 3],
    ]);
    expect(rows[1].tieBreaks.find((t) => t.criterion === 'GAME_DIFFERENCE')?.value).toBe(3);
  });

  it('uses configurable points and the tournament tie-break last', () => {
    const stage = createRoundRobin({ participantCount: 3, points: { win: 2, draw: 1, loss: 0 } });
    const drawn = playAll(stage, (a, b) => series(a, b, [1, 1]));
    const rows = roundRobinGroupStandings(drawn, 0, {
      tournamentTieBreak: { kind: 'CUSTOM_REASON', customOrder: [2, 0, 1], customReason: 'coin toss' },
    });
    expect(rows.map((r) => [r.participant, r.points, r.draws])).toEqual([
      [2, 2, 2],
      [0, 2, 2],
      [1, 2, 2],
    ]);
  });
});

describe('tournament tie-break in a later group', () => {
  it("keys the organizer's order by participant, not by place in the group", () => {
    // Groups [0, 3, 4] and [1, 2, 5]; every match drawn, so the organizer's order decides each group.
    const stage = createRoundRobin({ participantCount: 6, groupCount: 2 });
    const drawn = playAll(stage, (a, b) => series(a, b, [1, 1]));
    const tournamentTieBreak = { kind: 'CUSTOM_REASON' as const, customOrder: [5, 2, 1, 4], customReason: 'draw' };
    const [first, second] = roundRobinStandings(drawn, { tournamentTieBreak });
    expect(second.map((r) => r.participant)).toEqual([5, 2, 1]);
    // Those outside the order come after it, by seed.
    expect(first.map((r) => r.participant)).toEqual([4, 0, 3]);
  });
});

describe('properties', () => {
  const field = fc.record({
    n: fc.integer({ min: 2, max: 40 }),
    groups: fc.integer({ min: 1, max: 6 }),
    meetings: fc.constantFrom<1 | 2>(1, 2),
    seed: fc.integer(),
  });
  const outcome = (seed: number) => (a: number, b: number, m: number) => {
    const h = (seed ^ Math.imul(m + 1, 2654435761)) >>> 5;
    // Wins, losses and draws, with game scores that vary.
    if (h % 5 === 0) return series(a, b, [1, 1]);
    return h & 1 ? series(a, b, [(h >> 3) % 4, 0]) : series(a, b, [0, 1 + ((h >> 3) % 3)]);
  };

  it('every pair meets the configured number of times, nobody twice in a round, byes spread evenly', () => {
    fc.assert(
      fc.property(field, ({ n, groups, meetings }) => {
        const g = Math.min(groups, Math.floor(n / 2));
        const stage = createRoundRobin({ participantCount: n, groupCount: g, meetings });
        const meetingsOf = new Map<number, number>();
        const byes = new Int32Array(n);
        const homes = new Int32Array(n * n);
        for (let group = 0; group < g; group++) {
          const size = stage.groups[group].length;
          for (let r = 0; r < stage.groupRoundCount[group]; r++) {
            const slot = stage.groupRoundOffsets[group] + r;
            const busy = new Set<number>();
            for (let m = stage.roundOffsets[slot]; m < stage.roundOffsets[slot + 1]; m++) {
              for (const p of [stage.home[m], stage.away[m]]) {
                expect(busy.has(p)).toBe(false);
                expect(stage.groupOf[p]).toBe(group);
                busy.add(p);
              }
              const key = pairKey(stage.home[m], stage.away[m], n);
              meetingsOf.set(key, (meetingsOf.get(key) ?? 0) + 1);
              homes[stage.home[m] * n + stage.away[m]]++;
            }
            if (stage.byes[slot] >= 0) byes[stage.byes[slot]]++;
            expect(busy.size + (stage.byes[slot] >= 0 ? 1 : 0)).toBe(size);
          }
          const members = Array.from(stage.groups[group]);
          for (const p of members) {
            expect(byes[p]).toBe(size % 2 === 1 ? meetings : 0);
            for (const q of members) {
              if (q <= p) continue;
              expect(meetingsOf.get(pairKey(p, q, n))).toBe(meetings);
              if (meetings === 2) expect([homes[p * n + q], homes[q * n + p]]).toEqual([1, 1]);
            }
          }
        }
        expect([...meetingsOf.values()].reduce((x, y) => x + y, 0)).toBe(stage.matchCount);
      }),
      { numRuns: 150 },
    );
  });

  it('standings follow points, then the tie-break chain, then seed', () => {
    const chains: RoundRobinTieBreak[][] = [
      ['HEAD_TO_HEAD', 'GAME_DIFFERENCE', 'SONNEBORN_BERGER'],
      ['GAME_DIFFERENCE', 'HEAD_TO_HEAD', 'WINS'],
      ['SONNEBORN_BERGER', 'SCORE_DIFFERENCE'],
    ];
    fc.assert(
      fc.property(field, fc.nat(2), ({ n, groups, meetings, seed }, chainPick) => {
        const g = Math.min(groups, Math.floor(n / 2));
        const stage = playAll(createRoundRobin({ participantCount: n, groupCount: g, meetings }), outcome(seed));
        expect(isRoundRobinComplete(stage)).toBe(true);
        const tieBreaks = chains[chainPick];
        for (const rows of roundRobinStandings(stage, { tieBreaks })) {
          expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
          const size = rows.length;
          for (const r of rows) expect(r.played).toBe((size - 1) * meetings);
          for (let i = 0; i + 1 < rows.length; i++) expect(inOrder(rows[i], rows[i + 1])).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  /** True when `a` may rank right above `b`: the first value that differs favours `a`, else the seed. */
  function inOrder(a: RoundRobinStandingRow, b: RoundRobinStandingRow): boolean {
    if (a.points !== b.points) return a.points > b.points;
    for (let k = 0; k < a.tieBreaks.length; k++) {
      const x = a.tieBreaks[k].value;
      const y = b.tieBreaks[k].value;
      // Level on everything before, they were in the same block when head-to-head applied: both have values.
      if (x === null || y === null) return false;
      if (x !== y) return x > y;
    }
    return a.participant < b.participant;
  }

  it('an amendment followed by its inverse gives back the same stage and standings', () => {
    fc.assert(
      fc.property(field, fc.nat(), ({ n, groups, meetings, seed }, pick) => {
        const g = Math.min(groups, Math.floor(n / 2));
        const stage = playAll(createRoundRobin({ participantCount: n, groupCount: g, meetings }), outcome(seed));
        const m = pick % stage.matchCount;
        const original = stage.results[m] as DuelResult;
        const amended = recordRoundRobinResult(stage, m, series(stage.away[m], stage.home[m], [3, 0]));
        expect(amended.changedGroups).toEqual([stage.matchGroup[m]]);
        const restored = recordRoundRobinResult(amended.stage, m, original).stage;
        expect(Array.from(restored.state)).toEqual(Array.from(stage.state));
        expect(Array.from(restored.outcome)).toEqual(Array.from(stage.outcome));
        expect(roundRobinStandings(restored)).toEqual(roundRobinStandings(stage));
      }),
      { numRuns: 100 },
    );
  });
});
