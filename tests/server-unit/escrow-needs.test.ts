import { describe, expect, it } from 'vitest';
import { covers, escrowNeeds, pickTokens, uosText } from '../../server/modules/tournaments/escrow/escrow-needs.js';

const reward = (
  ranks: Record<string, unknown>,
  uosAmount?: string,
  uniqs: { factoryId: string; quantity: number }[] = [],
) => ({ ranks, uosAmount, uniqs }) as never;

describe('escrow needs of a prize pool', () => {
  it('sums UOS exactly in base units and Uniqs per factory', () => {
    const needs = escrowNeeds({
      rewards: [
        reward({ kind: 'FIRST' }, '100.12345678', [{ factoryId: '7', quantity: 1 }]),
        reward({ kind: 'RANGE', startRank: 2, endRank: 4 }, '0.00000003', [
          { factoryId: '7', quantity: 3 },
          { factoryId: '9', quantity: 3 },
        ]),
      ],
    });
    expect(needs.uosUnits).toBe(10_012_345_681n);
    expect(uosText(needs.uosUnits)).toBe('100.12345681');
    expect([...needs.uniqs]).toEqual([
      ['7', 4],
      ['9', 3],
    ]);
  });
  it('needs nothing for an empty or missing prize pool', () => {
    expect(escrowNeeds(null)).toEqual({ uosUnits: 0n, uniqs: new Map() });
    expect(escrowNeeds({ rewards: [reward({ kind: 'ALL' }, '0')] }).uosUnits).toBe(0n);
  });
  it('is covered only when every factory and the UOS are held in full', () => {
    const needs = escrowNeeds({ rewards: [reward({ kind: 'FIRST' }, '5', [{ factoryId: '7', quantity: 2 }])] });
    const uniqs = [
      { tokenId: '1', factoryId: '7' },
      { tokenId: '2', factoryId: '7' },
    ];
    expect(covers(needs, { uosUnits: 500_000_000n, uniqs })).toBe(true);
    expect(covers(needs, { uosUnits: 499_999_999n, uniqs })).toBe(false);
    expect(covers(needs, { uosUnits: 500_000_000n, uniqs: uniqs.slice(1) })).toBe(false);
  });
  it('picks the lowest token ids per factory and reports the factories short of Uniqs', () => {
    const needs = escrowNeeds({
      rewards: [
        reward({ kind: 'FIRST' }, undefined, [
          { factoryId: '7', quantity: 2 },
          { factoryId: '9', quantity: 1 },
        ]),
      ],
    });
    const held = [
      { id: '12', token_factory_id: 7 },
      { id: '3', token_factory_id: 7 },
      { id: '10', token_factory_id: 7 },
    ];
    expect(pickTokens(needs, held)).toEqual({
      tokenIds: ['3', '10'],
      missing: [{ factoryId: '9', needed: 1, held: 0 }],
    });
  });
});
