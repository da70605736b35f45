// The fixed shape of a double elimination bracket: match ids, rounds, best-of and where each match sends its
// winner and its loser. Built once per bracket and shared by every state of it (never copied on a result).
//
// Ids, in an order where every match comes after the matches that feed it:
//   winners bracket  0 … S-2      round r holds S - S/2^r … S - S/2^(r+1) - 1 (the single elimination layout)
//   losers bracket   S-1 … 2S-4   2(k-1) rounds; round L holds S / 2^(⌊L/2⌋+2) matches
//   grand final      2S-3, and the bracket reset 2S-2 when there is one
// Losers round 0 pairs the losers of winners round 0 (matches 2i and 2i+1). Each odd losers round 2j-1 takes
// the losers of winners round j (the "drops") against the survivors of the losers bracket; each even round
// after that halves the survivors.
//
// Drop order. A rematch is possible in a losers match when one side may hold a player that the other side's
// player beat in the winners bracket. Losers round 0 pairs first-round losers in order; each later drop round
// reorders the losers it receives with the named orderings of brackets-manager (src/ordering.ts): reverse,
// then half_shift, then reverse_half_shift, then pair_flip for every later round (a round of two matches
// reversed, of one as is). Searched exhaustively over those orderings for every size up to 256, this sequence
// pushes the first losers round where a rematch can happen as late as any can: round 3 of 4 for 8 entrants,
// 4 of 6 for 16, 5 of 8 for 32, 7 of 10 for 64, 8 of 12 for 128, 9 of 14 for 256 (and round 9 for every larger
// size checked, up to 2,048). For 8 entrants it is brackets-manager's default; for 16, 64 and 128 its defaults
// allow a rematch one round earlier.

import { bracketSize } from './seeding-order.js';
import type { BestOf } from './types.js';

export type GrandFinalOption = 'NONE' | 'SINGLE' | 'WITH_RESET';
export const GRAND_FINAL_OPTIONS: readonly GrandFinalOption[] = ['NONE', 'SINGLE', 'WITH_RESET'];

export type BracketSide = 'WINNERS' | 'LOSERS' | 'GRAND_FINAL';

export interface DoubleEliminationLayoutOptions {
  participantCount: number;
  grandFinal?: GrandFinalOption;
  /** Best-of per winners round, first round first; the last value repeats. */
  winnersBestOf?: readonly BestOf[];
  /** Best-of per losers round; the last value repeats. Defaults to the winners bracket's first value. */
  losersBestOf?: readonly BestOf[];
  /** Best-of of the grand final and of its reset; the last value repeats. Defaults to the winners final's. */
  grandFinalBestOf?: readonly BestOf[];
}

export interface DoubleEliminationLayout {
  readonly participantCount: number;
  /** Winners bracket size: the smallest power of two ≥ participantCount (at least 4). */
  readonly size: number;
  readonly winnersRoundCount: number;
  readonly losersRoundCount: number;
  readonly grandFinal: GrandFinalOption;
  /** Match ids of winners round r are winnersRoundOffsets[r] … winnersRoundOffsets[r+1]-1. */
  readonly winnersRoundOffsets: Int32Array;
  /** Match ids of losers round L are losersRoundOffsets[L] … losersRoundOffsets[L+1]-1. */
  readonly losersRoundOffsets: Int32Array;
  /** Id of the grand final, or -1 (NONE). */
  readonly grandFinalMatch: number;
  /** Id of the bracket reset, or -1 (NONE and SINGLE). */
  readonly resetMatch: number;
  readonly matchCount: number;
  /** Where the winner goes: target id × 2 + slot (0 = first opponent), or -1. */
  readonly winnerTo: Int32Array;
  /** Where the loser goes (winners bracket only): target id × 2 + slot, or -1 when the loser is out. */
  readonly loserTo: Int32Array;
  /** Round of each match within its side (grand final 0, reset 1). */
  readonly roundOf: Uint8Array;
  readonly bestOf: Uint8Array;
  readonly bestOfWinners: readonly BestOf[];
  readonly bestOfLosers: readonly BestOf[];
  readonly bestOfGrandFinal: readonly BestOf[];
}

function perRound(given: readonly BestOf[] | undefined, fallback: BestOf, rounds: number): BestOf[] {
  const list = given && given.length > 0 ? given : [fallback];
  const out: BestOf[] = [];
  for (let r = 0; r < rounds; r++) out.push(list[Math.min(r, list.length - 1)]);
  return out;
}

/** Matches in losers round L of a bracket of size S. */
export function losersRoundSize(size: number, round: number): number {
  return size >> ((round >> 1) + 2);
}

/**
 * The losers-round-(2j-1) match that receives the loser of winners round j (≥ 1), match i: the inverse of the
 * round's ordering (all four are their own inverse).
 */
export function dropTarget(size: number, winnersRound: number, index: number): number {
  const count = size >> (winnersRound + 1);
  if (count < 2) return index;
  const half = count >> 1;
  switch (winnersRound) {
    case 1: // reverse
      return count - 1 - index;
    case 2: // half_shift
      return (index + half) % count;
    case 3: // reverse_half_shift: each half reversed in place
      return index < half ? half - 1 - index : count - 1 - index + half;
    default: // pair_flip
      return index ^ 1;
  }
}

