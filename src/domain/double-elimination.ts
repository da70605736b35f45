// Double elimination over dense participant indices (0 = top seed), on the fixed layout of
// double-elimination-layout.ts. Like single elimination, match state lives in typed arrays, a change copies
// them once (the previous bracket stays intact) and then follows only the paths the changed winners and losers
// travel, through both brackets and the grand final.

import {
  MATCH_STATE,
  MATCH_STATE_NAMES,
  type MatchStateName,
  packedDuelOutcome,
  resultAppliesTo,
} from './duel-outcome.js';
import {
  bracketSideOf,
  createDoubleEliminationLayout,
  type BracketSide,
  type DoubleEliminationLayout,
  type DoubleEliminationLayoutOptions,
} from './double-elimination-layout.js';
import { standardSeedingOrder } from './seeding-order.js';
import { BYE, TBD, type ResultEntry } from './single-elimination.js';
import type { BestOf, DuelResult } from './types.js';

export type DoubleEliminationOptions = DoubleEliminationLayoutOptions;

export interface DoubleEliminationBracket {
  readonly layout: DoubleEliminationLayout;
  readonly participantCount: number;
  readonly matchCount: number;
  readonly opponent1: Int32Array;
  readonly opponent2: Int32Array;
  readonly state: Uint8Array;
  /** Winner's participant index, BYE for a match of two byes, TBD while undecided. */
  readonly winner: Int32Array;
  /**
   * Stored result of each match as an index into resultLog, -1 for none; possibly stale (recorded for opponents
   * an amendment upstream replaced). Read with doubleEliminationResult.
   */
  readonly resultIndex: Int32Array;
  /**
   * Every result ever recorded, append-only and shared by all states of the bracket: a change copies the index
   * (plain integers) instead of an array of a million references the garbage collector would scan each time.
   */
  readonly resultLog: DuelResult[];
  /**
   * 1-based place of the players a losers round eliminates (ties by round, as start.gg reports them: 3, 4,
   * 5–6, 7–8, 9–12, …), fixed at creation from where the byes fall.
   */
  readonly losersRoundPlace: Int32Array;
}

/** The change shape of single elimination's recordResults, so the same amendment preview serves both. */
export interface DoubleEliminationChange {
  bracket: DoubleEliminationBracket;
  /** Matches whose opponents, state or winner differ from before, in id order. */
  changedMatches: number[];
  /** Matches that had a valid result which no longer applies because their opponents changed. */
  invalidatedMatches: number[];
}

function isDecided(state: number): boolean {
  return state === MATCH_STATE.COMPLETED || state === MATCH_STATE.WALKOVER;
}

export function createDoubleElimination(options: DoubleEliminationOptions): DoubleEliminationBracket {
  const layout = createDoubleEliminationLayout(options);
  const { size, matchCount } = layout;
  const n = layout.participantCount;
  const opponent1 = new Int32Array(matchCount).fill(TBD);
  const opponent2 = new Int32Array(matchCount).fill(TBD);
  const order = standardSeedingOrder(size);
  for (let i = 0; i < size / 2; i++) {
    const s1 = order[2 * i];
    const s2 = order[2 * i + 1];
    opponent1[i] = s1 <= n ? s1 - 1 : BYE;
    opponent2[i] = s2 <= n ? s2 - 1 : BYE;
  }
  const bracket: DoubleEliminationBracket = {
    layout,
    participantCount: n,
    matchCount,
    opponent1,
    opponent2,
    state: new Uint8Array(matchCount),
    winner: new Int32Array(matchCount).fill(TBD),
    resultIndex: new Int32Array(matchCount).fill(-1),
    resultLog: [],
    losersRoundPlace: losersRoundPlaces(layout, opponent1, opponent2),
  };
  resolveForward(bracket);
  return bracket;
}

/**
 * Place of each losers round's eliminated players: 1 + the players that outlast that round. Byes come only
 * from winners round 0, so whether a match will hold two real players is known before anyone plays: a slot fed
 * by a winner is real when its feeder holds anyone real, a slot fed by a loser when its feeder holds two.
 */
