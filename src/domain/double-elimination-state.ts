// One state of a double elimination bracket (double-elimination.ts): its match rows, shared chunk by chunk with
// the states before and after it (match-rows.ts), and the per-match arrays of DoubleEliminationBracket,
// gathered from the rows only when a reader asks for them.

import { TBD } from './bracket-slots.js';
import type { DoubleEliminationLayout } from './double-elimination-layout.js';
import { MATCH_STATE } from './duel-outcome.js';
import { createMatchRows, flatField, ROW_CHUNK_BITS, ROW_CHUNK_MASK, type MatchRows } from './match-rows.js';
import type { DuelResult } from './types.js';

/**
 * One state of a bracket; never changed once returned (except by a `consume` change). The five per-match
 * arrays are gathered from the shared rows on their first read, once per state: to read a few matches of each
 * state, doubleEliminationOpponent, doubleEliminationMatchState and doubleEliminationWinner cost nothing.
 */
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

// Fields of a match row: the two opponents first, so a layout target (id × 2 + slot) names its field.
export const O1 = 0;
export const O2 = 1;
export const WINNER = 2;
/** Index into resultLog, -1 for none. */
export const RESULT = 3;
export const STATE = 4;
export const STRIDE = 5;
export const EMPTY_ROW = [TBD, TBD, TBD, -1, MATCH_STATE.PENDING];

export const offsetOf = (m: number) => (m & ROW_CHUNK_MASK) * STRIDE;

/** The rows of a bracket this module did not build (a copy spread from one): gathered from its arrays. */
function rowsFromArrays(b: DoubleEliminationBracket): MatchRows {
  const rows = createMatchRows(b.matchCount, EMPTY_ROW);
  const fields = [b.opponent1, b.opponent2, b.winner, b.resultIndex, b.state];
  for (let m = 0; m < b.matchCount; m++) {
    const chunk = rows.chunks[m >> ROW_CHUNK_BITS];
    for (let f = 0; f < STRIDE; f++) chunk[offsetOf(m) + f] = fields[f][m];
  }
  return rows;
}

export class BracketState implements DoubleEliminationBracket {
  readonly participantCount: number;
  readonly matchCount: number;
  declare readonly opponent1: Int32Array;
  declare readonly opponent2: Int32Array;
  declare readonly state: Uint8Array;
  declare readonly winner: Int32Array;
  declare readonly resultIndex: Int32Array;
  #rows: MatchRows;
  #flat: (Int32Array | Uint8Array | undefined)[] = [];

  /** An own enumerable getter, so a spread copy or a deep equality sees the array as it saw a plain field. */
  static #arrayField(field: number): PropertyDescriptor {
    return {
      enumerable: true,
      get(this: BracketState) {
        return this.#array(field);
      },
    };
  }

  static readonly #arrays: PropertyDescriptorMap = {
    opponent1: BracketState.#arrayField(O1),
    opponent2: BracketState.#arrayField(O2),
    winner: BracketState.#arrayField(WINNER),
    resultIndex: BracketState.#arrayField(RESULT),
    state: BracketState.#arrayField(STATE),
  };

  constructor(
    readonly layout: DoubleEliminationLayout,
    readonly resultLog: DuelResult[],
    readonly losersRoundPlace: Int32Array,
    rows: MatchRows,
  ) {
    this.participantCount = layout.participantCount;
    this.matchCount = layout.matchCount;
    this.#rows = rows;
    Object.defineProperties(this, BracketState.#arrays);
  }

  #array(field: number): Int32Array | Uint8Array {
    let array = this.#flat[field];
    if (!array) {
      const n = this.matchCount;
      array = flatField(this.#rows, field, field === STATE ? new Uint8Array(n) : new Int32Array(n));
      this.#flat[field] = array;
    }
    return array;
  }

  static rowsOf(this: void, b: DoubleEliminationBracket): MatchRows {
    return #rows in b ? b.#rows : rowsFromArrays(b);
  }

  /** After a change in place: the arrays gathered before are out of date. */
  static changedInPlace(b: BracketState): void {
    b.#flat = [];
  }
}

export const rowsOf = BracketState.rowsOf;
