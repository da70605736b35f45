import { describe, expect, it } from 'vitest';
import {
  minimumRoundRobinGroups,
  roundRobinRoundsOf,
  validateFormat,
  validateLeaderboardLink,
  validationMessages as msg,
  type TournamentFormat,
} from '../../../src/domain/index.js';
import { scoring } from '../builders.js';

const base: TournamentFormat = {
  matchType: 'DUEL',
  format: 'DOUBLE_ELIMINATION',
  minParticipants: 4,
  maxParticipants: 16,
  numberOfRounds: 0,
  thirdPlaceDecider: false,
  numberOfGames: 1,
  scoreReportingSystem: 'SCORE',
  bestOf: [1],
  seeding: 'AUTO',
  scoringSystem: scoring(),
};

describe('double elimination format rules', () => {
  it.each<[string, Partial<TournamentFormat>, Record<string, string>]>([
    ['a valid bracket with the default grand final', {}, {}],
    ['each grand final option', { grandFinal: 'NONE' }, {}],
    ['a single grand final', { grandFinal: 'SINGLE' }, {}],
    ['a grand final with reset', { grandFinal: 'RESET' }, {}],
    ['an unknown grand final', { grandFinal: 'TWICE' as 'NONE' }, { 'format.grandFinal': msg.INVALID_VALUE }],
    ['fewer than 3 participants', { minParticipants: 2 }, { 'format.minParticipants': msg.minValue(3) }],
    ['FFA matches', { matchType: 'FFA' }, { 'format.matchType': msg.INVALID_VALUE }],
    ['no best-of', { bestOf: [] }, { 'format.bestOf': msg.REQUIRED }],
  ])('%s', (_, overrides, expected) => {
    expect(validateFormat({ ...base, ...overrides })).toEqual(expected);
  });

  it('cannot feed a POINTS leaderboard (placements only), but a RANK one', () => {
    expect(validateLeaderboardLink('DOUBLE_ELIMINATION', 'POINTS')).toEqual({
      linkedLeaderboardId: msg.DOUBLE_ELIMINATION_NOT_POINTS,
    });
    expect(validateLeaderboardLink('DOUBLE_ELIMINATION', 'RANK')).toEqual({});
    expect(validateLeaderboardLink('ROUND_ROBIN', 'POINTS')).toEqual({});
    expect(validateLeaderboardLink('ROUND_ROBIN', 'RANK')).toEqual({});
  });
});

describe('round robin format rules', () => {
  const rr: TournamentFormat = { ...base, format: 'ROUND_ROBIN' };
  it.each<[string, Partial<TournamentFormat>, Record<string, string>]>([
    ['one group, one leg (the defaults)', {}, {}],
    ['two groups home and away', { groupCount: 2, roundRobinLegs: 2 }, {}],
    ['no numberOfRounds needed', { numberOfRounds: 0, groupCount: 2 }, {}],
    ['three legs', { roundRobinLegs: 3 }, { 'format.roundRobinLegs': msg.maxValue(2) }],
    ['zero legs', { roundRobinLegs: 0 }, { 'format.roundRobinLegs': msg.minValue(1) }],
    ['zero groups', { groupCount: 0 }, { 'format.groupCount': msg.MUST_BE_POSITIVE }],
    ['a fractional group count', { groupCount: 1.5 }, { 'format.groupCount': msg.INVALID_VALUE }],
    ['groups of one at the minimum', { groupCount: 3, minParticipants: 5 }, { 'format.groupCount': msg.maxValue(2) }],
    [
      'a group too big for round management',
      { minParticipants: 4, maxParticipants: 200 },
      { 'format.groupCount': msg.minValue(4) },
    ],
    ['FFA matches', { matchType: 'FFA' }, { 'format.matchType': msg.INVALID_VALUE }],
  ])('%s', (_, overrides, expected) => {
    expect(validateFormat({ ...rr, ...overrides })).toEqual(expected);
  });

  it('counts a group’s rounds with the bye round of an odd group and per leg', () => {
    expect(roundRobinRoundsOf(4, 1)).toBe(3);
    expect(roundRobinRoundsOf(5, 1)).toBe(5);
    expect(roundRobinRoundsOf(5, 2)).toBe(10);
    expect(minimumRoundRobinGroups(64, 1)).toBe(1);
    expect(minimumRoundRobinGroups(66, 1)).toBe(2);
    expect(minimumRoundRobinGroups(64, 2)).toBe(2);
    expect(minimumRoundRobinGroups(68, 2)).toBe(3);
  });
});
