import { describe, expect, it } from 'vitest';
import {
  eliminatedPlacements,
  knockoutMeetingRound,
  qualifiedCount,
  qualify,
  swissStageStandings,
  type QualificationRule,
  type StageStandingRow,
  type StageStandings,
  type SwissStanding,
} from '../../src/domain/index.js';

/** A standings row: entrant, points, then the cross-group values. */
const row = (entrant: number, points: number, ...values: number[]): StageStandingRow => ({
  entrant,
  points,
  crossGroupValues: values,
});

/**
 * `groups` groups of `size`, entrant g*10 + place (group A = 0…, B = 10…), points falling with the place; the
 * winner of a later group has fewer points, so group winners rank A, B, C, … across groups.
 */
function table(groups: number, size: number): StageStandings {
  return Array.from({ length: groups }, (_, g) =>
    Array.from({ length: size }, (_, p) => row(g * 10 + p, 30 - 5 * p - g)),
  );
}

const entrantsOf = (standings: StageStandings, rule: QualificationRule, seeding: 'CROSS_GROUP' | 'BY_STANDING') =>
  qualify(standings, rule, { seeding }).seeds.map((s) => s.entrant);

describe('who qualifies', () => {
  it.each<[string, StageStandings, QualificationRule, number[]]>([
    ['top 2 of two groups', table(2, 4), { kind: 'TOP_PER_GROUP', perGroup: 2 }, [0, 10, 1, 11]],
    ['top 1 of three groups', table(3, 3), { kind: 'TOP_PER_GROUP', perGroup: 1 }, [0, 10, 20]],
    [
      'top 2 of three groups and the best 2 thirds',
      table(3, 4),
      { kind: 'TOP_PER_GROUP', perGroup: 2, bestOfNextPlace: 2 },
      [0, 10, 20, 1, 11, 21, 2, 12],
    ],
    [
      'top 5 overall of two groups: places first, then points',
      table(2, 4),
      { kind: 'TOP_OVERALL', count: 5 },
      [0, 10, 1, 11, 2],
    ],
    ['top 3 of one list', [[row(7, 9), row(3, 6), row(5, 6), row(1, 0)]], { kind: 'TOP_OVERALL', count: 3 }, [7, 3, 5]],
    ['more than a group holds', table(2, 2), { kind: 'TOP_PER_GROUP', perGroup: 3 }, [0, 10, 1, 11]],
  ])('%s', (_, standings, rule, expected) => {
    expect(entrantsOf(standings, rule, 'BY_STANDING')).toEqual(expected);
    expect(qualifiedCount(standings, rule)).toBe(expected.length);
  });

  it('ranks the next place across groups by points, then each tie-break value in turn, then entrant', () => {
    const standings: StageStandings = [
      [row(0, 9), row(1, 6), row(2, 3, 1, 5)],
      [row(10, 9), row(11, 6), row(12, 3, 1, 7)],
      [row(20, 9), row(21, 6), row(22, 4, 0, 0)],
      [row(30, 9), row(31, 6), row(32, 3, 1, 7)],
    ];
    const rule: QualificationRule = { kind: 'TOP_PER_GROUP', perGroup: 2, bestOfNextPlace: 3 };
    const { seeds, eliminated } = qualify(standings, rule, { seeding: 'BY_STANDING' });
    // 22 on points; 12 and 32 level on both values, the lower entrant first; 2 loses on the second value.
    expect(seeds.slice(8).map((s) => s.entrant)).toEqual([22, 12, 32]);
    expect(eliminated).toEqual([{ entrant: 2, group: 0, groupPlace: 3 }]);
  });

  it('skips entrants who may not go on: the next in the group moves up', () => {
    const standings: StageStandings = [
      [row(0, 9), { ...row(1, 6), eligible: false }, row(2, 3), row(3, 0)],
      [row(10, 9), row(11, 6), row(12, 3), row(13, 0)],
    ];
    const { seeds, eliminated } = qualify(
      standings,
      { kind: 'TOP_PER_GROUP', perGroup: 2 },
      { seeding: 'BY_STANDING' },
    );
    expect(seeds.map((s) => [s.entrant, s.groupPlace])).toEqual([
      [0, 1],
      [10, 1],
      [11, 2],
      [2, 2],
    ]);
    expect(eliminated.map((s) => s.entrant)).toEqual([12, 3, 13]);
  });

  it('reads Swiss standings as one list where dropped and disqualified entrants do not go on', () => {
    const swiss = (participant: number, points: number, status: SwissStanding['status']): SwissStanding => ({
      participant,
      rank: 0,
      points,
      wins: points / 3,
      losses: 0,
      byes: 0,
      buchholz: 0,
      buchholzCut1: 0,
      sonnebornBerger: 0,
      status,
    });
    const standings = swissStageStandings([
      swiss(4, 12, 'ACTIVE'),
      swiss(0, 9, 'DROPPED'),
      swiss(2, 9, 'ACTIVE'),
      swiss(1, 6, 'ACTIVE'),
      swiss(3, 0, 'DISQUALIFIED'),
    ]);
    expect(entrantsOf(standings, { kind: 'TOP_OVERALL', count: 2 }, 'CROSS_GROUP')).toEqual([4, 2]);
  });
});

