// Score reports of a duel (SPEC §3, §5): each side reports the whole series, game by game, from its own point
// of view. Reports are turned into side order (the match's first and second participant) so two reports can be
// compared, and checked against the best-of: a report must decide the series for the winner it names.

import { evaluateDuel } from './duel-outcome.js';
import type { BestOf, DuelResult } from './types.js';

/** A report as sent: the reporter's score first in every game, and the winner it claims. */
export interface DuelReportInput {
  reporter: number;
  /** [reporter's score, opponent's score] per game, in game order. */
  games: readonly (readonly [number, number])[];
  winner: number;
}

/** The report in side order: games[g] = [score of sides[0], score of sides[1]]. */
export interface SideOrderedReport {
  games: [number, number][];
  winner: number;
}

export type DuelReportProblem =
  'NOT_A_SIDE' | 'NO_GAMES' | 'TOO_MANY_GAMES' | 'BAD_SCORE' | 'WINNER_NOT_A_SIDE' | 'WINNER_MISMATCH' | 'UNDECIDED';

export const MAX_GAME_SCORE = 1_000_000;

export function toSideOrder(sides: readonly [number, number], report: DuelReportInput): SideOrderedReport {
  const reporterFirst = report.reporter === sides[0];
  return {
    games: report.games.map(([mine, theirs]) => (reporterFirst ? [mine, theirs] : [theirs, mine])),
    winner: report.winner,
  };
}

/** What is wrong with a report, or null when it decides the series for the winner it names. */
export function checkDuelReport(
  sides: readonly [number, number],
  bestOf: BestOf,
  report: DuelReportInput,
): DuelReportProblem | null {
  if (report.reporter !== sides[0] && report.reporter !== sides[1]) return 'NOT_A_SIDE';
  if (report.winner !== sides[0] && report.winner !== sides[1]) return 'WINNER_NOT_A_SIDE';
  if (report.games.length === 0) return 'NO_GAMES';
  if (report.games.length > bestOf) return 'TOO_MANY_GAMES';
  for (const game of report.games) {
    for (const score of game) if (!Number.isInteger(score) || score < 0 || score > MAX_GAME_SCORE) return 'BAD_SCORE';
  }
  const outcome = evaluateDuel(sides[0], sides[1], toDuelResult(sides, toSideOrder(sides, report)), bestOf);
  if (outcome.state !== 'COMPLETED') return 'UNDECIDED';
  return outcome.winner === report.winner ? null : 'WINNER_MISMATCH';
}

/** Two side-ordered reports agree when they name the same winner and the same scores in every game. */
export function reportsAgree(a: SideOrderedReport, b: SideOrderedReport): boolean {
  if (a.winner !== b.winner || a.games.length !== b.games.length) return false;
  return a.games.every((game, g) => game[0] === b.games[g][0] && game[1] === b.games[g][1]);
}

export function toDuelResult(sides: readonly [number, number], report: SideOrderedReport): DuelResult {
  return { participants: [sides[0], sides[1]], games: report.games.map((score) => ({ score })) };
}
