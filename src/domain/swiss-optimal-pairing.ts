// The best pairing of an even list of Swiss players, as a maximum-weight perfect matching whose integer
// weights encode, lexicographically: fewest repeats, fewest floats (players moved out of their score group,
// counted per group crossed), then the smallest total score difference, then no float for a player who
// floated the same way last round, then the Dutch order inside a score group (its top half meets its bottom
// half: 1st–(n/2+1)th, so seeds meet late; a floater is its group's lowest and meets the next group's
// highest). Consecutive floats come before the Dutch order as in FIDE's rules (float criteria C.14–C.19 rank
// above the order in which transpositions are tried); the other way round they would almost never decide,
// since the Dutch order alone already names one floater. The largest score difference ranks between floats
// and the total; not being a sum, it is settled by searching the smallest limit on pair differences that
// keeps the repeats and floats of the unrestricted optimum. Colours play no part (games have no colours).
//
// Speed: a large score group (many more players than rounds played) can pair almost any way without repeats
// (each player has met at most `rounds` others), so only its ends decide anything: its top and bottom
// players (who may float) and their Dutch partners stay in the matching problem, the Dutch pairs in between
// are kept as they are. Small fields are solved whole, so they are exactly optimal. The weighted matching
// starts from the Dutch pairs (the zero-cost edges), so only the players they leave free need search stages.

import { pairColourCost, type SwissColourInput } from './swiss-colours.js';
import { maxWeightMatching, type WeightedEdges } from './weighted-matching.js';

export interface OptimalPairingInput {
  /** Even list of participants, best ranked first. */
  list: Int32Array;
  points: ArrayLike<number>;
  /** Previous opponents: history[p * roundsPlayed + r] = opponent in round r, or -1. */
  history: Int32Array;
  /** Fewest repeats possible (0 usually): repeat edges are left out when 0. */
  minRepeats: number;
  /** Float last round by participant: 1 down, -1 up, 0 none (optional). */
  lastFloat?: ArrayLike<number>;
  roundsPlayed: number;
  participantCount: number;
  colours?: SwissColourInput;
}

/** Deviation from the Dutch order above which all pairs count the same. */
const DUTCH_CAP = 8;
/** Most players kept in the weighted matching problem. */
const MAX_CORE = 4000;
/** The Dutch order's level in the encoding (the last). */
const DUTCH = 7;
/** Largest integer weight used (weights, duals and slacks stay exact in doubles). */
const WEIGHT_LIMIT = 2 ** 51;

/** Integer score units: the smallest power of ten that makes every score whole, divided by the common gap. */
function scoreUnits(scores: number[]): { scale: number; gcd: number } {
  let scale = 1;
  while (scale < 1e6 && scores.some((s) => Math.abs(s * scale - Math.round(s * scale)) > 1e-9)) scale *= 10;
  const gcdOf = (a: number, b: number): number => (b === 0 ? a : gcdOf(b, a % b));
  let gcd = 0;
  for (let i = 1; i < scores.length; i++) gcd = gcdOf(Math.round(Math.abs(scores[i - 1] - scores[i]) * scale), gcd);
  return { scale, gcd: gcd || 1 };
}

interface Problem {
  core: Int32Array;
  /** Score group and score (in integer units) by core position. */
  coreGroup: Int32Array;
  coreScore: Int32Array;
  /** Whether two participants met before. */
  met: (a: number, b: number) => boolean;
  colours: SwissColourInput | undefined;
  fixed: number[];
  from: Int32Array;
  to: Int32Array;
  repeat: Uint8Array;
  /** Both want the same side absolutely (FIDE C.3): ranked right after repeats. */
  clash: Uint8Array;
  floats: Uint8Array;
  diff: Int32Array;
  dutch: Uint8Array;
  consecutive: Uint8Array;
  /** One of the two does not get their side (C.12), and that one's preference was strong (C.13). */
  unmet: Uint8Array;
  strongUnmet: Uint8Array;
  count: number;
}

