import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distributePrizes,
  formatUos,
  parseUos,
  splitByWeights,
  splitEvenly,
  type Reward,
} from '../../src/domain/index.js';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('prize splits', () => {
  it('splits evenly, the remainder going unit by unit to the best placed', () => {
    expect(splitEvenly(10n, 3)).toEqual([4n, 3n, 3n]);
    expect(splitEvenly(parseUos('1'), 3).map(formatUos)).toEqual([
      '0.33333334 UOS',
      '0.33333333 UOS',
      '0.33333333 UOS',
    ]);
  });

  it('splits by weights with the largest remainder', () => {
    expect(splitByWeights(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitByWeights(10n, [50n, 30n, 20n])).toEqual([5n, 3n, 2n]);
  });

  it('never creates or loses a unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          expect(sum(splitEvenly(total, weights.length))).toBe(total);
          if (weights.some((w) => w > 0n)) expect(sum(splitByWeights(total, weights))).toBe(total);
        },
      ),
      { numRuns: 300 },
    );
  });

  const rewards: Reward[] = [
    { ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [{ factoryId: 'gold', quantity: 1 }] },
    { ranks: { kind: 'SECOND' }, uosAmount: '50', uniqs: [] },
    { ranks: { kind: 'THIRD' }, uosAmount: '30', uniqs: [] },
    { ranks: { kind: 'SPECIFIC', rank: 4 }, uosAmount: '20', uniqs: [] },
    {
      ranks: { kind: 'RANGE', startRank: 5, endRank: 8 },
      uosAmount: '10',
      uniqs: [{ factoryId: 'badge', quantity: 4 }],
    },
  ];

  it('lets tied players share what their positions earn (3rd/4th of a bracket without decider)', () => {
    const d = distributePrizes(rewards, [
      { participant: 'a', rank: 1 },
      { participant: 'b', rank: 2 },
      { participant: 'c', rank: 3 },
      { participant: 'd', rank: 3 },
      { participant: 'e', rank: 5 },
    ]);
    const byId = new Map(d.prizes.map((p) => [p.participant, p]));
    expect(formatUos(byId.get('c')!.uosUnits)).toBe('25.00000000 UOS');
    expect(formatUos(byId.get('d')!.uosUnits)).toBe('25.00000000 UOS');
    expect(byId.get('a')!.uniqs).toEqual([{ factoryId: 'gold', quantity: 1 }]);
    expect(byId.get('e')!.uniqs).toEqual([{ factoryId: 'badge', quantity: 1 }]);
    // Positions 6–8 are empty: their share returns from escrow.
    expect(formatUos(d.undistributedUosUnits)).toBe('7.50000000 UOS');
    expect(d.undistributedUniqs).toEqual([{ factoryId: 'badge', quantity: 3 }]);
  });

  it('conserves the prizepool for any placements', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), (rawRanks) => {
        // Turn arbitrary numbers into a standard competition ranking.
        const sorted = [...rawRanks].sort((a, b) => a - b);
        const placed = sorted.map((v, i) => ({ participant: `p${i}`, rank: sorted.indexOf(v) + 1 }));
        const d = distributePrizes(rewards, placed);
        const paid = d.prizes.reduce((a, p) => a + p.uosUnits, 0n);
        expect(paid + d.undistributedUosUnits).toBe(parseUos('210'));
        const uniqs = d.prizes.flatMap((p) => p.uniqs).reduce((a, u) => a + u.quantity, 0);
        expect(uniqs + d.undistributedUniqs.reduce((a, u) => a + u.quantity, 0)).toBe(5);
      }),
      { numRuns: 200 },
    );
  });
});
