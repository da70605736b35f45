import { describe, expect, it } from 'vitest';
import {
  validateScoring,
  validationMessages as msg,
  type ScoringContext,
  type ScoringSystem,
} from '../../../src/domain/index.js';
import { scoring } from '../builders.js';

const duel: ScoringContext = { participantType: 'SOLO_MATCH', matchType: 'DUEL', scoreReportingSystem: 'SCORE' };
const ffaRank: ScoringContext = { participantType: 'SOLO_MATCH', matchType: 'FFA', scoreReportingSystem: 'RANK' };
const ffaScore: ScoringContext = { ...ffaRank, scoreReportingSystem: 'SCORE' };
const valid = scoring({
  rankRanges: [
    { startRank: 1, endRank: 1, points: 10 },
    { startRank: 2, endRank: 3, points: 6 },
  ],
  ingameMetrics: [{ label: 'kills', factor: 2 }],
});

describe('validateScoring', () => {
  it('accepts a valid scoring system', () => {
    expect(validateScoring(valid, ffaRank)).toEqual({});
    expect(validateScoring(scoring(), duel)).toEqual({});
  });

  it.each<[string, Partial<ScoringSystem>, ScoringContext, Record<string, string>]>([
    [
      'rank already assigned',
      {
        rankRanges: [
          { startRank: 1, endRank: 3, points: 5 },
          { startRank: 3, endRank: 4, points: 1 },
        ],
      },
      ffaRank,
      { 'scoring.rankRanges.1.startRank': msg.RANK_ALREADY_ASSIGNED },
    ],
    [
      'start after end',
      { rankRanges: [{ startRank: 4, endRank: 2, points: 5 }] },
      ffaRank,
      { 'scoring.rankRanges.0.endRank': msg.START_RANK_BEFORE_END_RANK },
    ],
    [
      'invalid rank',
      { rankRanges: [{ startRank: 0, endRank: 1.5, points: 5 }] },
      ffaRank,
      { 'scoring.rankRanges.0.startRank': msg.INVALID_RANK, 'scoring.rankRanges.0.endRank': msg.INVALID_RANK },
    ],
    [
      'points below 0',
      { rankRanges: [{ startRank: 1, endRank: 1, points: -1 }] },
      ffaRank,
      { 'scoring.rankRanges.0.points': msg.minValue(0) },
    ],
    [
      'points of 1024',
      { rankRanges: [{ startRank: 1, endRank: 1, points: 1024 }] },
      ffaRank,
      { 'scoring.rankRanges.0.points': msg.LESS_THAN_1024 },
    ],
    [
      'not a number',
      { rankRanges: [{ startRank: 1, endRank: 1, points: Number.NaN }] },
      ffaRank,
      { 'scoring.rankRanges.0.points': msg.INVALID_NUMBER },
    ],
    [
      'factor of -1024',
      { ingameMetrics: [{ label: 'kills', factor: -1024 }] },
      ffaScore,
      { 'scoring.ingameMetrics.0.factor': msg.GREATER_THAN_MINUS_1024 },
    ],
    [
      'factor of 0',
      { ingameMetrics: [{ label: 'kills', factor: 0 }] },
      ffaScore,
      { 'scoring.ingameMetrics.0.factor': msg.INGAME_FACTOR_METRICS },
    ],
    [
      'duplicate metric',
      {
        ingameMetrics: [
          { label: 'Kills', factor: 1 },
          { label: 'kills', factor: 2 },
        ],
      },
      ffaScore,
      { 'scoring.ingameMetrics.1.label': msg.METRIC_ALREADY_ASSIGNED },
    ],
    [
      'blank label',
      { ingameMetrics: [{ label: '  ', factor: 1 }] },
      ffaScore,
      { 'scoring.ingameMetrics.0.label': msg.VALID_LABEL_REQUIRED },
    ],
    ['SCORE reporting without metric', {}, ffaScore, { 'scoring.ingameMetrics': msg.INGAME_RANK_AND_METRIC_MANDATORY }],
    ['RANK reporting without a rule', {}, ffaRank, { 'scoring.rankRanges': msg.RANK_SCALE_NEEDS_RULE }],
    ['positive forfeit penalty', { forfeitPenalty: 2 }, duel, { 'scoring.forfeitPenalty': msg.PENALTY_AT_MOST_ZERO }],
    ['win below bye', { winPoints: 2, byePoints: 3 }, duel, { 'scoring.winPoints': msg.WIN_AT_LEAST_BYE }],
    [
      'win equal to loss',
      { winPoints: 1, lossPoints: 1, byePoints: 1 },
      duel,
      { 'scoring.winPoints': msg.WIN_GREATER_THAN_LOSS, 'scoring.byePoints': msg.BYE_GREATER_THAN_LOSS },
    ],
    ['negative loss points', { lossPoints: -1 }, duel, { 'scoring.lossPoints': msg.minValue(0) }],
    ['missing win points', { winPoints: undefined }, duel, { 'scoring.winPoints': msg.REQUIRED }],
  ])('%s', (_, overrides, context, expected) => {
    expect(validateScoring({ ...scoring(), ...overrides }, context)).toEqual(expected);
  });

  it('refuses a rank point scale for team options', () => {
    expect(validateScoring(valid, { ...ffaRank, participantType: 'TEAM_MATCH' })).toEqual({
      'scoring.rankRanges': msg.RANK_SCALE_NOT_FOR_TEAMS,
    });
  });
});