function losersRoundPlaces(layout: DoubleEliminationLayout, opponent1: Int32Array, opponent2: Int32Array): Int32Array {
  const { matchCount, winnerTo, loserTo, losersRoundOffsets, losersRoundCount } = layout;
  const sideReal = new Uint8Array(2 * matchCount);
  for (let m = 0; m < layout.size / 2; m++) {
    sideReal[2 * m] = opponent1[m] >= 0 ? 1 : 0;
    sideReal[2 * m + 1] = opponent2[m] >= 0 ? 1 : 0;
  }
  const place = new Int32Array(losersRoundCount);
  let outlasting = layout.participantCount;
  for (let m = 0; m < matchCount; m++) {
    const any = sideReal[2 * m] | sideReal[2 * m + 1];
    const both = sideReal[2 * m] & sideReal[2 * m + 1];
    if (winnerTo[m] >= 0) sideReal[winnerTo[m]] = any;
    if (loserTo[m] >= 0) sideReal[loserTo[m]] = both;
  }
  for (let L = 0; L < losersRoundCount; L++) {
    for (let m = losersRoundOffsets[L]; m < losersRoundOffsets[L + 1]; m++) {
      outlasting -= sideReal[2 * m] & sideReal[2 * m + 1];
    }
    place[L] = outlasting + 1;
  }
  return place;
}

/** Recomputes a match's state and winner from its opponents and stored result. */
function resolveMatch(b: DoubleEliminationBracket, m: number): void {
  const p = b.opponent1[m];
  const q = b.opponent2[m];
  const { state, winner } = b;
  if (p === TBD || q === TBD) {
    state[m] = MATCH_STATE.PENDING;
    winner[m] = TBD;
    return;
  }
  if (p === BYE || q === BYE) {
    state[m] = MATCH_STATE.BYE;
    winner[m] = p === BYE ? q : p;
    return;
  }
  const index = b.resultIndex[m];
  const result = index >= 0 ? b.resultLog[index] : undefined;
  if (!result || !resultAppliesTo(result, p, q)) {
    state[m] = MATCH_STATE.READY;
    winner[m] = TBD;
    return;
  }
  const packed = packedDuelOutcome(p, q, result, b.layout.bestOf[m] as BestOf);
  state[m] = packed >> 2;
  const side = packed & 3;
  winner[m] = side === 1 ? p : side === 2 ? q : TBD;
}

function loserOf(b: DoubleEliminationBracket, m: number): number {
  const w = b.winner[m];
  if (w === TBD) return TBD;
  if (b.state[m] === MATCH_STATE.BYE) return BYE;
  return w === b.opponent1[m] ? b.opponent2[m] : b.opponent1[m];
}

function setSlot(b: DoubleEliminationBracket, target: number, value: number, onTouch?: (m: number) => void): void {
  const m = target >> 1;
  const slot = (target & 1) === 0 ? b.opponent1 : b.opponent2;
  if (slot[m] !== value) {
    // Touch first: the first touch of a match records its values from before the change.
    onTouch?.(m);
    slot[m] = value;
  }
}

/** Writes match m's winner and loser where the layout sends them; the grand final decides whether a reset is played. */
function feed(b: DoubleEliminationBracket, m: number, onTouch?: (m: number) => void): void {
  const { winnerTo, loserTo, grandFinalMatch, resetMatch } = b.layout;
  if (winnerTo[m] >= 0) setSlot(b, winnerTo[m], b.winner[m], onTouch);
  if (loserTo[m] >= 0) setSlot(b, loserTo[m], loserOf(b, m), onTouch);
  if (m === grandFinalMatch && resetMatch >= 0) {
    const w = b.winner[m];
    const fromWinners = b.opponent1[m];
    // The winners-bracket champion has not lost yet: winning the first grand final ends the event, and the
    // reset becomes a bye (not played). Only a losers-bracket win forces the second match.
    const first = w === TBD ? TBD : fromWinners;
    const second = w === TBD ? TBD : w === fromWinners ? BYE : b.opponent2[m];
    setSlot(b, resetMatch * 2, first, onTouch);
    setSlot(b, resetMatch * 2 + 1, second, onTouch);
  }
}

