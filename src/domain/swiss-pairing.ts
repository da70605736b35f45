// Pairing one Swiss round in two steps.
// 1. Fewest repeats and the bye: a greedy Dutch pass pairs each score group's top half against its bottom
//    half, and augmenting paths (small rank windows first, the whole field when needed) make the matching
//    maximum, so its repeat count is the fewest possible. With an odd field the bye goes to the lowest ranked
//    player among those with the fewest byes whose removal still allows that fewest count.
// 2. The pairing itself: the optimal pairing of the rest (swiss-optimal-pairing.ts): fewest floats, then the
//    smallest largest and total score difference, then no consecutive floats, then the Dutch order. Should
//    it ever be worse than step 1's pairing (it cannot be on fields solved whole), step 1's pairing is kept.
//    An even field paired without repeats by step 2 alone skips step 1 (no repeats is the fewest).

import { augmentToMaximum } from './max-matching.js';
import { compareQuality, pairingQuality } from './swiss-pairing-quality.js';
import { pairColourCost, type SwissColourInput } from './swiss-colours.js';
import { optimalPairing } from './swiss-optimal-pairing.js';

export interface SwissPairingInput {
  participantCount: number;
  /** Participants to pair, best ranked first (dropped and disqualified players already left out). */
  ranked: ArrayLike<number>;
  /** Points by participant index; equal points form a score group. */
  points: ArrayLike<number>;
  /** Previous opponents: history[p * roundsPlayed + r] = opponent in round r, or -1 (bye, absent). */
  history: Int32Array;
  roundsPlayed: number;
  /** Byes already received, by participant index. */
  byes: ArrayLike<number>;
  /**
   * Float in the previous round by participant index: 1 met a lower score (or had the bye), -1 met a higher
   * score, 0 neither. Optional: without it consecutive floats are not avoided.
   */
  lastFloat?: ArrayLike<number>;
  /** Side preferences when the games have sides (swiss-colours.ts); the pairing then avoids clashes. */
  colours?: SwissColourInput;
}

export interface SwissPairing {
  /** Flat pairs: pairs[2k] (higher ranked) meets pairs[2k + 1]. */
  pairs: Int32Array;
  /** Participant receiving the bye, or -1. */
  bye: number;
  /** Pairs that repeat an earlier meeting; non-zero only when no repeat-free pairing existed. */
  repeats: number;
}

/** How far down the bottom half a top-half player looks before floating instead. */
const GREEDY_WINDOW = 64;
/** First rank window (each side of a free player) searched for augmenting paths. */
const FIRST_REPAIR_WINDOW = 16;
/** Beyond this field size only a few bye candidates are tried when repeats cannot be avoided. */
const EXHAUSTIVE_BYE_LIMIT = 2048;

export function havePlayed(input: SwissPairingInput, a: number, b: number): boolean {
  const r = input.roundsPlayed;
  const h = input.history;
  for (let i = a * r, end = i + r; i < end; i++) if (h[i] === b) return true;
  return false;
}

/** Greedy score-group pass; returns mates (by participant index, -1 = unpaired). */
function greedyPairing(input: SwissPairingInput, list: Int32Array, mate: Int32Array, position: Int32Array): void {
  const { points } = input;
  let floaters: number[] = [];
  let i = 0;
  while (i < list.length) {
    let j = i;
    const groupPoints = points[list[i]];
    while (j < list.length && points[list[j]] === groupPoints) j++;
    const pool = floaters;
    for (let k = i; k < j; k++) pool.push(list[k]);
    const isLast = j === list.length;
    floaters = [];
    if (!isLast && pool.length % 2 === 1) floaters.push(pool.pop() as number);
    const half = pool.length >> 1;
    const taken = new Uint8Array(pool.length - half);
    for (let a = 0; a < half; a++) {
      const p = pool[a];
      const limit = Math.min(pool.length - half, GREEDY_WINDOW);
      for (let k = 0; k < limit; k++) {
        let idx = a + k;
        if (idx >= pool.length - half) idx -= pool.length - half;
        if (taken[idx]) continue;
        const q = pool[half + idx];
        if (havePlayed(input, p, q)) continue;
        taken[idx] = 1;
        mate[p] = q;
        mate[q] = p;
        break;
      }
    }
    if (!isLast) {
      for (const p of pool) if (mate[p] === -1) floaters.push(p);
      floaters.sort((x, y) => position[x] - position[y]);
    }
    i = j;
  }
}

