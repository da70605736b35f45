// Double elimination over dense participant indices (0 = top seed), on the fixed layout of
// double-elimination-layout.ts. Match state lives in int32 rows (match-rows.ts) that the states of a bracket
// share chunk by chunk: a change writes a new state (the previous one stays intact), copies only the chunks it
// writes into, and follows only the paths the changed winners and losers travel, through both brackets and
// the grand final.

import { BYE, firstRoundSeats, type MatchSlotsView, packedSlotOutcome, slotView, TBD } from './bracket-slots.js';
import { MATCH_STATE, MATCH_STATE_NAMES, resultAppliesTo } from './duel-outcome.js';
import {
  bracketSideOf,
  createDoubleEliminationLayout,
  type BracketSide,
  type DoubleEliminationLayout,
  type DoubleEliminationLayoutOptions,
} from './double-elimination-layout.js';
import {
  createMatchRows,
  deriveMatchRows,
  ROW_CHUNK_BITS,
  ROW_CHUNK_MASK,
  rowField,
  writableChunk,
  type MatchRows,
} from './match-rows.js';
import {
  BracketState,
  type DoubleEliminationBracket,
  EMPTY_ROW,
  O1,
  O2,
  offsetOf,
  RESULT,
  rowsOf,
  STATE,
  STRIDE,
  WINNER,
} from './double-elimination-state.js';
import type { ResultEntry } from './single-elimination.js';
import type { BestOf, DuelResult } from './types.js';

export type DoubleEliminationOptions = DoubleEliminationLayoutOptions;

export type { DoubleEliminationBracket };

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

/** What the re-flow works on: the rows being written, the fixed layout and the shared result log. */
interface Flow {
  readonly rows: MatchRows;
  readonly layout: DoubleEliminationLayout;
  readonly log: readonly DuelResult[];
}

export function createDoubleElimination(options: DoubleEliminationOptions): DoubleEliminationBracket {
  const layout = createDoubleEliminationLayout(options);
  const rows = createMatchRows(layout.matchCount, EMPTY_ROW);
  const seats = firstRoundSeats(layout.size, layout.participantCount);
  // Seat i sits in match i >> 1, slot i & 1 (which is also its field).
  for (let i = 0; i < layout.size; i++) rows.chunks[i >> (ROW_CHUNK_BITS + 1)][offsetOf(i >> 1) + (i & 1)] = seats[i];
  const log: DuelResult[] = [];
  resolveForward({ rows, layout, log });
  return new BracketState(layout, log, losersRoundPlaces(layout, seats), rows);
}

/**
 * Place of each losers round's eliminated players: 1 + the players that outlast that round. Byes come only
 * from winners round 0, so whether a match will hold two real players is known before anyone plays: a slot fed
 * by a winner is real when its feeder holds anyone real, a slot fed by a loser when its feeder holds two.
 */
