import { describe, expect, it } from 'vitest';
import {
  aggregateLeaderboard,
  isLeaderboardVisible,
  leaderboardDisplayStatus,
  type LeaderboardConfig,
  type LeaderboardResult,
} from '../../src/domain/index.js';

const scale = [
  { startRank: 1, endRank: 1, points: 100 },
  { startRank: 2, endRank: 2, points: 60 },
  { startRank: 3, endRank: 4, points: 30 },
];
const result = (
  participant: string,
  tournamentId: string,
  placement?: number,
  extra: Partial<LeaderboardResult> = {},
): LeaderboardResult => ({
  participant,
  tournamentId,
  placement,
  ...extra,
});

describe('aggregateLeaderboard', () => {
  const points: LeaderboardConfig = {
    kind: 'POINTS',
    pointsSource: 'PLACEMENT_SCALE',
    pointsScale: scale,
    ties: false,
    tieBreak: { kind: 'CHECK_IN_DATE' },
  };
  const results = [
    result('ann', 't1', 1, { checkInDate: 50 }),
    result('bob', 't1', 2, { checkInDate: 20 }),
    result('cid', 't1', 3, { checkInDate: 10 }),
    result('ann', 't2', 4, { checkInDate: 40 }),
    result('bob', 't2', 3, { checkInDate: 30 }),
    result('cid', 't2', 1, { checkInDate: 60 }),
  ];

  it('adds points from the scale over placements (ann and cid level on 130, cid checked in first)', () => {
    expect(aggregateLeaderboard(points, results).map((r) => [r.participant, r.points, r.rank])).toEqual([
      ['cid', 130, 1],
      ['ann', 130, 2],
      ['bob', 90, 3],
    ]);
  });

  it('breaks ties by the earliest check-in, by a seeded draw or by the organizer order', () => {
    // ann's earliest check-in is 40, cid's is 10: cid first.
    expect(
      aggregateLeaderboard(points, results)
        .slice(0, 2)
        .map((r) => r.participant),
    ).toEqual(['cid', 'ann']);
    const custom = aggregateLeaderboard(
      { ...points, tieBreak: { kind: 'CUSTOM_REASON', customReason: 'fair play' }, customOrder: ['ann'] },
      results,
    );
    expect(custom[0].participant).toBe('ann');
    const random = (seed: number) =>
      aggregateLeaderboard({ ...points, tieBreak: { kind: 'RANDOM', randomSeed: seed } }, results).map(
        (r) => r.participant,
      );
    expect(random(5)).toEqual(random(5));
  });

  it('keeps ties when the leaderboard allows them', () => {
    const rows = aggregateLeaderboard({ ...points, ties: true }, results);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it('sums earned points when configured so', () => {
    const rows = aggregateLeaderboard({ kind: 'POINTS', pointsSource: 'POINTS_EARNED', ties: false }, [
      result('a', 't1', undefined, { pointsEarned: 12 }),
      result('b', 't1', undefined, { pointsEarned: 30 }),
      result('a', 't2', undefined, { pointsEarned: 25 }),
    ]);
    expect(rows.map((r) => [r.participant, r.points])).toEqual([
      ['a', 37],
      ['b', 30],
    ]);
  });

  it('ranks a RANK leaderboard by best placement, shared 3rd places kept as ties', () => {
    const rows = aggregateLeaderboard({ kind: 'RANK', ties: true }, [
      result('a', 't', 3),
      result('b', 't', 1),
      result('c', 't', 3),
      result('d', 't', 2),
    ]);
    expect(rows.map((r) => [r.participant, r.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['a', 3],
      ['c', 3],
    ]);
  });
});

describe('leaderboard status', () => {
  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['ENDED', 'COMPLETE'],
    ['DRAFT', 'DRAFT'],
    ['DELETED', 'DELETED'],
  ] as const)('%s is shown as %s', (status, shown) => {
    expect(leaderboardDisplayStatus(status)).toBe(shown);
  });

  it('stays visible one month after ending', () => {
    const ended = Date.UTC(2030, 0, 31, 10);
    expect(isLeaderboardVisible('ENDED', ended, Date.UTC(2030, 2, 3, 9, 59))).toBe(true);
    expect(isLeaderboardVisible('ENDED', ended, Date.UTC(2030, 2, 3, 10))).toBe(false);
    expect(isLeaderboardVisible('DELETED', undefined, ended)).toBe(false);
  });
});