/** Resolves every match in id order; ids are topological (feeders before the matches they feed). */
function resolveForward(b: DoubleEliminationBracket): void {
  for (let m = 0; m < b.matchCount; m++) {
    resolveMatch(b, m);
    feed(b, m);
  }
}

function copyBracket(b: DoubleEliminationBracket): DoubleEliminationBracket {
  return {
    ...b,
    opponent1: b.opponent1.slice(),
    opponent2: b.opponent2.slice(),
    state: b.state.slice(),
    winner: b.winner.slice(),
    resultIndex: b.resultIndex.slice(),
  };
}

export interface RecordOptions {
  /**
   * Change the given bracket's arrays in place instead of copying them first. For a caller that drops the
   * previous state anyway (a replay of stored results, a server that reloads per request); the given bracket
   * must not be read afterwards. The change lists are the same either way.
   */
  consume?: boolean;
}

/**
 * Records (or amends, or removes) results and re-flows everything downstream in both brackets. A result must
 * name the match's current opponents. Results of later matches whose opponents change are kept but become
 * stale, so an amendment followed by its inverse restores the bracket exactly.
 */
export function recordDoubleEliminationResults(
  bracket: DoubleEliminationBracket,
  entries: readonly ResultEntry[],
  options: RecordOptions = {},
): DoubleEliminationChange {
  const next = options.consume ? bracket : copyBracket(bracket);
  const { opponent1, opponent2, state, winner } = next;
  const { resultIndex, resultLog } = next;
  const touched = new Uint8Array(next.matchCount);
  // Values of each touched match before this change, in first-touch order. Typed buffers that grow by
  // doubling: a batch of a million results touches about three million matches.
  let count = 0;
  let capacity = Math.max(64, entries.length * 4);
  let touchedList = new Int32Array(capacity);
  let was1 = new Int32Array(capacity);
  let was2 = new Int32Array(capacity);
  let wasWinner = new Int32Array(capacity);
  let wasState = new Uint8Array(capacity);
  let wasResult = new Int32Array(capacity);
  const grow = () => {
    capacity *= 2;
    const widen = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    touchedList = widen(touchedList, (n) => new Int32Array(n));
    was1 = widen(was1, (n) => new Int32Array(n));
    was2 = widen(was2, (n) => new Int32Array(n));
    wasWinner = widen(wasWinner, (n) => new Int32Array(n));
    wasState = widen(wasState, (n) => new Uint8Array(n));
    wasResult = widen(wasResult, (n) => new Int32Array(n));
  };
  const queue: number[] = [];
  const touch = (m: number) => {
    if (touched[m] === 0) {
      touched[m] = 1;
      if (count === capacity) grow();
      touchedList[count] = m;
      was1[count] = opponent1[m];
      was2[count] = opponent2[m];
      wasState[count] = state[m];
      wasWinner[count] = winner[m];
      wasResult[count] = resultIndex[m];
      count++;
    }
    queue.push(m);
  };
  for (const { matchId, result } of entries) {
    if (!Number.isInteger(matchId) || matchId < 0 || matchId >= next.matchCount) {
      throw new RangeError(`Unknown match ${matchId}`);
    }
    const p = opponent1[matchId];
    const q = opponent2[matchId];
    if (result && (p < 0 || q < 0 || !resultAppliesTo(result, p, q))) {
      throw new RangeError(`Result for match ${matchId} does not name its opponents`);
    }
    touch(matchId);
    if (result) {
      resultIndex[matchId] = resultLog.length;
      resultLog.push(result);
    } else resultIndex[matchId] = -1;
    // Propagate now so a later entry of the same batch sees the opponents this one produced.
    while (queue.length > 0) {
      const m = queue.pop() as number;
      resolveMatch(next, m);
      feed(next, m, touch);
    }
  }
  // Sort first touches by match id: id × base + position is exact in a double, and a typed sort is numeric.
  const base = next.matchCount + 1;
  const keys = new Float64Array(count);
  for (let i = 0; i < keys.length; i++) keys[i] = touchedList[i] * base + i;
  keys.sort();
  const changedMatches: number[] = [];
  const invalidatedMatches: number[] = [];
  for (let k = 0; k < keys.length; k++) {
    const i = keys[k] % base;
    const m = touchedList[i];
    if (
      opponent1[m] !== was1[i] ||
      opponent2[m] !== was2[i] ||
      state[m] !== wasState[i] ||
      winner[m] !== wasWinner[i]
    ) {
      changedMatches.push(m);
    }
    const storedIndex = wasResult[i];
    const stored = storedIndex >= 0 ? resultLog[storedIndex] : undefined;
    if (
      stored &&
      resultIndex[m] === storedIndex &&
      resultAppliesTo(stored, was1[i], was2[i]) &&
      !resultAppliesTo(stored, opponent1[m], opponent2[m])
    ) {
      invalidatedMatches.push(m);
    }
  }
  return { bracket: next, changedMatches, invalidatedMatches };
}