function losersRoundPlaces(layout: DoubleEliminationLayout, seats: Int32Array): Int32Array {
  const { matchCount, winnerTo, loserTo, losersRoundOffsets, losersRoundCount } = layout;
  const sideReal = new Uint8Array(2 * matchCount);
  for (let i = 0; i < layout.size; i++) sideReal[i] = seats[i] >= 0 ? 1 : 0;
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

/** Recomputes a match's state and winner from its opponents and stored result (writing only a difference). */
function resolveMatch(f: Flow, m: number): void {
  const c = f.rows.chunks[m >> ROW_CHUNK_BITS];
  const o = offsetOf(m);
  const p = c[o + O1];
  const q = c[o + O2];
  const index = c[o + RESULT];
  const packed = packedSlotOutcome(p, q, index >= 0 ? f.log[index] : undefined, f.layout.bestOf[m] as BestOf);
  const state = packed >> 2;
  const side = packed & 3;
  const winner = side === 1 ? p : side === 2 ? q : TBD;
  if (c[o + STATE] !== state || c[o + WINNER] !== winner) {
    const w = writableChunk(f.rows, m);
    w[o + STATE] = state;
    w[o + WINNER] = winner;
  }
}

/** The loser of the match whose row starts at c[o]: TBD while undecided, BYE after a bye. */
function loserIn(c: Int32Array, o: number): number {
  const w = c[o + WINNER];
  if (w === TBD) return TBD;
  if (c[o + STATE] === MATCH_STATE.BYE) return BYE;
  return w === c[o + O1] ? c[o + O2] : c[o + O1];
}

function setSlot(f: Flow, target: number, value: number, onTouch?: (m: number) => void): void {
  const m = target >> 1;
  const i = offsetOf(m) + (target & 1);
  if (f.rows.chunks[m >> ROW_CHUNK_BITS][i] !== value) {
    // Touch first: the first touch of a match records its values from before the change.
    onTouch?.(m);
    writableChunk(f.rows, m)[i] = value;
  }
}

/** Writes match m's winner and loser where the layout sends them; the grand final decides whether a reset is played. */
function feed(f: Flow, m: number, onTouch?: (m: number) => void): void {
  const { winnerTo, loserTo, grandFinalMatch, resetMatch } = f.layout;
  // Read m's row before writing: a write may replace its chunk with a copy (m's own values stay the same).
  const c = f.rows.chunks[m >> ROW_CHUNK_BITS];
  const o = offsetOf(m);
  const w = c[o + WINNER];
  if (winnerTo[m] >= 0) setSlot(f, winnerTo[m], w, onTouch);
  if (loserTo[m] >= 0) setSlot(f, loserTo[m], loserIn(c, o), onTouch);
  if (m === grandFinalMatch && resetMatch >= 0) {
    const fromWinners = c[o + O1];
    // The winners-bracket champion has not lost yet: winning the first grand final ends the event, and the
    // reset becomes a bye (not played). Only a losers-bracket win forces the second match.
    const first = w === TBD ? TBD : fromWinners;
    const second = w === TBD ? TBD : w === fromWinners ? BYE : c[o + O2];
    setSlot(f, resetMatch * 2, first, onTouch);
    setSlot(f, resetMatch * 2 + 1, second, onTouch);
  }
}

/** Resolves every match in id order; ids are topological (feeders before the matches they feed). */
function resolveForward(f: Flow): void {
  for (let m = 0; m < f.layout.matchCount; m++) {
    resolveMatch(f, m);
    feed(f, m);
  }
}

export interface RecordOptions {
  /**
   * Change the given bracket in place instead of writing a new state. For a caller that drops the previous
   * state anyway (a replay of stored results, a server that reloads per request); the given bracket is the one
   * returned, and arrays read from it before are out of date. States derived from it earlier stay intact. The
   * change lists are the same either way.
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
  const inPlace = options.consume === true && bracket instanceof BracketState;
  const rows = deriveMatchRows(rowsOf(bracket), inPlace);
  const { layout, resultLog } = bracket;
  const flow: Flow = { rows, layout, log: resultLog };
  const matchCount = layout.matchCount;
  // Rows of each touched match before this change, in first-touch order. Typed buffers that grow by
  // doubling: a batch of a million results touches about two million matches.
  let count = 0;
  let capacity = 64 + entries.length * 2;
  let touchedList = new Int32Array(capacity);
  let was = new Int32Array(capacity * STRIDE);
  const grow = () => {
    capacity *= 2;
    const list = new Int32Array(capacity);
    list.set(touchedList);
    touchedList = list;
    const rowsBefore = new Int32Array(capacity * STRIDE);
    rowsBefore.set(was);
    was = rowsBefore;
  };
  // Touched flags per chunk, made when first needed: a late batch of a few matches allocates a few.
  const seen: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(rows.chunks.length);
  const queue: number[] = [];
  const touch = (m: number) => {
    const k = m >> ROW_CHUNK_BITS;
    let flags = seen[k];
    if (flags === undefined) flags = seen[k] = new Uint8Array(ROW_CHUNK_MASK + 1);
    if (flags[m & ROW_CHUNK_MASK] === 0) {
      flags[m & ROW_CHUNK_MASK] = 1;
      if (count === capacity) grow();
      const c = rows.chunks[k];
      const o = offsetOf(m);
      touchedList[count] = m;
      for (let f = 0; f < STRIDE; f++) was[count * STRIDE + f] = c[o + f];
      count++;
    }
    queue.push(m);
  };
  for (const { matchId, result } of entries) {
    if (!Number.isInteger(matchId) || matchId < 0 || matchId >= matchCount) {
      throw new RangeError(`Unknown match ${matchId}`);
    }
    const p = rowField(rows, matchId, O1);
    const q = rowField(rows, matchId, O2);
    if (result && (p < 0 || q < 0 || !resultAppliesTo(result, p, q))) {
      throw new RangeError(`Result for match ${matchId} does not name its opponents`);
    }
    touch(matchId);
    writableChunk(rows, matchId)[offsetOf(matchId) + RESULT] = result ? resultLog.push(result) - 1 : -1;
    // Propagate now so a later entry of the same batch sees the opponents this one produced.
    while (queue.length > 0) {
      const m = queue.pop() as number;
      resolveMatch(flow, m);
      feed(flow, m, touch);
    }
  }
  // Sort first touches by match id: id × base + position is exact in a double, and a typed sort is numeric.
  const base = matchCount + 1;
  const keys = new Float64Array(count);
  for (let i = 0; i < keys.length; i++) keys[i] = touchedList[i] * base + i;
  keys.sort();
  const changedMatches: number[] = [];
  const invalidatedMatches: number[] = [];
  for (let k = 0; k < keys.length; k++) {
    const i = keys[k] % base;
    const m = touchedList[i];
    const c = rows.chunks[m >> ROW_CHUNK_BITS];
    const o = offsetOf(m);
    const w = i * STRIDE;
    const p = c[o + O1];
    const q = c[o + O2];
    if (
      p !== was[w + O1] ||
      q !== was[w + O2] ||
      c[o + STATE] !== was[w + STATE] ||
      c[o + WINNER] !== was[w + WINNER]
    ) {
      changedMatches.push(m);
    }
    const storedIndex = was[w + RESULT];
    const stored = storedIndex >= 0 ? resultLog[storedIndex] : undefined;
    if (
      stored &&
      c[o + RESULT] === storedIndex &&
      resultAppliesTo(stored, was[w + O1], was[w + O2]) &&
      !resultAppliesTo(stored, p, q)
    ) {
      invalidatedMatches.push(m);
    }
  }
  let next: DoubleEliminationBracket;
  if (inPlace) {
    BracketState.changedInPlace(bracket);
    next = bracket;
  } else next = new BracketState(layout, resultLog, bracket.losersRoundPlace, rows);
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
  const rows = rowsOf(bracket);
  const log = bracket.resultLog;
  for (let m = 0; m < bracket.matchCount; m++) {
    const r = results[m];
    if (r) rows.chunks[m >> ROW_CHUNK_BITS][offsetOf(m) + RESULT] = log.push(r) - 1;
  }
  resolveForward({ rows, layout: bracket.layout, log });
  return bracket;
}

/** Opponent in slot 0 (first) or 1 of a match: a participant index, BYE or TBD. Reads no whole array. */
export function doubleEliminationOpponent(bracket: DoubleEliminationBracket, matchId: number, slot: 0 | 1): number {
  return rowField(rowsOf(bracket), matchId, slot === 0 ? O1 : O2);
}

/** State of a match (a MATCH_STATE value). Reads no whole array. */
export function doubleEliminationMatchState(bracket: DoubleEliminationBracket, matchId: number): number {
  return rowField(rowsOf(bracket), matchId, STATE);
}

/** Winner of a match: a participant index, BYE after two byes, TBD while undecided. Reads no whole array. */
export function doubleEliminationWinner(bracket: DoubleEliminationBracket, matchId: number): number {
  return rowField(rowsOf(bracket), matchId, WINNER);
}

/** The stored result of a match (possibly stale), or undefined. */
export function doubleEliminationResult(bracket: DoubleEliminationBracket, matchId: number): DuelResult | undefined {
  const index = rowField(rowsOf(bracket), matchId, RESULT);
  return index >= 0 ? bracket.resultLog[index] : undefined;
}

/** Stored results by match id, as replayDoubleElimination takes them (and a database row per match holds). */
export function doubleEliminationResults(bracket: DoubleEliminationBracket): (DuelResult | undefined)[] {
  const rows = rowsOf(bracket);
  return Array.from({ length: bracket.matchCount }, (_, m) => {
    const index = rowField(rows, m, RESULT);
    return index >= 0 ? bracket.resultLog[index] : undefined;
  });
}

/** True when the stored result of a match was recorded for other opponents. */
export function isDoubleEliminationResultStale(bracket: DoubleEliminationBracket, matchId: number): boolean {
  const r = doubleEliminationResult(bracket, matchId);
  const rows = rowsOf(bracket);
  return r !== undefined && !resultAppliesTo(r, rowField(rows, matchId, O1), rowField(rows, matchId, O2));
}

/** Winner of the winners final and of the losers final (participant indices, -1 while undecided). */
export function bracketWinners(bracket: DoubleEliminationBracket): { winners: number; losers: number } {
  const { winnersRoundOffsets, winnersRoundCount, losersRoundOffsets, losersRoundCount } = bracket.layout;
  const rows = rowsOf(bracket);
  const w = rowField(rows, winnersRoundOffsets[winnersRoundCount - 1], WINNER);
  const l = rowField(rows, losersRoundOffsets[losersRoundCount - 1], WINNER);
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
  const w = rowField(rowsOf(bracket), deciderMatch(bracket), WINNER);
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
  return rowField(rowsOf(bracket), reset, O2) >= 0;
}

/**
 * Final placement per participant (1-based), 0 while undetermined. Players knocked out in the same losers round
 * share a place (1, 2, 3, 4, 5–6, 7–8, 9–12, …). With no grand final the two bracket winners are 1 and 2.
 */
export function doubleEliminationPlacements(bracket: DoubleEliminationBracket): Int32Array {
  const place = new Int32Array(bracket.participantCount);
  const { layout } = bracket;
  const rows = rowsOf(bracket);
  const loser = (m: number) => loserIn(rows.chunks[m >> ROW_CHUNK_BITS], offsetOf(m));
  for (let L = 0; L < layout.losersRoundCount; L++) {
    const p = bracket.losersRoundPlace[L];
    for (let m = layout.losersRoundOffsets[L]; m < layout.losersRoundOffsets[L + 1]; m++) {
      if (isDecided(rowField(rows, m, STATE))) place[loser(m)] = p;
    }
  }
  if (layout.grandFinal === 'NONE') {
    const { winners, losers } = bracketWinners(bracket);
    if (winners >= 0) place[winners] = 1;
    if (losers >= 0) place[losers] = 2;
    return place;
  }
  const d = deciderMatch(bracket);
  const champ = rowField(rows, d, WINNER);
  if (champ >= 0) {
    place[champ] = 1;
    // A reset that was not needed is a bye: the runner-up is the first grand final's loser.
    place[loser(rowField(rows, d, STATE) === MATCH_STATE.BYE ? layout.grandFinalMatch : d)] = 2;
  }
  return place;
}

export interface DoubleEliminationMatchView extends MatchSlotsView {
  id: number;
  side: BracketSide;
  /** Round within its side (grand final 0, reset 1). */
  round: number;
  /** Position within the round (0-based). */
  position: number;
  /** Where the winner and loser go next (match ids), null when nowhere. */
  winnerTo: number | null;
  loserTo: number | null;
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
  const rows = rowsOf(bracket);
  const w = rowField(rows, matchId, WINNER);
  return {
    id: matchId,
    side,
    round,
    position: matchId - first,
    bestOf: layout.bestOf[matchId] as BestOf,
    opponent1: slotView(rowField(rows, matchId, O1)),
    opponent2: slotView(rowField(rows, matchId, O2)),
    state: MATCH_STATE_NAMES[rowField(rows, matchId, STATE)],
    winner: w >= 0 ? w : null,
    resultStale: isDoubleEliminationResultStale(bracket, matchId),
    winnerTo: layout.winnerTo[matchId] >= 0 ? layout.winnerTo[matchId] >> 1 : null,
    loserTo: layout.loserTo[matchId] >= 0 ? layout.loserTo[matchId] >> 1 : null,
  };
}

/** Ids of matches whose two opponents are known and that still wait for a (valid) result, in id order. */
export function playableDoubleEliminationMatches(bracket: DoubleEliminationBracket): number[] {
  const ids: number[] = [];
  const rows = rowsOf(bracket);
  for (let m = 0; m < bracket.matchCount; m++) {
    const s = rowField(rows, m, STATE);
    if (s === MATCH_STATE.READY || s === MATCH_STATE.IN_PROGRESS || s === MATCH_STATE.NEEDS_ORGANIZER_DECISION) {
      ids.push(m);
    }
  }
  return ids;
}
