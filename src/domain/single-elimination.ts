// Single elimination brackets over dense participant indices (0 = top seed … N-1 = bottom seed).
// Matches live in typed arrays so a bracket of a million players is a few megabytes, and every state
// change copies the arrays once (callers keep the previous bracket intact) then propagates only along the
// path a changed winner travels, which keeps both play and amendment cheap.

import { BYE, firstRoundSeats, type MatchSlotsView, packedSlotOutcome, slotView, TBD } from './bracket-slots.js';
import { MATCH_STATE, MATCH_STATE_NAMES, resultAppliesTo } from './duel-outcome.js';
import { bracketSize } from './seeding-order.js';
import type { BestOf, DuelResult } from './types.js';

export { BYE, TBD };

export interface SingleEliminationOptions {
  participantCount: number;
  thirdPlaceDecider?: boolean;
  /** Best-of per round, first round first; the last value repeats. The third-place decider uses the final's. */
  bestOf?: readonly BestOf[];
}

export interface SingleEliminationBracket {
  readonly participantCount: number;
  /** Bracket size: the smallest power of two ≥ participantCount. */
  readonly size: number;
  readonly roundCount: number;
  readonly thirdPlaceDecider: boolean;
  readonly bestOfPerRound: readonly BestOf[];
  /** Match ids of round r are roundOffsets[r] … roundOffsets[r+1]-1; the decider, if any, comes last. */
  readonly roundOffsets: Int32Array;
  readonly matchCount: number;
  /** Id of the third-place decider, or -1. */
  readonly thirdPlaceMatch: number;
  readonly opponent1: Int32Array;
  readonly opponent2: Int32Array;
  readonly state: Uint8Array;
  /** Winner's participant index, BYE for a match of two byes, TBD while undecided. */
  readonly winner: Int32Array;
  /** Stored results, possibly stale (recorded for opponents an amendment upstream replaced). */
  readonly results: readonly (DuelResult | undefined)[];
}

export interface BracketChange {
  bracket: SingleEliminationBracket;
  /** Matches whose opponents, state or winner differ from before, in id order. */
  changedMatches: number[];
  /** Matches that had a valid result which no longer applies because their opponents changed. */
  invalidatedMatches: number[];
}

export function createSingleElimination(options: SingleEliminationOptions): SingleEliminationBracket {
  const n = options.participantCount;
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`A bracket needs at least 2 participants, got ${n}`);
  const size = bracketSize(n);
  const roundCount = Math.log2(size);
  const thirdPlaceDecider = Boolean(options.thirdPlaceDecider) && roundCount >= 2;
  const given = options.bestOf && options.bestOf.length > 0 ? options.bestOf : [1 as BestOf];
  const bestOfPerRound: BestOf[] = [];
  for (let r = 0; r < roundCount; r++) bestOfPerRound.push(given[Math.min(r, given.length - 1)]);
  const roundOffsets = new Int32Array(roundCount + 1);
  for (let r = 0, offset = 0; r <= roundCount; r++) {
    roundOffsets[r] = offset;
    offset += size >> (r + 1);
  }
  const matchCount = size - 1 + (thirdPlaceDecider ? 1 : 0);
  const opponent1 = new Int32Array(matchCount).fill(TBD);
  const opponent2 = new Int32Array(matchCount).fill(TBD);
  const seats = firstRoundSeats(size, n);
  for (let i = 0; i < size / 2; i++) {
    opponent1[i] = seats[2 * i];
    opponent2[i] = seats[2 * i + 1];
  }
  const bracket: SingleEliminationBracket = {
    participantCount: n,
    size,
    roundCount,
    thirdPlaceDecider,
    bestOfPerRound,
    roundOffsets,
    matchCount,
    thirdPlaceMatch: thirdPlaceDecider ? size - 1 : -1,
    opponent1,
    opponent2,
    state: new Uint8Array(matchCount),
    winner: new Int32Array(matchCount).fill(TBD),
    results: new Array<DuelResult | undefined>(matchCount).fill(undefined),
  };
  resolveForward(bracket);
  return bracket;
}

/** Round index of a match (the decider belongs to the final round). */
export function matchRound(bracket: SingleEliminationBracket, matchId: number): number {
  if (matchId === bracket.thirdPlaceMatch) return bracket.roundCount - 1;
  // Round r holds ids size - size/2^r … size - size/2^(r+1) - 1, so size - id has ceil(log2) = roundCount - r.
  return bracket.roundCount - (32 - Math.clz32(bracket.size - matchId - 1));
}

/** Recomputes a match's state and winner from its opponents and stored result. */
function resolveMatch(b: SingleEliminationBracket, m: number, round: number): void {
  const p = b.opponent1[m];
  const q = b.opponent2[m];
  const packed = packedSlotOutcome(p, q, b.results[m], b.bestOfPerRound[round]);
  b.state[m] = packed >> 2;
  const side = packed & 3;
  b.winner[m] = side === 1 ? p : side === 2 ? q : TBD;
}