export function createDoubleEliminationLayout(options: DoubleEliminationLayoutOptions): DoubleEliminationLayout {
  const n = options.participantCount;
  if (!Number.isInteger(n) || n < 3) throw new RangeError(`Double elimination needs at least 3 participants, got ${n}`);
  const grandFinal = options.grandFinal ?? 'WITH_RESET';
  if (!GRAND_FINAL_OPTIONS.includes(grandFinal)) throw new RangeError(`Unknown grand final option ${grandFinal}`);
  const size = bracketSize(n);
  const k = Math.log2(size);
  const losersRoundCount = 2 * (k - 1);
  const bestOfWinners = perRound(options.winnersBestOf, 1, k);
  const bestOfLosers = perRound(options.losersBestOf, bestOfWinners[0], losersRoundCount);
  const gfCount = grandFinal === 'NONE' ? 0 : grandFinal === 'SINGLE' ? 1 : 2;
  const bestOfGrandFinal = perRound(options.grandFinalBestOf, bestOfWinners[k - 1], gfCount);

  const winnersRoundOffsets = new Int32Array(k + 1);
  for (let r = 0; r <= k; r++) winnersRoundOffsets[r] = size - (size >> r);
  const losersRoundOffsets = new Int32Array(losersRoundCount + 1);
  losersRoundOffsets[0] = size - 1;
  for (let L = 0; L < losersRoundCount; L++) {
    losersRoundOffsets[L + 1] = losersRoundOffsets[L] + losersRoundSize(size, L);
  }
  const grandFinalMatch = gfCount > 0 ? 2 * size - 3 : -1;
  const resetMatch = gfCount > 1 ? 2 * size - 2 : -1;
  const matchCount = 2 * size - 3 + gfCount;

  const winnerTo = new Int32Array(matchCount).fill(-1);
  const loserTo = new Int32Array(matchCount).fill(-1);
  const roundOf = new Uint8Array(matchCount);
  const bestOf = new Uint8Array(matchCount);

  for (let r = 0; r < k; r++) {
    const from = winnersRoundOffsets[r];
    const to = winnersRoundOffsets[r + 1];
    const drops = r === 0 ? losersRoundOffsets[0] : losersRoundOffsets[2 * r - 1];
    for (let m = from; m < to; m++) {
      const i = m - from;
      roundOf[m] = r;
      bestOf[m] = bestOfWinners[r];
      if (r < k - 1) winnerTo[m] = (winnersRoundOffsets[r + 1] + (i >> 1)) * 2 + (i & 1);
      else if (grandFinalMatch >= 0) winnerTo[m] = grandFinalMatch * 2;
      // Round 0 losers pair up in order; later losers drop in as second opponent of the neighbouring region.
      loserTo[m] = r === 0 ? (drops + (i >> 1)) * 2 + (i & 1) : (drops + dropTarget(size, r, i)) * 2 + 1;
    }
  }
  for (let L = 0; L < losersRoundCount; L++) {
    const from = losersRoundOffsets[L];
    const to = losersRoundOffsets[L + 1];
    for (let m = from; m < to; m++) {
      const x = m - from;
      roundOf[m] = L;
      bestOf[m] = bestOfLosers[L];
      if (L === losersRoundCount - 1) {
        if (grandFinalMatch >= 0) winnerTo[m] = grandFinalMatch * 2 + 1;
      } else if ((L & 1) === 0) {
        // Even rounds feed the drop round after them one to one: the survivor is the first opponent.
        winnerTo[m] = (losersRoundOffsets[L + 1] + x) * 2;
      } else {
        winnerTo[m] = (losersRoundOffsets[L + 1] + (x >> 1)) * 2 + (x & 1);
      }
    }
  }
  if (grandFinalMatch >= 0) bestOf[grandFinalMatch] = bestOfGrandFinal[0];
  if (resetMatch >= 0) {
    roundOf[resetMatch] = 1;
    bestOf[resetMatch] = bestOfGrandFinal[1];
  }
  return {
    participantCount: n,
    size,
    winnersRoundCount: k,
    losersRoundCount,
    grandFinal,
    winnersRoundOffsets,
    losersRoundOffsets,
    grandFinalMatch,
    resetMatch,
    matchCount,
    winnerTo,
    loserTo,
    roundOf,
    bestOf,
    bestOfWinners,
    bestOfLosers,
    bestOfGrandFinal,
  };
}

export function bracketSideOf(layout: DoubleEliminationLayout, matchId: number): BracketSide {
  if (matchId < layout.size - 1) return 'WINNERS';
  if (matchId < 2 * layout.size - 3) return 'LOSERS';
  return 'GRAND_FINAL';
}

/** "Winners Round 1" … "Winners Final", "Losers Round 1" … "Losers Final", "Grand Final", "Grand Final Reset". */
export function doubleEliminationRoundName(layout: DoubleEliminationLayout, side: BracketSide, round: number): string {
  if (side === 'GRAND_FINAL') return round === 0 ? 'Grand Final' : 'Grand Final Reset';
  const count = side === 'WINNERS' ? layout.winnersRoundCount : layout.losersRoundCount;
  const name = side === 'WINNERS' ? 'Winners' : 'Losers';
  if (round === count - 1) return `${name} Final`;
  if (side === 'WINNERS' && round === count - 2) return 'Winners Semifinals';
  return `${name} Round ${round + 1}`;
}
