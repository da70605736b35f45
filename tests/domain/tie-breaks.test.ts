import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankWithTieBreaks, type RankingInput } from '../../src/domain/index.js';

const base = (overrides: Partial<RankingInput>): RankingInput => ({
  participants: [0, 1, 2, 3],
  points: [3, 3, 3, 0],
  criteria: [],
  ...overrides,
});

describe('rankWithTieBreaks', () => {
  it.each<[string, Partial<RankingInput>, number[]]>([
    ['points, then seed', {}, [0, 1, 2, 3]],
    ['Buchholz first', { criteria: ['BUCHHOLZ'], values: { BUCHHOLZ: [1, 5, 3, 0] } }, [1, 2, 0, 3]],
    [
      'the configured order decides: wins before Buchholz',
      { criteria: ['WINS', 'BUCHHOLZ'], values: { WINS: [1, 1, 2, 0], BUCHHOLZ: [9, 1, 0, 0] } },
      [2, 0, 1, 3],
    ],
    [
      'a criterion without values is skipped',
      { criteria: ['SONNEBORN_BERGER', 'BUCHHOLZ_CUT_1'], values: { BUCHHOLZ_CUT_1: [0, 0, 4, 0] } },
      [2, 0, 1, 3],
    ],
    [
      'check-in date: earlier first',
      { tournamentTieBreak: { kind: 'CHECK_IN_DATE' }, checkInDates: [30, 10, 20, 0] },
      [1, 2, 0, 3],
    ],
    [
      'custom organizer order',
      { tournamentTieBreak: { kind: 'CUSTOM_REASON', customOrder: [2, 0], customReason: 'fair play' } },
      [2, 0, 1, 3],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(Array.from(rankWithTieBreaks(base(overrides)).order)).toEqual(expected);
  });

  it('runs head-to-head as a mini-league inside the tied block only', () => {
    // 1 beat 0 and 2; 2 beat 0; all three on 3 points. Wins against block members: 1→2, 2→1, 0→0.
    const beat = new Set(['1>0', '1>2', '2>0', '0>3']);
    const order = rankWithTieBreaks(
      base({
        criteria: ['HEAD_TO_HEAD'],
        headToHead: (p, inBlock) => [0, 1, 2, 3].filter((q) => q !== p && inBlock(q) && beat.has(`${p}>${q}`)).length,
      }),
    ).order;
    expect(Array.from(order)).toEqual([1, 2, 0, 3]);
  });

  it('is deterministic for a random seed and differs between seeds', () => {
    const participants = Array.from({ length: 30 }, (_, i) => i);
    const rank = (seed: number) =>
      Array.from(
        rankWithTieBreaks({
          participants,
          points: new Array(30).fill(1),
          criteria: [],
          tournamentTieBreak: { kind: 'RANDOM', randomSeed: seed },
        }).order,
      );
    expect(rank(7)).toEqual(rank(7));
    expect(rank(7)).not.toEqual(rank(8));
    expect([...rank(7)].sort((a, b) => a - b)).toEqual(participants);
  });

  it('keeps ties as shared ranks when asked (1, 2, 2, 4)', () => {
    const r = rankWithTieBreaks({
      participants: [0, 1, 2, 3],
      points: [9, 5, 5, 1],
      criteria: [],
      breakRemainingTiesBySeed: false,
    });
    expect(Array.from(r.rank)).toEqual([1, 2, 2, 4]);
  });
});

describe('rankWithTieBreaks properties', () => {
  it('returns a permutation ordered by points, then by the first criterion, ranks rising', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.boolean(),
        (rows, keepTies) => {
          const points = rows.map((r) => r[0]);
          const wins = rows.map((r) => r[1]);
          const participants = rows.map((_, i) => i);
          const { order, rank } = rankWithTieBreaks({
            participants,
            points,
            criteria: ['WINS'],
            values: { WINS: wins },
            breakRemainingTiesBySeed: !keepTies,
          });
          expect([...order].sort((a, b) => a - b)).toEqual(participants);
          for (let k = 1; k < order.length; k++) {
            const [a, b] = [order[k - 1], order[k]];
            expect(points[a] > points[b] || (points[a] === points[b] && wins[a] >= wins[b])).toBe(true);
            expect(rank[k]).toBeGreaterThanOrEqual(rank[k - 1]);
            const level = points[a] === points[b] && wins[a] === wins[b];
            expect(rank[k] === rank[k - 1]).toBe(keepTies && level);
            if (level) expect(a).toBeLessThan(b);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
