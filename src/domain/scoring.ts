// Points from the scoring system of SPEC §3: rank ranges, in-game metrics × factor, win/loss/bye points and
// the forfeit penalty.

import type { FfaGameResult, RankRange, ScoringSystem } from './types.js';

/** Points for an in-game rank from the first range that contains it; 0 when no range does. */
export function rankPoints(rankRanges: readonly RankRange[], rank: number): number {
  for (const range of rankRanges) if (rank >= range.startRank && rank <= range.endRank) return range.points;
  return 0;
}

/**
 * An FFA game result as it is stored: a forfeit carries neither rank nor metric scores (SPEC §5), and metric
 * scores are kept only when every one of them is a number.
 */
export function normalizeFfaResult(result: FfaGameResult): FfaGameResult {
  if (isNormalized(result)) return result;
  if (result.isForfeit) return { gameIndex: result.gameIndex, isForfeit: true };
  const out: FfaGameResult = { gameIndex: result.gameIndex, isForfeit: false };
  if (result.ingameRank !== undefined && result.ingameRank !== null) out.ingameRank = result.ingameRank;
  const metrics = result.ingameMetricScores;
  if (metrics && metrics.length > 0 && metrics.every((m) => typeof m?.score === 'number' && Number.isFinite(m.score))) {
    out.ingameMetricScores = metrics.map((m) => ({ score: m.score }));
  }
  return out;
}

/** Already in stored shape: nothing to drop, so large batches skip copying. */
function isNormalized(result: FfaGameResult): boolean {
  if (result.isForfeit) return result.ingameRank === undefined && result.ingameMetricScores === undefined;
  if (result.ingameRank === null) return false;
  const metrics = result.ingameMetricScores;
  if (metrics === undefined) return true;
  if (metrics === null || metrics.length === 0) return false;
  for (let i = 0; i < metrics.length; i++) {
    const score = metrics[i]?.score;
    if (typeof score !== 'number' || !Number.isFinite(score)) return false;
  }
  return true;
}

/**
 * Points of one FFA game: the forfeit penalty on forfeit; otherwise rank points (when rank ranges are set and a
 * rank was reported) plus each metric score times its factor (metrics align with scoring.ingameMetrics).
 */
export function ffaGamePoints(scoring: ScoringSystem, result: FfaGameResult): number {
  if (result.isForfeit) return scoring.forfeitPenalty;
  let points = 0;
  if (result.ingameRank !== undefined && scoring.rankRanges.length > 0) {
    points += rankPoints(scoring.rankRanges, result.ingameRank);
  }
  const scores = result.ingameMetricScores;
  if (scores) {
    const metrics = scoring.ingameMetrics;
    for (let i = 0; i < scores.length && i < metrics.length; i++) points += scores[i].score * metrics[i].factor;
  }
  return points;
}

export type DuelPointsOutcome = 'WIN' | 'LOSS' | 'BYE' | 'WALKOVER_WIN' | 'FORFEIT_LOSS';

/** Points of one duel outcome; the side that forfeits gets the loss points plus the (non-positive) penalty. */
export function duelPoints(
  scoring: Pick<ScoringSystem, 'winPoints' | 'lossPoints' | 'byePoints' | 'forfeitPenalty'>,
  outcome: DuelPointsOutcome,
): number {
  switch (outcome) {
    case 'WIN':
    case 'WALKOVER_WIN':
      return scoring.winPoints;
    case 'LOSS':
      return scoring.lossPoints;
    case 'BYE':
      return scoring.byePoints;
    case 'FORFEIT_LOSS':
      return scoring.lossPoints + scoring.forfeitPenalty;
  }
}