export function recordDoubleEliminationResult(
  bracket: DoubleEliminationBracket,
  matchId: number,
  result: DuelResult | undefined,
): DoubleEliminationChange {
  return recordDoubleEliminationResults(bracket, [{ matchId, result }]);
}

/** Rebuilds a bracket from scratch out of stored results: the reference the incremental path must equal. */
export function replayDoubleElimination(
  options: DoubleEliminationOptions,
  results: readonly (DuelResult | undefined)[],
): DoubleEliminationBracket {
  const bracket = createDoubleElimination(options);
  for (let m = 0; m < bracket.matchCount; m++) {
    const r = results[m];
    if (!r) continue;
    bracket.resultIndex[m] = bracket.resultLog.length;
    bracket.resultLog.push(r);
  }
  resolveForward(bracket);
  return bracket;
}

/** The stored result of a match (possibly stale), or undefined. */
export function doubleEliminationResult(bracket: DoubleEliminationBracket, matchId: number): DuelResult | undefined {
  const index = bracket.resultIndex[matchId];
  return index >= 0 ? bracket.resultLog[index] : undefined;
}

/** Stored results by match id, as replayDoubleElimination takes them (and a database row per match holds). */
export function doubleEliminationResults(bracket: DoubleEliminationBracket): (DuelResult | undefined)[] {
  return Array.from(bracket.resultIndex, (index) => (index >= 0 ? bracket.resultLog[index] : undefined));
}

/** True when the stored result of a match was recorded for other opponents. */
export function isDoubleEliminationResultStale(bracket: DoubleEliminationBracket, matchId: number): boolean {
  const r = doubleEliminationResult(bracket, matchId);
  return r !== undefined && !resultAppliesTo(r, bracket.opponent1[matchId], bracket.opponent2[matchId]);
}

/** Winner of the winners final and of the losers final (participant indices, -1 while undecided). */
export function bracketWinners(bracket: DoubleEliminationBracket): { winners: number; losers: number } {
  const { winnersRoundOffsets, winnersRoundCount, losersRoundOffsets, losersRoundCount } = bracket.layout;
  const w = bracket.winner[winnersRoundOffsets[winnersRoundCount - 1]];
  const l = bracket.winner[losersRoundOffsets[losersRoundCount - 1]];
  return { winners: w >= 0 ? w : -1, losers: l >= 0 ? l : -1 };
}

/** The match that crowns the champion: the reset, the grand final, or (NONE) the winners final. */
function deciderMatch(bracket: DoubleEliminationBracket): number {
  const { resetMatch, grandFinalMatch, winnersRoundOffsets, winnersRoundCount } = bracket.layout;
  if (resetMatch >= 0) return resetMatch;
  if (grandFinalMatch >= 0) return grandFinalMatch;
  return winnersRoundOffsets[winnersRoundCount - 1];
}

/** Champion's participant index, or -1 while undecided. With no grand final, the winners-bracket winner. */
export function doubleEliminationChampion(bracket: DoubleEliminationBracket): number {
  const w = bracket.winner[deciderMatch(bracket)];
  return w >= 0 ? w : -1;
}

export function isDoubleEliminationComplete(bracket: DoubleEliminationBracket): boolean {
  if (bracket.layout.grandFinal === 'NONE') {
    const { winners, losers } = bracketWinners(bracket);
    return winners >= 0 && losers >= 0;
  }
  return doubleEliminationChampion(bracket) >= 0;
}

