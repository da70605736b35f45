// Ranking with tie-breaks, shared by Swiss, matchups and leaderboards: sort by points, then split the
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

export interface RankingInput {
  /** Participants to rank (indices); others are left out of the result. */
  participants: ArrayLike<number>;
  /** Points by participant index (higher is better). */
  points: ArrayLike<number>;
  /** Criteria in the order they apply; those without values (not given in `values`) are skipped. */
  criteria: readonly TieBreakCriterion[];
  /** Values by criterion, indexed by participant (higher is better). HEAD_TO_HEAD uses `headToHead`. */
  values?: Partial<Record<Exclude<TieBreakCriterion, 'HEAD_TO_HEAD'>, ArrayLike<number>>>;
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

function tournamentKey(input: RankingInput): KeyFn | undefined {
  const tb = input.tournamentTieBreak;
  if (!tb) return undefined;
  if (tb.kind === 'CHECK_IN_DATE') {
    const dates = input.checkInDates;
    if (!dates) return undefined;
    return (p) => {
      const d = dates[p];
      return d === undefined || Number.isNaN(d) ? -Infinity : -d;
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

/** Sorts `ids[from, to)` by key descending and returns the boundaries of equal-key runs. */
function splitBlock(ids: Int32Array, from: number, to: number, key: KeyFn, keys: Float64Array): number[] {
  for (let i = from; i < to; i++) keys[ids[i]] = key(ids[i]);
  const slice = Array.from(ids.subarray(from, to));
  slice.sort((a, b) => keys[b] - keys[a]);
  for (let i = 0; i < slice.length; i++) ids[from + i] = slice[i];
  const bounds = [from];
  for (let i = from + 1; i < to; i++) if (keys[ids[i]] !== keys[ids[i - 1]]) bounds.push(i);
  bounds.push(to);
  return bounds;
}

export function rankWithTieBreaks(input: RankingInput): Ranking {
  const count = input.participants.length;
  const ids = Int32Array.from(input.participants);
  const { points } = input;
  // Points first, seed as the stable fallback: one native sort covers the common case of no ties.
  ids.sort((a, b) => points[b] - points[a] || a - b);
  let maxId = 0;
  for (let i = 0; i < count; i++) if (ids[i] > maxId) maxId = ids[i];
  const keys = new Float64Array(maxId + 1);
  const blockOf = new Int32Array(maxId + 1).fill(-1);

  // Blocks of participants still tied, as [start, end) boundaries over `ids`.
  let bounds: number[] = [0];
  for (let i = 1; i < count; i++) if (points[ids[i]] !== points[ids[i - 1]]) bounds.push(i);
  bounds.push(count);

  const keyFns: KeyFn[] = [];
  for (const criterion of input.criteria) {
    if (criterion === 'HEAD_TO_HEAD') {
      const h2h = input.headToHead;
      if (!h2h) continue;
      keyFns.push((p) => h2h(p, (other) => other <= maxId && blockOf[other] === blockOf[p]));
    } else {
      const values = input.values?.[criterion];
      if (values) keyFns.push((p) => values[p]);
    }
  }
  const last = tournamentKey(input);
  if (last) keyFns.push(last);
  if (input.breakRemainingTiesBySeed !== false) keyFns.push((p) => -p);

  for (const key of keyFns) {
    const nextBounds: number[] = [0];
    let anyTie = false;
    for (let b = 0; b + 1 < bounds.length; b++) {
      const from = bounds[b];
      const to = bounds[b + 1];
      if (to - from > 1) {
        for (let i = from; i < to; i++) blockOf[ids[i]] = from;
        const inner = splitBlock(ids, from, to, key, keys);
        for (let k = 1; k < inner.length; k++) nextBounds.push(inner[k]);
        if (inner.length < to - from + 1) anyTie = true;
      } else {
        nextBounds.push(to);
      }
    }
    bounds = nextBounds;
    if (!anyTie) break;
  }

  const rank = new Int32Array(count);
  for (let b = 0; b + 1 < bounds.length; b++) {
    for (let i = bounds[b]; i < bounds[b + 1]; i++) rank[i] = bounds[b] + 1;
  }
  return { order: ids, rank };
}