/** Augments within growing rank windows around the free players until none is left or the field is covered. */
function repair(input: SwissPairingInput, list: Int32Array, mate: Int32Array, position: Int32Array): void {
  const size = list.length;
  for (let window = FIRST_REPAIR_WINDOW; ; window *= 4) {
    const free: number[] = [];
    for (let k = 0; k < size; k++) if (mate[list[k]] === -1) free.push(k);
    if (free.length === 0) return;
    const whole = window >= size;
    const include = new Uint8Array(size);
    if (whole) include.fill(1);
    else {
      for (const f of free) {
        for (let k = Math.max(0, f - window), end = Math.min(size, f + window + 1); k < end; k++) {
          include[k] = 1;
          const m = mate[list[k]];
          if (m !== -1) include[position[m]] = 1;
        }
      }
    }
    const local: number[] = [];
    for (let k = 0; k < size; k++) if (include[k]) local.push(list[k]);
    const localIndex = new Map<number, number>();
    local.forEach((p, k) => localIndex.set(p, k));
    const localMate = new Int32Array(local.length);
    for (let k = 0; k < local.length; k++) {
      const m = mate[local[k]];
      localMate[k] = m === -1 ? -1 : (localIndex.get(m) as number);
    }
    augmentToMaximum(local.length, localMate, (u, v) => !havePlayed(input, local[u], local[v]));
    for (let k = 0; k < local.length; k++) mate[local[k]] = localMate[k] === -1 ? -1 : local[localMate[k]];
    if (whole) return;
  }
}

/** Pairs an even-sized list; returns flat pairs and the number of repeats. */
function pairEven(input: SwissPairingInput, list: Int32Array): { pairs: Int32Array; repeats: number } {
  const mate = new Int32Array(input.participantCount).fill(-1);
  const position = new Int32Array(input.participantCount).fill(-1);
  for (let k = 0; k < list.length; k++) position[list[k]] = k;
  greedyPairing(input, list, mate, position);
  repair(input, list, mate, position);
  // Whoever is still free has met every other free player (the matching is maximum): pair them in rank order.
  let repeats = 0;
  let pending = -1;
  for (let k = 0; k < list.length; k++) {
    const p = list[k];
    if (mate[p] !== -1) continue;
    if (pending === -1) pending = p;
    else {
      mate[p] = pending;
      mate[pending] = p;
      repeats++;
      pending = -1;
    }
  }
  const pairs = new Int32Array(list.length);
  let w = 0;
  for (let k = 0; k < list.length; k++) {
    const p = list[k];
    const m = mate[p];
    if (position[m] > k) {
      pairs[w++] = p;
      pairs[w++] = m;
    }
  }
  return { pairs, repeats };
}

/** Bye candidates: lowest ranked first among those without a bye; if all had one, those with the fewest. */
export function byeCandidates(ranked: ArrayLike<number>, byes: ArrayLike<number>): number[] {
  let fewest = Infinity;
  for (let k = 0; k < ranked.length; k++) fewest = Math.min(fewest, byes[ranked[k]]);
  const out: number[] = [];
  for (let k = ranked.length - 1; k >= 0; k--) if (byes[ranked[k]] === fewest) out.push(ranked[k]);
  return out;
}

/** Flat pairs from mates, each pair led by its higher-ranked player, pairs in rank order of that player. */
function pairsFromMates(list: Int32Array, mate: Int32Array, participantCount: number): Int32Array {
  const position = new Int32Array(participantCount).fill(-1);
  for (let k = 0; k < list.length; k++) position[list[k]] = k;
  const pairs = new Int32Array(list.length);
  let w = 0;
  for (let k = 0; k < list.length; k++) {
    const p = list[k];
    const m = mate[p];
    if (position[m] > k) {
      pairs[w++] = p;
      pairs[w++] = m;
    }
  }
  return pairs.subarray(0, w);
}

/** Quality of flat pairs in this input: repeats, side clashes when sides are on, floats, score differences. */
function qualityOf(input: SwissPairingInput, pairs: ArrayLike<number>) {
  const colours = input.colours;
  const clash = colours ? (a: number, b: number) => pairColourCost(colours, a, b).clash : undefined;
  return pairingQuality(pairs, input.points, (a, b) => havePlayed(input, a, b), clash);
}

/** Step 2 (see the file comment): the optimal pairing of `list` given the fewest repeats, if it was found. */
function optimalOf(input: SwissPairingInput, list: Int32Array, minRepeats: number) {
  const mate = optimalPairing({
    list,
    points: input.points,
    history: input.history,
    roundsPlayed: input.roundsPlayed,
    participantCount: input.participantCount,
    minRepeats,
    lastFloat: input.lastFloat,
    colours: input.colours,
  });
  if (!mate) return undefined;
  const pairs = pairsFromMates(list, mate, input.participantCount);
  if (pairs.length !== list.length) return undefined;
  const quality = qualityOf(input, pairs);
  return { pairs, repeats: quality.repeats, quality };
}

