// Where a single elimination match sends its winner (and, from the semifinals, its loser), by arithmetic on the
// bracket layout of single-elimination.ts: round r holds ids roundOffsets[r] … roundOffsets[r+1]-1, match k of
// round r feeds match k/2 of round r+1 (slot k mod 2), and the decider comes last. A score report uses this to
// advance one winner without building the whole bracket (a report rush must not replay 16,384 matches).

import { bracketSize } from './seeding-order.js';

export interface BracketLayout {
  size: number;
  roundCount: number;
  /** Id of the third-place decider, or -1. */
  thirdPlaceMatch: number;
}

export interface BracketFeed {
  /** The match the winner goes to, and its slot (0 = first opponent, 1 = second); null after the final. */
  winnerTo: { matchId: number; slot: 0 | 1 } | null;
  /** Semifinal losers go to the third-place decider, when there is one. */
  loserTo: { matchId: number; slot: 0 | 1 } | null;
}

export function bracketLayout(participantCount: number, thirdPlaceDecider: boolean): BracketLayout {
  const size = bracketSize(participantCount);
  const roundCount = Math.log2(size);
  const decider = thirdPlaceDecider && roundCount >= 2;
  return { size, roundCount, thirdPlaceMatch: decider ? size - 1 : -1 };
}

/** First match id of round r: size - size / 2^r. */
export function roundOffset(layout: BracketLayout, round: number): number {
  return layout.size - (layout.size >> round);
}

export function roundOfMatch(layout: BracketLayout, matchId: number): number {
  if (matchId === layout.thirdPlaceMatch) return layout.roundCount - 1;
  return layout.roundCount - (32 - Math.clz32(layout.size - matchId - 1));
}

export function bracketFeed(layout: BracketLayout, matchId: number): BracketFeed {
  if (matchId === layout.thirdPlaceMatch) return { winnerTo: null, loserTo: null };
  const round = roundOfMatch(layout, matchId);
  if (round >= layout.roundCount - 1) return { winnerTo: null, loserTo: null };
  const index = matchId - roundOffset(layout, round);
  const slot = (index & 1) as 0 | 1;
  const winnerTo = { matchId: roundOffset(layout, round + 1) + (index >> 1), slot };
  const loserTo =
    layout.thirdPlaceMatch >= 0 && round === layout.roundCount - 2 ? { matchId: layout.thirdPlaceMatch, slot } : null;
  return { winnerTo, loserTo };
}

/** "Final", "Semifinals", "Quarterfinals", else "Round n" (1-based). */
export function bracketRoundName(layout: BracketLayout, round: number): string {
  const fromEnd = layout.roundCount - 1 - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semifinals';
  if (fromEnd === 2) return 'Quarterfinals';
  return `Round ${round + 1}`;
}
