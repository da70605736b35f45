// Column headings of the tie-break criteria, with the long name for tooltips and screen readers. Shared by the
// leaderboard tab's standings and the brackets tab's group tables (features do not import each other).
import type { TieBreakColumn } from '../../../src/contract/matches.js';

export const TIE_BREAK_LABELS: Record<TieBreakColumn, { short: string; long: string }> = {
  BUCHHOLZ: { short: 'Buchholz', long: 'Buchholz: sum of the opponents’ points' },
  BUCHHOLZ_CUT_1: { short: 'Buchholz cut 1', long: 'Buchholz cut 1: Buchholz without the weakest opponent' },
  SONNEBORN_BERGER: { short: 'Sonneborn-Berger', long: 'Sonneborn-Berger: points of the opponents beaten' },
  HEAD_TO_HEAD: { short: 'Head-to-head', long: 'Head-to-head: result between the tied players' },
  WINS: { short: 'Wins (tie-break)', long: 'Number of wins, as a tie-break' },
  GAME_DIFFERENCE: { short: 'Game diff.', long: 'Game difference: games won minus games lost' },
  SCORE_DIFFERENCE: { short: 'Score diff.', long: 'Score difference: points scored minus points conceded' },
  GAMES_WON: { short: 'Games won', long: 'Number of games won, as a tie-break' },
};

/** Tie-break values are sums of points: whole numbers, or halves and quarters; never long decimals. */
export function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