function loserOf(b: SingleEliminationBracket, m: number): number {
  const w = b.winner[m];
  if (w === TBD) return TBD;
  if (b.state[m] === MATCH_STATE.BYE) return BYE;
  return w === b.opponent1[m] ? b.opponent2[m] : b.opponent1[m];
}

/** Writes the winner (and, for semifinals, the loser) of match m into the matches it feeds. */
function feed(b: SingleEliminationBracket, m: number, round: number, onTouch?: (match: number) => void): void {
  if (round >= b.roundCount - 1) return;
  const index = m - b.roundOffsets[round];
  const next = b.roundOffsets[round + 1] + (index >> 1);
  const slot = (index & 1) === 0 ? b.opponent1 : b.opponent2;
  const w = b.winner[m];
  if (slot[next] !== w) {
    slot[next] = w;
    onTouch?.(next);
  }
  if (b.thirdPlaceDecider && round === b.roundCount - 2) {
    const deciderSlot = (index & 1) === 0 ? b.opponent1 : b.opponent2;
    const l = loserOf(b, m);
    if (deciderSlot[b.thirdPlaceMatch] !== l) {
      deciderSlot[b.thirdPlaceMatch] = l;
      onTouch?.(b.thirdPlaceMatch);
    }
  }
}

/** Resolves every match in id order; ids are topological (feeders before the matches they feed). */
function resolveForward(b: SingleEliminationBracket): void {
  for (let r = 0; r < b.roundCount; r++) {
    for (let m = b.roundOffsets[r]; m < b.roundOffsets[r + 1]; m++) {
      resolveMatch(b, m, r);
      feed(b, m, r);
    }
  }
  if (b.thirdPlaceMatch >= 0) resolveMatch(b, b.thirdPlaceMatch, b.roundCount - 1);
}

function copyBracket(b: SingleEliminationBracket): SingleEliminationBracket {
  return {
    ...b,
    opponent1: b.opponent1.slice(),
    opponent2: b.opponent2.slice(),
    state: b.state.slice(),
    winner: b.winner.slice(),
    results: b.results.slice(),
  };
}

export interface ResultEntry {
  matchId: number;
  /** undefined removes the stored result. */
  result: DuelResult | undefined;
}

/**
 * Records (or amends, or removes) results and propagates the consequences downstream. A result must name the
 * match's current opponents. Results of later matches whose opponents change are kept but become stale, so
 * an amendment followed by its inverse restores the bracket exactly.
 */
export function recordResults(bracket: SingleEliminationBracket, entries: readonly ResultEntry[]): BracketChange {
  const next = copyBracket(bracket);
  const results = next.results as (DuelResult | undefined)[];
  const touched = new Uint8Array(next.matchCount);
  const touchedList: number[] = [];
  const queue: number[] = [];
  const touch = (m: number) => {
    if (touched[m] === 0) {
      touched[m] = 1;
      touchedList.push(m);
    }
    queue.push(m);
  };
  for (const { matchId, result } of entries) {
    if (!Number.isInteger(matchId) || matchId < 0 || matchId >= next.matchCount) {
      throw new RangeError(`Unknown match ${matchId}`);
    }
    const [p, q] = [next.opponent1[matchId], next.opponent2[matchId]];
    if (result && (p < 0 || q < 0 || !resultAppliesTo(result, p, q))) {
      throw new RangeError(`Result for match ${matchId} does not name its opponents`);
    }
    results[matchId] = result;
    touch(matchId);
    // Propagate now so a later entry of the same batch sees the opponents this one produced.
    while (queue.length > 0) {
      const m = queue.pop() as number;
      const round = matchRound(next, m);
      resolveMatch(next, m, round);
      feed(next, m, round, touch);
    }
  }
  // A typed-array sort is numeric and much faster than sorting boxed numbers with a comparator.
  const touchedIds = Int32Array.from(touchedList).sort();
  const changedMatches: number[] = [];
  const invalidatedMatches: number[] = [];
  for (let i = 0; i < touchedIds.length; i++) {
    const m = touchedIds[i];
    if (
      next.opponent1[m] !== bracket.opponent1[m] ||
      next.opponent2[m] !== bracket.opponent2[m] ||
      next.state[m] !== bracket.state[m] ||
      next.winner[m] !== bracket.winner[m]
    ) {
      changedMatches.push(m);
    }
    const stored = bracket.results[m];
    if (
      stored &&
      next.results[m] === stored &&
      resultAppliesTo(stored, bracket.opponent1[m], bracket.opponent2[m]) &&
      !resultAppliesTo(stored, next.opponent1[m], next.opponent2[m])
    ) {
      invalidatedMatches.push(m);
    }
  }
  return { bracket: next, changedMatches, invalidatedMatches };
}

export function recordResult(
  bracket: SingleEliminationBracket,
  matchId: number,
  result: DuelResult | undefined,
): BracketChange {
  return recordResults(bracket, [{ matchId, result }]);
}