/** Step 2 after step 1: the optimal pairing of `list`, unless step 1's `base` is better. */
function bestPairing(input: SwissPairingInput, list: Int32Array, base: { pairs: Int32Array; repeats: number }) {
  const optimal = optimalOf(input, list, base.repeats);
  if (!optimal) return base;
  const baseQuality = qualityOf(input, base.pairs);
  if (compareQuality(optimal.quality, baseQuality) > 0) return base;
  return { pairs: optimal.pairs, repeats: optimal.repeats };
}

export function pairSwissRound(input: SwissPairingInput): SwissPairing {
  const ranked = Int32Array.from(input.ranked);
  if (ranked.length % 2 === 0) {
    // An even field found without repeats needs no step 1: no repeats is the fewest.
    const direct = optimalOf(input, ranked, 0);
    if (direct) return { pairs: direct.pairs, repeats: direct.repeats, bye: -1 };
    return { ...bestPairing(input, ranked, pairEven(input, ranked)), bye: -1 };
  }
  const candidates = byeCandidates(ranked, input.byes);
  const tries = ranked.length <= EXHAUSTIVE_BYE_LIMIT ? candidates.length : Math.min(8, candidates.length);
  const repeatsWithout: number[] = [];
  let best: SwissPairing | undefined;
  for (let t = 0; t < tries; t++) {
    const bye = candidates[t];
    const rest = ranked.filter((p) => p !== bye);
    const attempt = { ...pairEven(input, rest), bye };
    repeatsWithout.push(attempt.repeats);
    if (!best || attempt.repeats < best.repeats) best = attempt;
    if (best.repeats === 0) break;
  }
  const chosen = best as SwissPairing;
  const rest = ranked.filter((p) => p !== chosen.bye);
  const first = { ...bestPairing(input, rest, chosen), bye: chosen.bye };
  return equallyEntitledBye(input, ranked, candidates, repeatsWithout, first);
}

/** How many equally entitled bye candidates a large field tries beyond the first (each is a whole pairing). */
const EQUAL_BYE_TRIES = 8;
/** Fields up to this size try every equally entitled candidate. */
const EQUAL_BYE_ALL = 64;

/**
 * FIDE's Dutch system gives the bye to the player whose absence lets the rest pair best, among those equally
 * entitled to it (fewest byes, then lowest score); rank only breaks the tie. `first` is the pairing without the
 * lowest-ranked of them. The others share its score, so the rest's score groups are the same without any of
 * them: when `first` already reaches the least floating and the smallest largest difference those groups allow,
 * none can beat it and nothing more is paired (the usual case: early rounds, large score groups).
 */
function equallyEntitledBye(
  input: SwissPairingInput,
  ranked: Int32Array,
  candidates: readonly number[],
  repeatsWithout: readonly number[],
  first: SwissPairing,
): SwissPairing {
  let bestQuality = qualityOf(input, first.pairs);
  const bound = floatBounds(ranked, first.bye, input.points);
  if (bestQuality.floats === bound.floats && bestQuality.maxDifference === bound.maxDifference) return first;
  let best = first;
  const limit = ranked.length <= EQUAL_BYE_ALL ? Infinity : EQUAL_BYE_TRIES;
  let tried = 0;
  for (let t = candidates.indexOf(first.bye) + 1; t < candidates.length && tried < limit; t++) {
    const bye = candidates[t];
    if (input.points[bye] !== input.points[first.bye]) break;
    // Step 1 for this candidate (known for the ones already tried): it must allow the fewest repeats.
    const rest = ranked.filter((p) => p !== bye);
    const base = t < repeatsWithout.length ? undefined : pairEven(input, rest);
    const repeats = base ? base.repeats : repeatsWithout[t];
    if (repeats > first.repeats) continue;
    tried++;
    const attempt = bestPairing(input, rest, base ?? pairEven(input, rest));
    const quality = qualityOf(input, attempt.pairs);
    if (compareQuality(quality, bestQuality) < 0) {
      best = { ...attempt, bye };
      bestQuality = quality;
    }
  }
  return best;
}

/**
 * The least floating any pairing of `ranked` without `bye` can have, and the smallest largest score difference
 * that floating allows: a boundary between score groups with an odd number of players above it must be crossed
 * by at least one pair, once at the least.
 */
function floatBounds(ranked: Int32Array, bye: number, points: ArrayLike<number>) {
  let floats = 0;
  let maxDifference = 0;
  let above = 0;
  let previous: number | undefined;
  for (let k = 0; k < ranked.length; k++) {
    const p = ranked[k];
    if (p === bye) continue;
    const score = points[p];
    if (previous !== undefined && score !== previous && above % 2 === 1) {
      floats++;
      maxDifference = Math.max(maxDifference, Math.abs(previous - score));
    }
    previous = score;
    above++;
  }
  return { floats, maxDifference };
}
