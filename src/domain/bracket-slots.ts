// The two slots of a bracket match and what follows from them, shared by single and double elimination: a slot
// holds a participant index, TBD (its feeder is undecided) or BYE (never filled); the first round is seated by
// the standard seeding order; a match's state and winner follow from its slots and its stored result.

import { MATCH_STATE, type MatchStateName, packedDuelOutcome, resultAppliesTo } from './duel-outcome.js';
import { standardSeedingOrder } from './seeding-order.js';
import type { BestOf, DuelResult } from './types.js';

/** Opponent slot not known yet (waiting for an earlier match). */
export const TBD = -1;
/** Opponent slot that will never be filled: the other side advances. */
export const BYE = -2;

/** First-round slots of a bracket of `size` (a power of two ≥ n): seats[2i] meets seats[2i + 1], BYE for a missing seed. */
export function firstRoundSeats(size: number, participantCount: number): Int32Array {
  const order = standardSeedingOrder(size);
  const seats = new Int32Array(size);
  for (let i = 0; i < size; i++) seats[i] = order[i] <= participantCount ? order[i] - 1 : BYE;
  return seats;
}

/**
 * State and winner of a match from its slots p, q and stored result, packed as state * 4 + side (1 when p won,
 * 2 when q won, 0 while nobody has). A result recorded for other opponents (stale) counts as none.
 */
export function packedSlotOutcome(p: number, q: number, result: DuelResult | undefined, bestOf: BestOf): number {
  if (p === TBD || q === TBD) return MATCH_STATE.PENDING * 4;
  // With two byes the "winner" is the second bye, so the next match gets a bye too.
  if (p === BYE || q === BYE) return MATCH_STATE.BYE * 4 + (p === BYE ? 2 : 1);
  if (!result || !resultAppliesTo(result, p, q)) return MATCH_STATE.READY * 4;
  return packedDuelOutcome(p, q, result, bestOf);
}

export function slotView(value: number): number | 'BYE' | null {
  return value === BYE ? 'BYE' : value === TBD ? null : value;
}

/** What a match view shows of its slots and outcome, alike in single and double elimination. */
export interface MatchSlotsView {
  bestOf: BestOf;
  /** Participant index, 'BYE' or null while unknown. */
  opponent1: number | 'BYE' | null;
  opponent2: number | 'BYE' | null;
  state: MatchStateName;
  winner: number | null;
  resultStale: boolean;
}