/** Whether the bracket reset will be (or was) played: the losers-bracket winner took the first grand final. */
export function isResetNeeded(bracket: DoubleEliminationBracket): boolean {
  const reset = bracket.layout.resetMatch;
  if (reset < 0) return false;
  return bracket.opponent2[reset] >= 0;
}

/**
 * Final placement per participant (1-based), 0 while undetermined. Players knocked out in the same losers round
 * share a place (1, 2, 3, 4, 5–6, 7–8, 9–12, …). With no grand final the two bracket winners are 1 and 2.
 */
export function doubleEliminationPlacements(bracket: DoubleEliminationBracket): Int32Array {
  const place = new Int32Array(bracket.participantCount);
  const { layout, state, winner, opponent1, opponent2 } = bracket;
  for (let L = 0; L < layout.losersRoundCount; L++) {
    const p = bracket.losersRoundPlace[L];
    for (let m = layout.losersRoundOffsets[L]; m < layout.losersRoundOffsets[L + 1]; m++) {
      if (!isDecided(state[m])) continue;
      place[winner[m] === opponent1[m] ? opponent2[m] : opponent1[m]] = p;
    }
  }
  if (layout.grandFinal === 'NONE') {
    const { winners, losers } = bracketWinners(bracket);
    if (winners >= 0) place[winners] = 1;
    if (losers >= 0) place[losers] = 2;
    return place;
  }
  const d = deciderMatch(bracket);
  const champ = winner[d];
  if (champ >= 0) {
    place[champ] = 1;
    // A reset that was not needed is a bye: the runner-up is the first grand final's loser.
    const final = state[d] === MATCH_STATE.BYE ? layout.grandFinalMatch : d;
    place[champ === opponent1[final] ? opponent2[final] : opponent1[final]] = 2;
  }
  return place;
}

export interface DoubleEliminationMatchView {
  id: number;
  side: BracketSide;
  /** Round within its side (grand final 0, reset 1). */
  round: number;
  /** Position within the round (0-based). */
  position: number;
  bestOf: BestOf;
  /** Participant index, 'BYE' or null while unknown. */
  opponent1: number | 'BYE' | null;
  opponent2: number | 'BYE' | null;
  state: MatchStateName;
  winner: number | null;
  resultStale: boolean;
  /** Where the winner and loser go next (match ids), null when nowhere. */
  winnerTo: number | null;
  loserTo: number | null;
}

function slotView(value: number): number | 'BYE' | null {
  return value === BYE ? 'BYE' : value === TBD ? null : value;
}

export function describeDoubleEliminationMatch(
  bracket: DoubleEliminationBracket,
  matchId: number,
): DoubleEliminationMatchView {
  const { layout } = bracket;
  const side = bracketSideOf(layout, matchId);
  const round = layout.roundOf[matchId];
  const first =
    side === 'WINNERS'
      ? layout.winnersRoundOffsets[round]
      : side === 'LOSERS'
        ? layout.losersRoundOffsets[round]
        : matchId;
  const w = bracket.winner[matchId];
  return {
    id: matchId,
    side,
    round,
    position: matchId - first,
    bestOf: layout.bestOf[matchId] as BestOf,
    opponent1: slotView(bracket.opponent1[matchId]),
    opponent2: slotView(bracket.opponent2[matchId]),
    state: MATCH_STATE_NAMES[bracket.state[matchId]],
    winner: w >= 0 ? w : null,
    resultStale: isDoubleEliminationResultStale(bracket, matchId),
    winnerTo: layout.winnerTo[matchId] >= 0 ? layout.winnerTo[matchId] >> 1 : null,
    loserTo: layout.loserTo[matchId] >= 0 ? layout.loserTo[matchId] >> 1 : null,
  };
}

/** Ids of matches whose two opponents are known and that still wait for a (valid) result, in id order. */
export function playableDoubleEliminationMatches(bracket: DoubleEliminationBracket): number[] {
  const ids: number[] = [];
  const state = bracket.state;
  for (let m = 0; m < bracket.matchCount; m++) {
    const s = state[m];
    if (s === MATCH_STATE.READY || s === MATCH_STATE.IN_PROGRESS || s === MATCH_STATE.NEEDS_ORGANIZER_DECISION) {
      ids.push(m);
    }
  }
  return ids;
}