describe('cross-group seeding', () => {
  it('pairs 1A–2B and 1B–2A in the first round of a four-entrant knockout', () => {
    // Seeds 1–4 sit in the standard order 1, 4, 2, 3: seed 1 meets seed 4, seed 2 meets seed 3.
    expect(entrantsOf(table(2, 4), { kind: 'TOP_PER_GROUP', perGroup: 2 }, 'CROSS_GROUP')).toEqual([0, 10, 1, 11]);
    // Group A's winner ranks below B's now: B's winner is seed 1, and A's runner-up still meets B's winner.
    const swapped: StageStandings = [table(2, 4)[0].map((r) => ({ ...r, points: r.points - 5 })), table(2, 4)[1]];
    expect(entrantsOf(swapped, { kind: 'TOP_PER_GROUP', perGroup: 2 }, 'CROSS_GROUP')).toEqual([10, 0, 11, 1]);
  });

  it.each([
    [2, 2],
    [4, 2],
    [8, 2],
    [16, 2],
    [4, 4],
    [8, 4],
  ])('%i groups, top %i: group mates can meet only in the last rounds', (groups, perGroup) => {
    const { seeds } = qualify(
      table(groups, perGroup + 1),
      { kind: 'TOP_PER_GROUP', perGroup },
      { seeding: 'CROSS_GROUP' },
    );
    const n = seeds.length;
    const meet = knockoutMeetingRound(n);
    const rounds = Math.log2(n);
    // K mates can be spread over K sub-brackets at best: they meet no earlier than log2(n) - log2(K).
    const earliestPossible = rounds - Math.log2(perGroup);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (seeds[a].group === seeds[b].group) expect(meet(a, b)).toBeGreaterThanOrEqual(earliestPossible);
      }
    }
    // The tiers stay: every group winner is seeded above every runner-up.
    expect(seeds.map((s) => s.groupPlace)).toEqual([...seeds.map((s) => s.groupPlace)].sort((x, y) => x - y));
  });

  it('keeps the thirds of a 6-group stage out of their group winners’ first match (top 2 + best 4 thirds)', () => {
    const { seeds } = qualify(
      table(6, 4),
      { kind: 'TOP_PER_GROUP', perGroup: 2, bestOfNextPlace: 4 },
      { seeding: 'CROSS_GROUP' },
    );
    const meet = knockoutMeetingRound(16);
    for (let a = 0; a < 16; a++) {
      for (let b = a + 1; b < 16; b++) if (seeds[a].group === seeds[b].group) expect(meet(a, b)).toBeGreaterThan(0);
    }
  });

  it('seeds by overall standing when asked, group mates or not', () => {
    expect(entrantsOf(table(4, 3), { kind: 'TOP_PER_GROUP', perGroup: 2 }, 'BY_STANDING')).toEqual([
      0, 10, 20, 30, 1, 11, 21, 31,
    ]);
  });
});

describe('places of the knocked-out entrants', () => {
  const standings = table(4, 4);
  const { eliminated } = qualify(standings, { kind: 'TOP_PER_GROUP', perGroup: 2 }, { seeding: 'CROSS_GROUP' });

  it('shares a range among the same group place', () => {
    expect(eliminatedPlacements(eliminated, 8, 'SHARED')).toEqual([
      ...[2, 12, 22, 32].map((entrant) => ({ entrant, place: 9, placeTo: 12 })),
      ...[3, 13, 23, 33].map((entrant) => ({ entrant, place: 13, placeTo: 16 })),
    ]);
  });

  it('or ranks them across groups by points and tie-breaks', () => {
    expect(eliminatedPlacements(eliminated, 8, 'RANKED').map((p) => [p.entrant, p.place, p.placeTo])).toEqual([
      [2, 9, 9],
      [12, 10, 10],
      [22, 11, 11],
      [32, 12, 12],
      [3, 13, 13],
      [13, 14, 14],
      [23, 15, 15],
      [33, 16, 16],
    ]);
  });

  it('gives each entrant of one list its own place', () => {
    const list: StageStandings = [[row(5, 9), row(6, 6), row(7, 6), row(8, 3)]];
    const out = qualify(list, { kind: 'TOP_OVERALL', count: 1 }, { seeding: 'BY_STANDING' }).eliminated;
    expect(eliminatedPlacements(out, 1, 'SHARED').map((p) => [p.entrant, p.place, p.placeTo])).toEqual([
      [6, 2, 2],
      [7, 3, 3],
      [8, 4, 4],
    ]);
  });
});