function buildProblem(input: OptimalPairingInput): Problem | undefined {
  const { list, points, lastFloat, history, roundsPlayed: R } = input;
  const met = (a: number, b: number) => {
    for (let i = a * R, end = i + R; i < end; i++) if (history[i] === b) return true;
    return false;
  };
  const scores = [...new Set(Array.from(list, (p) => points[p]))].sort((a, b) => b - a);
  const groupOfScore = new Map<number, number>();
  scores.forEach((s, i) => groupOfScore.set(s, i));
  const { scale, gcd } = scoreUnits(scores);
  const members: number[][] = scores.map(() => []);
  for (const p of list) members[groupOfScore.get(points[p]) as number].push(p);

  // Large groups keep only their edges in the problem (see the file comment): enough players at each end
  // that a few floaters in and out still leave a set every member of which has not met over half the others.
  const keep = (R >> 1) + 4;
  const core: number[] = [];
  const fixed: number[] = [];
  const size: number[] = [];
  const reduced: boolean[] = [];
  const coreGroup: number[] = [];
  const corePosition: number[] = [];
  members.forEach((m, gi) => {
    size.push(m.length);
    const inCore = new Uint8Array(m.length).fill(1);
    reduced.push(m.length >= 4 * keep + 8);
    if (reduced[gi]) fixMiddlePairs(m, keep, inCore, fixed, met, input.colours);
    m.forEach((p, i) => {
      if (!inCore[i]) return;
      core.push(p);
      coreGroup.push(gi);
      corePosition.push(i);
    });
  });
  const c = core.length;
  // Beyond this many players in the matching problem its dense edges cost too much: the caller's pairing stays.
  if (c > MAX_CORE) return undefined;
  const indexInCore = new Int32Array(input.participantCount).fill(-1);
  core.forEach((p, u) => (indexInCore[p] = u));
  const units = (score: number) => Math.round(score * scale);
  const coreScore = Int32Array.from(core, (p) => Math.round((units(points[p]) - units(scores[0])) / gcd));
  // Core positions of each group: [segmentStart[g], segmentEnd[g]); a large group's top half ends at topEnd[g].
  const segmentStart = new Int32Array(scores.length);
  const segmentEnd = new Int32Array(scores.length);
  const topEnd = new Int32Array(scores.length);
  for (let u = c - 1; u >= 0; u--) {
    const g = coreGroup[u];
    segmentStart[g] = u;
    if (corePosition[u] < size[g] >> 1 || !reduced[g]) topEnd[g] = Math.max(topEnd[g], u + 1);
  }
  for (let u = 0; u < c; u++) segmentEnd[coreGroup[u]] = u + 1;
  for (let g = 0; g < scores.length; g++) if (!reduced[g]) topEnd[g] = segmentEnd[g];

  const capacity = (c * (c - 1)) >> 1;
  const problem: Problem = {
    core: Int32Array.from(core),
    coreGroup: Int32Array.from(coreGroup),
    coreScore,
    met,
    colours: input.colours,
    fixed,
    from: new Int32Array(capacity),
    to: new Int32Array(capacity),
    repeat: new Uint8Array(capacity),
    clash: new Uint8Array(capacity),
    floats: new Uint8Array(capacity),
    diff: new Int32Array(capacity),
    dutch: new Uint8Array(capacity),
    consecutive: new Uint8Array(capacity),
    unmet: new Uint8Array(capacity),
    strongUnmet: new Uint8Array(capacity),
    count: 0,
  };
  const metMark = new Uint8Array(c);
  const mark = (u: number, value: number) => {
    for (let i = core[u] * R, end = i + R; i < end; i++) {
      const o = history[i];
      if (o >= 0 && indexInCore[o] >= 0) metMark[indexInCore[o]] = value;
    }
  };
  const addEdge = (u: number, v: number): void => {
    const repeat = metMark[v] === 1;
    if (repeat && input.minRepeats === 0) return;
    const ga = coreGroup[u];
    const gb = coreGroup[v];
    const pa = corePosition[u];
    const pb = corePosition[v];
    const k = problem.count++;
    problem.from[k] = u;
    problem.to[k] = v;
    problem.repeat[k] = repeat ? 1 : 0;
    if (input.colours) {
      const cost = pairColourCost(input.colours, core[u], core[v]);
      problem.clash[k] = cost.clash;
      problem.unmet[k] = cost.unmet;
      problem.strongUnmet[k] = cost.strongUnmet;
    }
    if (ga === gb) {
      // Zero for the Dutch pair (pb = pa + half). Counting the distance only, not which half pa is in, keeps
      // the order when a floater arrives and the rest of the group shifts by one.
      problem.dutch[k] = Math.min(Math.abs(pb - pa - (size[ga] >> 1)), DUTCH_CAP);
    } else {
      // u is in the higher group: it floats down, v up.
      problem.floats[k] = Math.min(gb - ga, 255);
      problem.diff[k] = coreScore[u] - coreScore[v];
      problem.dutch[k] = Math.min(size[ga] - 1 - pa, DUTCH_CAP) + Math.min(pb, DUTCH_CAP);
      if (lastFloat) problem.consecutive[k] = (lastFloat[core[u]] === 1 ? 1 : 0) + (lastFloat[core[v]] === -1 ? 1 : 0);
    }
  };
  for (let u = 0; u < c; u++) {
    const ga = coreGroup[u];
    mark(u, 1);
    for (let v = u + 1; v < segmentEnd[ga]; v++) addEdge(u, v);
    // A large group does not float down a top-half player, nor up a bottom-half one: its other half has
    // enough players for any few floats. No floater passes through a large group (it could take the
    // floater and send its own lowest on, with no more floats and no larger difference).
    if (!(reduced[ga] && corePosition[u] < size[ga] >> 1)) {
      for (let gb = ga + 1; gb < scores.length; gb++) {
        for (let v = segmentStart[gb]; v < topEnd[gb]; v++) addEdge(u, v);
        if (reduced[gb]) break;
      }
    }
    mark(u, 0);
  }
  return problem;
}

