// Ranking with tie-breaks, shared by Swiss, round-robin groups, matchups and leaderboards: sort by points, then split the
// blocks of still-tied participants criterion by criterion in the configured order, ending with the
// tournament's own tie-break (check-in date, seeded random or the organizer's custom order).

import { seededKey } from './seeded-random.js';
import type { TournamentTieBreak } from './types.js';

export type TieBreakCriterion = 'BUCHHOLZ' | 'BUCHHOLZ_CUT_1' | 'SONNEBORN_BERGER' | 'HEAD_TO_HEAD' | 'WINS';
export const TIE_BREAK_CRITERIA: readonly TieBreakCriterion[] = [
  'BUCHHOLZ',
  'BUCHHOLZ_CUT_1',
  'SONNEBORN_BERGER',
  'HEAD_TO_HEAD',
  'WINS',
];

/**
 * The tie-breaks of a round-robin group: Swiss's head-to-head, Sonneborn-Berger and wins (over the group's own
 * matches), and the game and score differences a league counts.
 */
export type RoundRobinTieBreak =
  | Extract<TieBreakCriterion, 'HEAD_TO_HEAD' | 'SONNEBORN_BERGER' | 'WINS'>
  | 'GAME_DIFFERENCE'
  | 'SCORE_DIFFERENCE'
  | 'GAMES_WON';
export const ROUND_ROBIN_TIE_BREAKS: readonly RoundRobinTieBreak[] = [
  'HEAD_TO_HEAD',
  'GAME_DIFFERENCE',
  'SCORE_DIFFERENCE',
  'SONNEBORN_BERGER',
  'WINS',
  'GAMES_WON',
];
export const DEFAULT_ROUND_ROBIN_TIE_BREAKS: readonly RoundRobinTieBreak[] = [
  'HEAD_TO_HEAD',
  'GAME_DIFFERENCE',
  'SONNEBORN_BERGER',
];

export interface RankingInput<C extends string = TieBreakCriterion> {
  /** Participants to rank (indices); others are left out of the result. */
  participants: ArrayLike<number>;
  /** Points by participant index (higher is better). */
  points: ArrayLike<number>;
  /** Criteria in the order they apply; those without values (not given in `values`) are skipped. */
  criteria: readonly C[];
  /** Values by criterion, indexed by participant (higher is better). HEAD_TO_HEAD uses `headToHead`. */
  values?: Partial<Record<Exclude<C, 'HEAD_TO_HEAD'>, ArrayLike<number>>>;
  /**
   * Score of `participant` against the members of its tied block (e.g. wins over them); `inBlock` tells
   * whether another participant belongs to the block. Evaluated per block, so a three-way tie becomes a
   * mini-league.
   */
  headToHead?: (participant: number, inBlock: (other: number) => boolean) => number;
  tournamentTieBreak?: TournamentTieBreak;
  /** CHECK_IN_DATE: instants by participant index (earlier ranks higher; missing ranks last). */
  checkInDates?: ArrayLike<number>;
  /**
   * When the indices ranked are local (a group's members 0 … s-1, so the work arrays stay the group's size):
   * the participant each stands for, which the tournament's tie-break is keyed by. Default: the index itself.
   */
  participantOf?: ArrayLike<number>;
  /**
   * When true (default), remaining ties are broken by participant index (the seed) so the order is total.
   * When false, participants still level after every criterion share a rank.
   */
  breakRemainingTiesBySeed?: boolean;
}

export interface Ranking {
  /** Participants best first. */
  order: Int32Array;
  /** rank[k] is the 1-based rank of order[k]; equal ranks only when ties are kept (1, 2, 2, 4). */
  rank: Int32Array;
}

type KeyFn = (participant: number) => number;

function tournamentKey<C extends string>(input: RankingInput<C>): KeyFn | undefined {
  const key = participantKey(input);
  const of = input.participantOf;
  return key && of ? (i) => key(of[i]) : key;
}

