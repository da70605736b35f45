// The leaderboard pages' pure rules: what a prize pool adds up to (exactly), how ranks and refusals read,
// which reward keeps which id, and how the points scale's typed rows become the settings.
import { describe, expect, it } from 'vitest';
import {
  STATUS_LABELS,
  ordinal,
  prizeSummary,
  ranksLabel,
} from '../../../web/features/leaderboards/model/leaderboard-labels.js';
import { refusalDetails } from '../../../web/features/leaderboards/model/refusal-details.js';
import {
  fromRangeDrafts,
  nextRange,
  withRewardIds,
} from '../../../web/features/leaderboards/model/leaderboard-settings.js';

describe('leaderboard labels', () => {
  it('adds the prize pool up exactly, UOS and Uniqs', () => {
    expect(
      prizeSummary({
        rewards: [
          { id: 'a', ranks: { kind: 'FIRST' }, uosAmount: '0.1', uniqs: [{ factoryId: '7', quantity: 2 }] },
          { id: 'b', ranks: { kind: 'SECOND' }, uosAmount: '0.2', uniqs: [] },
          { id: 'c', ranks: { kind: 'RANGE', startRank: 3, endRank: 10 }, uniqs: [{ factoryId: '8', quantity: 1 }] },
        ],
      }),
    ).toBe('0.3 UOS + 3 Uniqs');
    expect(prizeSummary({ rewards: [] })).toBeNull();
    expect(
      prizeSummary({ rewards: [{ id: 'a', ranks: { kind: 'ALL' }, uniqs: [{ factoryId: '1', quantity: 1 }] }] }),
    ).toBe('1 Uniq');
  });

  it('names ranks and statuses as players read them (ENDED is COMPLETE)', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(ranksLabel({ kind: 'RANGE', startRank: 4, endRank: 10 })).toBe('4th – 10th');
    expect(ranksLabel({ kind: 'ALL' })).toBe('Everyone');
    expect(STATUS_LABELS.COMPLETE.text).toBe('Complete');
  });

  it("says in which tab a publish refusal's settings are", () => {
    expect(
      refusalDetails({
        pointsScale: 'Add at least one range of ranks to the points scale',
        'prizepool.rewards.0': 'A prize needs a reward of UOS or Uniqs',
        tieBreakReason: 'Required',
        other: 'x',
      }),
    ).toEqual([
      'Parameters: points scale: Add at least one range of ranks to the points scale',
      'Set up: prize pool: A prize needs a reward of UOS or Uniqs',
      'Parameters: tie-break rule: Required',
      'other: x',
    ]);
    expect(refusalDetails(null)).toEqual([]);
  });
});

describe('leaderboard settings drafts', () => {
  it('keeps the id of the reward at the same place and gives new ones fresh ids', () => {
    let n = 0;
    const rewards = withRewardIds(
      [
        { ranks: { kind: 'FIRST' }, uosAmount: '5', uniqs: [] },
        { ranks: { kind: 'SECOND' }, uosAmount: '3', uniqs: [] },
      ],
      [{ id: 'kept', ranks: { kind: 'FIRST' }, uosAmount: '1', uniqs: [] }],
      () => `new-${++n}`,
    );
    expect(rewards.map((r) => r.id)).toEqual(['kept', 'new-1']);
    expect(rewards[0]).toMatchObject({ uosAmount: '5' });
  });

  it('turns typed ranges into numbers, leaving blanks for the server to refuse at their field', () => {
    expect(fromRangeDrafts([{ startRank: '1', endRank: '3', points: '-2.5' }])).toEqual([
      { startRank: 1, endRank: 3, points: -2.5 },
    ]);
    expect(Number.isNaN(fromRangeDrafts([{ startRank: '', endRank: '1', points: '1' }])[0].startRank)).toBe(true);
    expect(nextRange([])).toEqual({ startRank: '1', endRank: '1', points: '' });
    expect(nextRange([{ startRank: '1', endRank: '4', points: '9' }])).toEqual({
      startRank: '5',
      endRank: '5',
      points: '',
    });
  });
});
