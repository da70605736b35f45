// How a duel stands given its best-of and its recorded result: who won, or what is still missing.
// Shared by single elimination, Swiss and DUEL matchups.

import type { BestOf, DuelResult } from './types.js';

/** Match states as small integers so brackets of a million matches fit in a Uint8Array. */
export const MATCH_STATE = {
  /** Waiting for one or both opponents. */
  PENDING: 0,
  /** Both opponents known, no game reported. */
  READY: 1,
  /** Some games reported, nobody reached the wins needed yet. */
  IN_PROGRESS: 2,
  /** All games played and level (best-of-2 at 1–1, or drawn games): the organizer must pick the winner. */
  NEEDS_ORGANIZER_DECISION: 3,
  COMPLETED: 4,
  /** Forfeit or disqualification: the opponent advances without playing. */
  WALKOVER: 5,
  /** Only one opponent exists (bracket bye): it advances. */
  BYE: 6,
} as const;
export type MatchStateCode = (typeof MATCH_STATE)[keyof typeof MATCH_STATE];
export type MatchStateName = keyof typeof MATCH_STATE;
export const MATCH_STATE_NAMES: readonly MatchStateName[] = [
  'PENDING',
  'READY',
  'IN_PROGRESS',
  'NEEDS_ORGANIZER_DECISION',
  'COMPLETED',
  'WALKOVER',
  'BYE',
];

/** Game wins needed to take a best-of-n: a majority (best-of-2 needs 2). */
export function winsNeeded(bestOf: BestOf): number {
  return Math.floor(bestOf / 2) + 1;
}

/** Whether `result` was recorded for exactly these two opponents (in either order). */
export function resultAppliesTo(result: DuelResult, a: number, b: number): boolean {
  const [p, q] = result.participants;
  return (p === a && q === b) || (p === b && q === a);
}

/**
 * Packed outcome for the hot path: state * 4 + side, side 0 = none, 1 = `a` won, 2 = `b` won.
 * The caller has already checked that `result` applies to (a, b).
 */
export function packedDuelOutcome(a: number, b: number, result: DuelResult, bestOf: BestOf): number {
  const loserByRule =
    result.disqualified === a || result.disqualified === b
      ? result.disqualified
      : result.forfeit === a || result.forfeit === b
        ? result.forfeit
        : undefined;
  if (loserByRule !== undefined) return MATCH_STATE.WALKOVER * 4 + (loserByRule === a ? 2 : 1);
  if (result.decision === a) return MATCH_STATE.COMPLETED * 4 + 1;
  if (result.decision === b) return MATCH_STATE.COMPLETED * 4 + 2;
  const games = result.games;
  if (!games || games.length === 0) return MATCH_STATE.READY * 4;
  const swapped = result.participants[0] !== a;
  const needed = winsNeeded(bestOf);
  const played = Math.min(games.length, bestOf);
  let winsA = 0;
  let winsB = 0;
  for (let g = 0; g < played; g++) {
    const s = games[g].score;
    const first = swapped ? s[1] : s[0];
    const second = swapped ? s[0] : s[1];
    if (first > second) winsA++;
    else if (second > first) winsB++;
    if (winsA >= needed) return MATCH_STATE.COMPLETED * 4 + 1;
    if (winsB >= needed) return MATCH_STATE.COMPLETED * 4 + 2;
  }
  // Every game of the series was played and nobody has a majority: only the organizer can settle it.
  if (played >= bestOf) return MATCH_STATE.NEEDS_ORGANIZER_DECISION * 4;
  return MATCH_STATE.IN_PROGRESS * 4;
}

export interface DuelOutcome {
  state: MatchStateName;
  /** Winner's participant index, or -1. */
  winner: number;
  /** Loser's participant index, or -1. */
  loser: number;
}

/** Readable form of packedDuelOutcome for callers off the hot path. */
export function evaluateDuel(a: number, b: number, result: DuelResult | undefined, bestOf: BestOf): DuelOutcome {
  if (!result || !resultAppliesTo(result, a, b)) return { state: 'READY', winner: -1, loser: -1 };
  const packed = packedDuelOutcome(a, b, result, bestOf);
  const side = packed & 3;
  return {
    state: MATCH_STATE_NAMES[packed >> 2],
    winner: side === 1 ? a : side === 2 ? b : -1,
    loser: side === 1 ? b : side === 2 ? a : -1,
  };
}