interface Encoding {
  mult: number[];
  top: number;
  /** Dutch deviations above this count the same (a coarser Dutch order keeps the encoding exact). */
  dutchCap: number;
}

/** Per-level multipliers so a unit of a level outweighs any total of the levels below it. */
function encoding(problem: Problem): Encoding | undefined {
  // FIDE's order: repeats (C.1), absolute side clashes (C.3), floats and score differences (C.5–C.7), side
  // preferences (C.12, C.13), consecutive floats (C.14–C.17), then the Dutch order. Without sides the colour
  // levels are all zero and cost nothing in the encoding.
  const levels = [
    problem.repeat,
    problem.clash,
    problem.floats,
    problem.diff,
    problem.unmet,
    problem.strongUnmet,
    problem.consecutive,
    problem.dutch,
  ];
  const pairs = problem.core.length >> 1;
  const maxima = levels.map((level) => {
    let max = 0;
    for (let k = 0; k < problem.count; k++) if (level[k] > max) max = level[k];
    return max;
  });
  // When the exact encoding would not fit in a double, the Dutch order is coarsened, then dropped, then the
  // consecutive-float level, then the side preferences: the first four levels are always exact.
  for (const [dutchCap, used] of [
    [2 * DUTCH_CAP, 8],
    [3, 8],
    [1, 8],
    [0, 7],
    [0, 6],
    [0, 5],
    [0, 4],
  ]) {
    const max = maxima.slice();
    max[DUTCH] = Math.min(max[DUTCH], dutchCap);
    const mult = new Array<number>(levels.length).fill(0);
    let span = 1;
    for (let l = used - 1; l >= 0; l--) {
      mult[l] = span;
      span *= pairs * max[l] + 1;
    }
    if (span < WEIGHT_LIMIT) return { mult, top: span, dutchCap };
  }
  return undefined;
}

/** Solves the matching with edges of difference at most `limit`; mate by core position. */
function solve(problem: Problem, { mult, top, dutchCap }: Encoding, limit: number): Int32Array {
  const edges: WeightedEdges = {
    from: new Int32Array(problem.count),
    to: new Int32Array(problem.count),
    weight: new Float64Array(problem.count),
    count: 0,
  };
  const initial: number[] = [];
  for (let k = 0; k < problem.count; k++) {
    if (problem.diff[k] > limit) continue;
    const cost =
      problem.repeat[k] * mult[0] +
      problem.clash[k] * mult[1] +
      problem.floats[k] * mult[2] +
      problem.diff[k] * mult[3] +
      problem.unmet[k] * mult[4] +
      problem.strongUnmet[k] * mult[5] +
      problem.consecutive[k] * mult[6] +
      Math.min(problem.dutch[k], dutchCap) * mult[DUTCH];
    const e = edges.count++;
    edges.from[e] = problem.from[k];
    edges.to[e] = problem.to[k];
    edges.weight[e] = top - cost;
    if (cost === 0) initial.push(e);
  }
  return maxWeightMatching(problem.core.length, edges, initial);
}

interface Summary {
  perfect: boolean;
  repeats: number;
  clashes: number;
  floats: number;
  maxDiff: number;
}

function summarise(problem: Problem, mate: Int32Array): Summary {
  const s: Summary = { perfect: true, repeats: 0, clashes: 0, floats: 0, maxDiff: 0 };
  for (let u = 0; u < mate.length; u++) {
    const v = mate[u];
    if (v === -1) s.perfect = false;
    if (v <= u) continue;
    if (problem.met(problem.core[u], problem.core[v])) s.repeats++;
    if (problem.colours) s.clashes += pairColourCost(problem.colours, problem.core[u], problem.core[v]).clash;
    s.floats += Math.abs(problem.coreGroup[u] - problem.coreGroup[v]);
    s.maxDiff = Math.max(s.maxDiff, Math.abs(problem.coreScore[u] - problem.coreScore[v]));
  }
  return s;
}

/**
 * Mates (by participant index, -1 outside the list) of the optimal pairing, or undefined when the problem
 * could not be encoded or solved perfectly (the caller then keeps its own pairing).
 */
