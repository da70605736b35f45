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
}

/** Deviation from the Dutch order above which all pairs count the same. */
const DUTCH_CAP = 8;
/** Most players kept in the weighted matching problem. */
const MAX_CORE = 4000;
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
  fixed: number[];
  from: Int32Array;
  to: Int32Array;
  repeat: Uint8Array;
  floats: Uint8Array;
  diff: Int32Array;
  dutch: Uint8Array;
  consecutive: Uint8Array;
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
    const half = m.length >> 1;
    const inCore = new Uint8Array(m.length).fill(1);
    reduced.push(m.length >= 4 * keep + 8);
    if (reduced[gi]) {
      for (let i = keep; i < half - keep; i++) {
        if (met(m[i], m[i + half])) continue;
        inCore[i] = inCore[i + half] = 0;
        fixed.push(m[i], m[i + half]);
      }
    }
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
    fixed,
    from: new Int32Array(capacity),
    to: new Int32Array(capacity),
    repeat: new Uint8Array(capacity),
    floats: new Uint8Array(capacity),
    diff: new Int32Array(capacity),
    dutch: new Uint8Array(capacity),
    consecutive: new Uint8Array(capacity),
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
  const levels = [problem.repeat, problem.floats, problem.diff, problem.consecutive, problem.dutch];
  const pairs = problem.core.length >> 1;
  const maxima = levels.map((level) => {
    let max = 0;
    for (let k = 0; k < problem.count; k++) if (level[k] > max) max = level[k];
    return max;
  });
  // When the exact encoding would not fit in a double, the Dutch order is coarsened, then dropped, then the
  // consecutive-float level: the first three levels are always exact.
  for (const [dutchCap, used] of [
    [2 * DUTCH_CAP, 5],
    [3, 5],
    [1, 5],
    [0, 4],
    [0, 3],
  ]) {
    const max = maxima.slice();
    max[4] = Math.min(max[4], dutchCap);
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
      problem.floats[k] * mult[1] +
      problem.diff[k] * mult[2] +
      problem.consecutive[k] * mult[3] +
      Math.min(problem.dutch[k], dutchCap) * mult[4];
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
  floats: number;
  maxDiff: number;
}

function summarise(problem: Problem, mate: Int32Array): Summary {
  const s: Summary = { perfect: true, repeats: 0, floats: 0, maxDiff: 0 };
  for (let u = 0; u < mate.length; u++) {
    const v = mate[u];
    if (v === -1) s.perfect = false;
    if (v <= u) continue;
    if (problem.met(problem.core[u], problem.core[v])) s.repeats++;
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
      if (s.perfect && s.repeats === first.repeats && s.floats === first.floats) {
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
