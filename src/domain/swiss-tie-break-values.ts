// Buchholz, Buchholz cut-1 and Sonneborn-Berger of every participant, with two rules for unplayed rounds.
//
// DUMMY_OPPONENT (default; FIDE Tie-Break Regulations 2023/2024, article 16): a round without a game (a bye,
// a walkover win, a forfeit loss, a round after the participant dropped) counts as a game against a dummy
// opponent who has the participant's own final points. Forfeit losses and rounds missed after dropping are
// voluntarily unplayed rounds, and cut-1 removes one of those before any real opponent. Sonneborn-Berger adds
// the dummy's points times the result of that round (a walkover win 1; a bye its points as a share of a
// win's, so a full-point bye 1; a forfeit loss or a missed round 0). FIDE's further rule for the opponents of
// a participant who withdrew (or was disqualified): in their Buchholz and Sonneborn-Berger, the rounds the
// participant missed after leaving count as played draws in the participant's score (half a win's points more
// than a loss), so meeting someone before they left does not cost their opponents the rounds they never played.
// NOT_COUNTED (the earlier rule): a bye or missed round adds nothing; a forfeit counts the real opponent in
// Buchholz; Sonneborn-Berger counts games actually won. Bye recipients then rank below equal records.
//
// Worked example (3 points a win, 3 a bye). A plays three rounds: beats B (B ends with 6 points), has the bye,
// loses to C (C ends with 9). A ends with 6 points.
//   NOT_COUNTED:    Buchholz 6 + 9 = 15; cut-1 15 − 6 = 9; Sonneborn-Berger 6 (B).
//   DUMMY_OPPONENT: the bye is a game against a 6-point dummy: Buchholz 6 + 6 + 9 = 21; cut-1 21 − 6 = 15;
//                   Sonneborn-Berger 6 (B) + 6 × 1 (the dummy) = 12.
// Had B left before the last two rounds with those 6 points, A would count B as 6 + 2 × 1.5 = 9 (B's own
// tie-breaks still use B's 6).
// D, with the same 6 points from beating 3-point and 6-point players and losing to a 9-point one, has
// Buchholz 18 under both rules: A ranked below D only because the pairing gave A the bye; now A's bye
// round is valued like a game against an opponent of A's own strength.

import { OUTCOME } from './swiss-outcome.js';

export type UnplayedRoundsRule = 'DUMMY_OPPONENT' | 'NOT_COUNTED';

export interface TieBreakInput {
  rounds: number;
  points: Float64Array;
  /** opponent[p * rounds + r], -1 for bye or not paired. */
  opponents: Int32Array;
  /** outcome[p * rounds + r], see OUTCOME. */
  outcomes: Uint8Array;
  /** Share of a win that a bye is worth: (byePoints − lossPoints) / (winPoints − lossPoints). */
  byeShare: number;
  /** What a draw would be worth: halfway between a win's and a loss's points. */
  drawPoints: number;
  rule: UnplayedRoundsRule;
}

export interface TieBreakValues {
  buchholz: Float64Array;
  buchholzCut1: Float64Array;
  sonnebornBerger: Float64Array;
}

export function swissTieBreakValues(input: TieBreakInput): TieBreakValues {
  const { rounds: R, points, opponents, outcomes, byeShare } = input;
  const n = points.length;
  const buchholz = new Float64Array(n);
  const buchholzCut1 = new Float64Array(n);
  const sonnebornBerger = new Float64Array(n);
  const dummy = input.rule === 'DUMMY_OPPONENT';
  // The score each participant's opponents count: FIDE's rule draws the rounds missed after leaving.
  const counted = dummy ? scoreWithMissedRoundsDrawn(input) : points;
  for (let p = 0; p < n; p++) {
    let sum = 0;
    let lowest = Infinity;
    let voluntarilyUnplayed = false;
    let sb = 0;
    for (let r = 0, i = p * R; r < R; r++, i++) {
      const o = opponents[i];
      const outcome = outcomes[i];
      const played = o >= 0 && outcome !== OUTCOME.WALKOVER_WIN && outcome !== OUTCOME.FORFEIT_LOSS;
      if (played) {
        const op = counted[o];
        sum += op;
        if (op < lowest) lowest = op;
        if (outcome === OUTCOME.WIN) sb += op;
      } else if (dummy) {
        const own = points[p];
        sum += own;
        if (own < lowest) lowest = own;
        if (outcome === OUTCOME.FORFEIT_LOSS || (o < 0 && outcome !== OUTCOME.BYE)) voluntarilyUnplayed = true;
        if (outcome === OUTCOME.WALKOVER_WIN) sb += own;
        else if (outcome === OUTCOME.BYE) sb += own * byeShare;
      } else if (o >= 0) {
        // NOT_COUNTED: a forfeit still counts the real opponent in Buchholz, never in Sonneborn-Berger.
        const op = points[o];
        sum += op;
        if (op < lowest) lowest = op;
      }
    }
    buchholz[p] = sum;
    // FIDE cuts a voluntarily unplayed round first (its contribution is the participant's own points).
    const cut = voluntarilyUnplayed ? points[p] : lowest;
    buchholzCut1[p] = cut === Infinity ? 0 : sum - cut;
    sonnebornBerger[p] = sb;
  }
  return { buchholz, buchholzCut1, sonnebornBerger };
}

/**
 * Each participant's points plus a draw for every round they were not paired in without a bye (the rounds after
 * they dropped or were disqualified): the score their opponents count under FIDE's rule.
 */
function scoreWithMissedRoundsDrawn(input: TieBreakInput): Float64Array {
  const { rounds: R, points, opponents, outcomes, drawPoints } = input;
  const counted = Float64Array.from(points);
  for (let p = 0; p < points.length; p++) {
    for (let r = 0, i = p * R; r < R; r++, i++) {
      if (opponents[i] < 0 && outcomes[i] === OUTCOME.NONE) counted[p] += drawPoints;
    }
  }
  return counted;
}