export function optimalPairing(input: OptimalPairingInput): Int32Array | undefined {
  const problem = buildProblem(input);
  if (!problem) return undefined;
  const encoded = encoding(problem);
  if (!encoded) return undefined;
  let mate = solve(problem, encoded, Infinity);
  const first = summarise(problem, mate);
  if (!first.perfect) return undefined;
  if (first.floats > 0) {
    // Smallest edge-difference limit that keeps the repeats and floats of the unrestricted optimum.
    const limits = new Set<number>();
    for (let k = 0; k < problem.count; k++) {
      if (problem.diff[k] > 0 && problem.diff[k] < first.maxDiff) limits.add(problem.diff[k]);
    }
    const sorted = [...limits].sort((a, b) => a - b);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const attempt = solve(problem, encoded, sorted[mid]);
      const s = summarise(problem, attempt);
      if (s.perfect && s.repeats === first.repeats && s.clashes === first.clashes && s.floats === first.floats) {
        mate = attempt;
        hi = mid;
      } else lo = mid + 1;
    }
  }
  const out = new Int32Array(input.participantCount).fill(-1);
  for (let u = 0; u < mate.length; u++) out[problem.core[u]] = problem.core[mate[u]];
  for (let k = 0; k < problem.fixed.length; k += 2) {
    out[problem.fixed[k]] = problem.fixed[k + 1];
    out[problem.fixed[k + 1]] = problem.fixed[k];
  }
  return out;
}

/**
 * In a large score group, fixes the middle of the Dutch order (top-half player i meets bottom-half player
 * i + half) outside the matching problem. With sides, each middle top-half player instead takes the earliest
 * free bottom-half middle player whose side preference fits its own (they want different sides, or one has
 * none), as the Dutch system's transpositions would: three queues of the bottom half by the side they want
 * keep this linear. A player who finds none (or only past opponents) stays in the problem, as do the partners
 * left over; with preferences about evenly split, that is a few players per group.
 */
function fixMiddlePairs(
  m: number[],
  keep: number,
  inCore: Uint8Array,
  fixed: number[],
  met: (a: number, b: number) => boolean,
  colours: SwissColourInput | undefined,
): void {
  const half = m.length >> 1;
  const fix = (i: number, j: number) => {
    inCore[i] = inCore[j] = 0;
    fixed.push(m[i], m[j]);
  };
  if (!colours) {
    for (let i = keep; i < half - keep; i++) if (!met(m[i], m[i + half])) fix(i, i + half);
    return;
  }
  const side = colours.preferences.side;
  // Bottom-half middle positions by the side they want: index 0 the second side, 1 none, 2 the first.
  const queues: number[][] = [[], [], []];
  for (let j = half + keep; j < m.length - keep; j++) queues[side[m[j]] + 1].push(j);
  const heads = [0, 0, 0];
  for (let i = keep; i < half - keep; i++) {
    const wanted = side[m[i]];
    // Fitting partners want the other side or none; a player without a preference fits anyone.
    const fitting = wanted === 0 ? [0, 1, 2] : [1, 1 - wanted];
    let bestQ = -1;
    let bestK = -1;
    for (const q of fitting) {
      // The earliest in this queue that i has not met (past opponents are rare: look a few ahead only).
      for (let k = heads[q]; k < Math.min(heads[q] + 4, queues[q].length); k++) {
        const j = queues[q][k];
        if (j < 0 || met(m[i], m[j])) continue;
        if (bestQ === -1 || j < queues[bestQ][bestK]) [bestQ, bestK] = [q, k];
        break;
      }
    }
    if (bestQ === -1) continue;
    const best = queues[bestQ][bestK];
    queues[bestQ][bestK] = -1;
    while (heads[bestQ] < queues[bestQ].length && queues[bestQ][heads[bestQ]] < 0) heads[bestQ]++;
    fix(i, best);
  }
  // When more of the group want one side than the other, some pairs must leave one of them without it; pair
  // what is left of the middle in order too (no past opponents, no two absolute preferences for the same side),
  // so that only the group's ends are left to the matching.
  const leftTop: number[] = [];
  const leftBottom: number[] = [];
  for (let i = keep; i < half - keep; i++) if (inCore[i]) leftTop.push(i);
  for (let j = half + keep; j < m.length - keep; j++) if (inCore[j]) leftBottom.push(j);
  let from = 0;
  for (const i of leftTop) {
    while (from < leftBottom.length && !inCore[leftBottom[from]]) from++;
    for (let k = from; k < Math.min(from + 8, leftBottom.length); k++) {
      const j = leftBottom[k];
      if (!inCore[j] || met(m[i], m[j]) || pairColourCost(colours, m[i], m[j]).clash) continue;
      fix(i, j);
      break;
    }
  }
}