/** Rebuilds a bracket from scratch out of stored results: the reference the incremental path must equal. */
export function replaySingleElimination(
  options: SingleEliminationOptions,
  results: readonly (DuelResult | undefined)[],
): SingleEliminationBracket {
  const fresh = createSingleElimination(options);
  const stored = new Array<DuelResult | undefined>(fresh.matchCount);
  for (let m = 0; m < fresh.matchCount; m++) stored[m] = results[m];
  const bracket = { ...fresh, results: stored };
  resolveForward(bracket);
  return bracket;
}

/** True when the stored result of a match was recorded for other opponents. */
export function isResultStale(bracket: SingleEliminationBracket, matchId: number): boolean {
  const r = bracket.results[matchId];
  return r !== undefined && !resultAppliesTo(r, bracket.opponent1[matchId], bracket.opponent2[matchId]);
}

export function isBracketComplete(bracket: SingleEliminationBracket): boolean {
  const final = bracket.roundOffsets[bracket.roundCount - 1];
  if (bracket.winner[final] < 0) return false;
  return bracket.thirdPlaceMatch < 0 || bracket.winner[bracket.thirdPlaceMatch] !== TBD;
}

/** Champion's participant index, or -1 while the final is undecided. */
export function champion(bracket: SingleEliminationBracket): number {
  const w = bracket.winner[bracket.roundOffsets[bracket.roundCount - 1]];
  return w >= 0 ? w : -1;
}

/**
 * Final placement per participant (1-based), 0 while still undetermined. Losers of round r share place
 * (players entering round r+1) + 1: 1, 2, 3 (3/4 tied, or 3 and 4 through the decider), 5, 9, 17, …
 */
export function placements(bracket: SingleEliminationBracket): Int32Array {
  const place = new Int32Array(bracket.participantCount);
  const { roundCount, roundOffsets, state } = bracket;
  for (let r = 0; r < roundCount; r++) {
    const loserPlace = (bracket.size >> (r + 1)) + 1;
    for (let m = roundOffsets[r]; m < roundOffsets[r + 1]; m++) {
      const s = state[m];
      if (s !== MATCH_STATE.COMPLETED && s !== MATCH_STATE.WALKOVER) continue;
      const w = bracket.winner[m];
      place[w === bracket.opponent1[m] ? bracket.opponent2[m] : bracket.opponent1[m]] = loserPlace;
    }
  }
  const champ = champion(bracket);
  if (champ >= 0) place[champ] = 1;
  const decider = bracket.thirdPlaceMatch;
  if (decider >= 0 && bracket.winner[decider] >= 0) {
    place[bracket.winner[decider]] = 3;
    const s = state[decider];
    if (s === MATCH_STATE.COMPLETED || s === MATCH_STATE.WALKOVER) {
      const w = bracket.winner[decider];
      place[w === bracket.opponent1[decider] ? bracket.opponent2[decider] : bracket.opponent1[decider]] = 4;
    }
  }
  return place;
}

export interface BracketMatchView extends MatchSlotsView {
  id: number;
  round: number;
  /** Position within the round (0-based); the decider has position 1 in the final round. */
  position: number;
  isThirdPlaceDecider: boolean;
}

export function describeMatch(bracket: SingleEliminationBracket, matchId: number): BracketMatchView {
  const round = matchRound(bracket, matchId);
  const isDecider = matchId === bracket.thirdPlaceMatch;
  const w = bracket.winner[matchId];
  return {
    id: matchId,
    round,
    position: isDecider ? 1 : matchId - bracket.roundOffsets[round],
    isThirdPlaceDecider: isDecider,
    bestOf: bracket.bestOfPerRound[round],
    opponent1: slotView(bracket.opponent1[matchId]),
    opponent2: slotView(bracket.opponent2[matchId]),
    state: MATCH_STATE_NAMES[bracket.state[matchId]],
    winner: w >= 0 ? w : null,
    resultStale: isResultStale(bracket, matchId),
  };
}

/**
 * Ids of matches whose two opponents are known and that still wait for a (valid) result, in the given round
 * (the decider counts as the final round) or in the whole bracket.
 */
export function playableMatches(bracket: SingleEliminationBracket, round?: number): number[] {
  const ids: number[] = [];
  const from = round === undefined ? 0 : bracket.roundOffsets[round];
  const to = round === undefined ? bracket.matchCount : bracket.roundOffsets[round + 1];
  const state = bracket.state;
  for (let m = from; m < to; m++) {
    const s = state[m];
    if (s === MATCH_STATE.READY || s === MATCH_STATE.IN_PROGRESS || s === MATCH_STATE.NEEDS_ORGANIZER_DECISION) {
      ids.push(m);
    }
  }
  if (round === bracket.roundCount - 1 && bracket.thirdPlaceMatch >= 0) {
    const s = state[bracket.thirdPlaceMatch];
    if (s === MATCH_STATE.READY || s === MATCH_STATE.IN_PROGRESS || s === MATCH_STATE.NEEDS_ORGANIZER_DECISION) {
      ids.push(bracket.thirdPlaceMatch);
    }
  }
  return ids;
}
