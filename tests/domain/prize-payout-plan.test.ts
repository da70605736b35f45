// The payout plan: every escrowed unit and token ends in exactly one payment or in the leftover.
import { describe, expect, it } from 'vitest';
import { EscrowShortError, planPayouts, plannedShares } from '../../src/domain/prize-payout-plan.js';
import type { Reward } from '../../src/domain/types.js';

const escrow = (uosUnits: bigint, tokens: [string, string][] = []) => ({
  uosUnits,
  uniqs: tokens.map(([tokenId, factoryId]) => ({ tokenId, factoryId })),
});

describe('planPayouts', () => {
  it('gives a tie the positions it covers, the better seed taking the odd unit', () => {
    const rewards: Reward[] = [
      { ranks: { kind: 'RANGE', startRank: 1, endRank: 2 }, uosAmount: '0.00000003', uniqs: [] },
    ];
    const plan = planPayouts(
      rewards,
      [
        { registrationId: 'a', rank: 1, roster: ['ua'] },
        { registrationId: 'b', rank: 1, roster: ['ub'] },
      ],
      escrow(3n),
    );
    expect(plan.payments.map((p) => [p.recipientId, p.uosUnits])).toEqual([
      ['ua', 2n],
      ['ub', 1n],
    ]);
    expect(plan.leftoverUosUnits).toBe(0n);
  });

  it('splits a team prize over its roster, captain first, and hands Uniqs out lowest token id first', () => {
    const rewards: Reward[] = [
      { ranks: { kind: 'FIRST' }, uosAmount: '0.00000010', uniqs: [{ factoryId: '7', quantity: 3 }] },
    ];
    const plan = planPayouts(
      rewards,
      [{ registrationId: 't', rank: 1, roster: ['cap', 'm1', 'm2'] }],
      escrow(10n, [
        ['30', '7'],
        ['4', '7'],
        ['100', '7'],
        ['5', '8'],
      ]),
    );
    expect(plan.payments.map((p) => [p.recipientId, p.assetSlot, p.uosUnits, p.tokenIds])).toEqual([
      ['cap', 'UOS', 4n, []],
      ['m1', 'UOS', 3n, []],
      ['m2', 'UOS', 3n, []],
      ['cap', 'UNIQ:7', 0n, ['4']],
      ['m1', 'UNIQ:7', 0n, ['30']],
      ['m2', 'UNIQ:7', 0n, ['100']],
    ]);
    expect(plan.leftoverTokenIds).toEqual(['5']);
  });

  it('leaves unoccupied ranks and surplus escrow to the leftover, and refuses an escrow that does not cover the rewards', () => {
    const rewards: Reward[] = [
      { ranks: { kind: 'FIRST' }, uosAmount: '1', uniqs: [] },
      { ranks: { kind: 'SPECIFIC', rank: 5 }, uosAmount: '2', uniqs: [{ factoryId: '1', quantity: 1 }] },
    ];
    const placed = [{ registrationId: 'a', rank: 1, roster: ['ua'] }];
    const plan = planPayouts(rewards, placed, escrow(300_000_001n, [['9', '1']]));
    expect(plan.payments).toHaveLength(1);
    expect(plan.leftoverUosUnits).toBe(200_000_001n);
    expect(plan.leftoverTokenIds).toEqual(['9']);
    expect(() => planPayouts(rewards, placed, escrow(99_999_999n))).toThrow(EscrowShortError);
    expect(() =>
      planPayouts(
        [{ ranks: { kind: 'FIRST' }, uniqs: [{ factoryId: '1', quantity: 2 }] }],
        placed,
        escrow(0n, [['9', '1']]),
      ),
    ).toThrow(EscrowShortError);
  });

  it('pays "all" to every placed participant', () => {
    const plan = planPayouts(
      [{ ranks: { kind: 'ALL' }, uosAmount: '0.00000007', uniqs: [] }],
      ['a', 'b', 'c'].map((id, i) => ({ registrationId: id, rank: i + 1, roster: [`u${id}`] })),
      escrow(7n),
    );
    expect(plan.payments.map((p) => p.uosUnits)).toEqual([3n, 2n, 2n]);
  });
});

describe('plannedShares', () => {
  it('is the plan without the escrow: the same recipients and amounts, Uniqs as quantities', () => {
    const rewards: Reward[] = [
      { ranks: { kind: 'FIRST' }, uosAmount: '0.00000003', uniqs: [{ factoryId: '7', quantity: 3 }] },
      { ranks: { kind: 'SECOND' }, uniqs: [{ factoryId: '8', quantity: 1 }] },
    ];
    const placed = [
      { registrationId: 'team', rank: 1, roster: ['captain', 'member'] },
      { registrationId: 'solo', rank: 2, roster: ['solo'] },
      { registrationId: 'last', rank: 3, roster: ['last'] },
    ];
    const shares = plannedShares(rewards, placed);
    expect(shares.map((s) => [s.recipientId, s.assetSlot, s.uosUnits, s.quantity])).toEqual([
      ['captain', 'UOS', 2n, 0],
      ['member', 'UOS', 1n, 0],
      ['captain', 'UNIQ:7', 0n, 2],
      ['member', 'UNIQ:7', 0n, 1],
      ['solo', 'UNIQ:8', 0n, 1],
    ]);
    // No escrow is needed; the plan that picks tokens agrees share by share.
    const plan = planPayouts(
      rewards,
      placed,
      escrow(3n, [
        ['1', '7'],
        ['2', '7'],
        ['3', '7'],
        ['4', '8'],
      ]),
    );
    expect(plan.payments.map((p) => [p.recipientId, p.assetSlot, p.uosUnits, p.tokenIds.length])).toEqual(
      shares.map((s) => [s.recipientId, s.assetSlot, s.uosUnits, s.quantity]),
    );
  });
});
