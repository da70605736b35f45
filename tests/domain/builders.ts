// Tiny builders shared by the domain tests: results, scoring systems and schedules in one line each.

import type { DuelResult, FfaGameResult, ScoringSystem, TournamentSchedule } from '../../src/domain/index.js';

/** `a` beats `b` in a best-of-1 (or as many straight games as `games`). */
export function win(a: number, b: number, games = 1): DuelResult {
  return { participants: [a, b], games: Array.from({ length: games }, () => ({ score: [1, 0] as const })) };
}

/** Games given as [scoreA, scoreB] pairs. */
export function series(a: number, b: number, ...games: [number, number][]): DuelResult {
  return { participants: [a, b], games: games.map(([x, y]) => ({ score: [x, y] as const })) };
}

export function forfeit(a: number, b: number, forfeiter: number): DuelResult {
  return { participants: [a, b], forfeit: forfeiter };
}

export function scoring(overrides: Partial<ScoringSystem> = {}): ScoringSystem {
  return {
    rankRanges: [],
    ingameMetrics: [],
    winPoints: 3,
    lossPoints: 0,
    byePoints: 3,
    forfeitPenalty: 0,
    ...overrides,
  };
}

export function ffa(gameIndex: number, ingameRank?: number, ...scores: number[]): FfaGameResult {
  return { gameIndex, isForfeit: false, ingameRank, ingameMetricScores: scores.map((score) => ({ score })) };
}

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

/** Registration day 0–1, check-in 1 h, seeding 15 min, `rounds` rounds of 1 h back to back. */
export function schedule(rounds = 2, withSeeding = true): TournamentSchedule {
  const registration = { start: T0, end: T0 + DAY };
  const checkIn = { start: registration.end, end: registration.end + HOUR };
  const seeding = withSeeding ? { start: checkIn.end, end: checkIn.end + 15 * MIN } : undefined;
  let cursor = (seeding ?? checkIn).end;
  const list = [];
  for (let r = 0; r < rounds; r++) {
    list.push({ start: cursor, end: cursor + HOUR });
    cursor += HOUR;
  }
  return { registration, checkIn, seeding, rounds: list };
}
