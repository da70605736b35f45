import { describe, expect, it } from 'vitest';
import {
  duelPoints,
  engineOptions,
  evaluateDuel,
  ffaGamePoints,
  normalizeFfaResult,
  rankPoints,
  winsNeeded,
} from '../../src/domain/index.js';
import { ffa, scoring } from './builders.js';

const ranks = [
  { startRank: 1, endRank: 1, points: 10 },
  { startRank: 2, endRank: 3, points: 6 },
  { startRank: 4, endRank: 10, points: 1 },
];

describe('scoring', () => {
  it.each([
    [1, 10],
    [2, 6],
    [3, 6],
    [4, 1],
    [10, 1],
    [11, 0],
  ])('rank %i earns %i points', (rank, expected) => {
    expect(rankPoints(ranks, rank)).toBe(expected);
  });

  it('adds metric scores times their factor to rank points', () => {
    const s = scoring({
      rankRanges: ranks,
      ingameMetrics: [
        { label: 'kills', factor: 2 },
        { label: 'deaths', factor: -1 },
      ],
    });
    expect(ffaGamePoints(s, ffa(0, 2, 5, 3))).toBe(6 + 10 - 3);
  });

  it('gives a forfeit only the penalty and drops its rank and metrics', () => {
    const s = scoring({ rankRanges: ranks, ingameMetrics: [{ label: 'kills', factor: 2 }], forfeitPenalty: -5 });
    const reported = { gameIndex: 1, isForfeit: true, ingameRank: 1, ingameMetricScores: [{ score: 9 }] };
    expect(normalizeFfaResult(reported)).toEqual({ gameIndex: 1, isForfeit: true });
    expect(ffaGamePoints(s, reported)).toBe(-5);
  });

  it('keeps metric scores only when every one is a number', () => {
    const partial = {
      gameIndex: 0,
      isForfeit: false,
      ingameRank: 3,
      ingameMetricScores: [{ score: 2 }, { score: null as unknown as number }],
    };
    expect(normalizeFfaResult(partial)).toEqual({ gameIndex: 0, isForfeit: false, ingameRank: 3 });
  });

  it.each([
    ['WIN', 3],
    ['WALKOVER_WIN', 3],
    ['LOSS', 1],
    ['BYE', 2],
    ['FORFEIT_LOSS', -1],
  ] as const)('duel outcome %s earns %i', (outcome, expected) => {
    expect(duelPoints({ winPoints: 3, lossPoints: 1, byePoints: 2, forfeitPenalty: -2 }, outcome)).toBe(expected);
  });
});

describe('duel outcome', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [5, 3],
    [7, 4],
    [9, 5],
  ] as const)('a best-of-%i needs %i game wins', (bestOf, wins) => {
    expect(winsNeeded(bestOf)).toBe(wins);
  });

  it('ignores games past the best-of and draws count for nobody', () => {
    expect(
      evaluateDuel(0, 1, { participants: [0, 1], games: [{ score: [1, 1] }, { score: [0, 1] }, { score: [2, 0] }] }, 1)
        .state,
    ).toBe('NEEDS_ORGANIZER_DECISION');
    expect(evaluateDuel(0, 1, { participants: [0, 1], games: [{ score: [0, 1] }, { score: [5, 0] }] }, 1)).toEqual({
      state: 'COMPLETED',
      winner: 1,
      loser: 0,
    });
  });

  it('does not apply a result recorded for other opponents', () => {
    expect(evaluateDuel(0, 2, { participants: [0, 1], forfeit: 1 }, 1).state).toBe('READY');
  });
});

describe('engine options', () => {
  const format = {
    matchType: 'DUEL' as const,
    format: 'MATCHUPS' as const,
    minParticipants: 2,
    maxParticipants: 64,
    numberOfRounds: 5,
    thirdPlaceDecider: false,
    numberOfGames: 1,
    scoreReportingSystem: 'SCORE' as const,
    bestOf: [3 as const],
    seeding: 'AUTO' as const,
    scoringSystem: scoring(),
  };
  it('runs DUEL matchups on the Swiss engine and FFA matchups on the lobby engine', () => {
    expect(engineOptions(format, { participantCount: 10 }).engine).toBe('SWISS');
    expect(engineOptions({ ...format, matchType: 'FFA', lobbySize: 8 }, { participantCount: 10 })).toMatchObject({
      engine: 'FFA',
      options: { lobbySize: 8 },
    });
    expect(
      engineOptions({ ...format, format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true }, { participantCount: 10 }),
    ).toMatchObject({
      engine: 'SINGLE_ELIMINATION',
      options: { thirdPlaceDecider: true, bestOf: [3] },
    });
  });
});