function participantKey<C extends string>(input: RankingInput<C>): KeyFn | undefined {
  const tb = input.tournamentTieBreak;
  if (!tb) return undefined;
  if (tb.kind === 'CHECK_IN_DATE') {
    const dates = input.checkInDates;
    if (!dates) return undefined;
    return (p) => {
      const d = dates[p];
      // A finite sentinel: the sort subtracts keys, and -Infinity minus -Infinity is NaN.
      return d === undefined || Number.isNaN(d) ? -Number.MAX_VALUE : -d;
    };
  }
  if (tb.kind === 'RANDOM') {
    const seed = tb.randomSeed ?? 0;
    return (p) => seededKey(seed, p);
  }
  const position = new Map<number, number>();
  (tb.customOrder ?? []).forEach((p, i) => position.set(p, i));
  return (p) => -(position.get(p) ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Sorts `ids[from, to)` by key descending (stable, so earlier order survives among equals) and returns the
 * boundaries of equal-key runs.
 */
function splitBlock(ids: Int32Array, from: number, to: number, key: KeyFn, keys: Float64Array): number[] {
  if (to - from === 2) {
    // The most common tie by far: two participants, no allocation needed.
    const a = ids[from];
    const b = ids[from + 1];
    const ka = key(a);
    const kb = key(b);
    if (ka === kb) return [from, to];
    if (kb > ka) {
      ids[from] = b;
      ids[from + 1] = a;
    }
    return [from, from + 1, to];
  }
  for (let i = from; i < to; i++) keys[ids[i]] = key(ids[i]);
  const slice = Array.from(ids.subarray(from, to));
  slice.sort((a, b) => keys[b] - keys[a]);
  for (let i = 0; i < slice.length; i++) ids[from + i] = slice[i];
  const bounds = [from];
  for (let i = from + 1; i < to; i++) if (keys[ids[i]] !== keys[ids[i - 1]]) bounds.push(i);
  bounds.push(to);
  return bounds;
}

export function rankWithTieBreaks<C extends string = TieBreakCriterion>(input: RankingInput<C>): Ranking {
  const count = input.participants.length;
  const ids = Int32Array.from(input.participants);
  let maxId = 0;
  for (let i = 0; i < count; i++) if (ids[i] > maxId) maxId = ids[i];
  const keys = new Float64Array(maxId + 1);
  const blockOf = new Int32Array(maxId + 1).fill(-1);

  // Criteria that are plain per-participant values sort together in one pass; head-to-head depends on
  // who else is tied, so it and everything after it refine the tied blocks one criterion at a time.
  const columns: ArrayLike<number>[] = [input.points];
  const refiners: KeyFn[] = [];
  for (const criterion of input.criteria) {
    if (criterion === 'HEAD_TO_HEAD') {
      const h2h = input.headToHead;
      if (!h2h) continue;
      refiners.push((p) => h2h(p, (other) => other <= maxId && blockOf[other] === blockOf[p]));
    } else {
      const values = input.values?.[criterion as Exclude<C, 'HEAD_TO_HEAD'>];
      if (!values) continue;
      if (refiners.length === 0) columns.push(values);
      else refiners.push((p) => values[p]);
    }
  }
  const last = tournamentKey(input);
  if (last) {
    if (refiners.length === 0) {
      const column = new Float64Array(maxId + 1);
      for (let i = 0; i < count; i++) column[ids[i]] = last(ids[i]);
      columns.push(column);
    } else refiners.push(last);
  }

  const width = columns.length;
  const first = columns[0];
  const second = columns[1];
  // Specialised comparators for the usual one or two columns: the generic loop costs a third more.
  if (width === 1) ids.sort((a, b) => first[b] - first[a] || a - b);
  else if (width === 2) ids.sort((a, b) => first[b] - first[a] || second[b] - second[a] || a - b);
  else {
    ids.sort((a, b) => {
      for (let c = 0; c < width; c++) {
        const col = columns[c];
        const d = col[b] - col[a];
        if (d !== 0) return d;
      }
      return a - b;
    });
  }
  // Blocks of participants still tied, as [start, end) boundaries over `ids`.
  let bounds: number[] = [0];
  for (let i = 1; i < count; i++) {
    const a = ids[i - 1];
    const b = ids[i];
    for (let c = 0; c < width; c++) {
      if (columns[c][a] !== columns[c][b]) {
        bounds.push(i);
        break;
      }
    }
  }
  bounds.push(count);

  for (const key of refiners) {
    if (bounds.length === count + 1) break;
    // Mark every block before any key is taken: head-to-head asks who shares a participant's block, and one
    // settled by an earlier criterion (-1) shares none.
    for (let b = 0; b + 1 < bounds.length; b++) {
      const from = bounds[b];
      const to = bounds[b + 1];
      for (let i = from; i < to; i++) blockOf[ids[i]] = to - from > 1 ? from : -1;
    }
    const nextBounds: number[] = [0];
    for (let b = 0; b + 1 < bounds.length; b++) {
      const from = bounds[b];
      const to = bounds[b + 1];
      if (to - from > 1) {
        const inner = splitBlock(ids, from, to, key, keys);
        for (let k = 1; k < inner.length; k++) nextBounds.push(inner[k]);
      } else {
        nextBounds.push(to);
      }
    }
    bounds = nextBounds;
  }

  const rank = new Int32Array(count);
  if (input.breakRemainingTiesBySeed !== false) {
    // The sorts above are stable over an order that started by seed, so remaining ties are already in
    // seed order: the position is the rank.
    for (let i = 0; i < count; i++) rank[i] = i + 1;
    return { order: ids, rank };
  }
  for (let b = 0; b + 1 < bounds.length; b++) {
    for (let i = bounds[b]; i < bounds[b + 1]; i++) rank[i] = bounds[b] + 1;
  }
  return { order: ids, rank };
}
