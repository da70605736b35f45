// How good a Swiss pairing is, in the order the pairing engine optimises (FIDE Dutch system, colours
// left out because games here have no colours):
//   1. repeats: pairs that met before;
//   2. floats: players paired outside their score group, counted per score group crossed, as FIDE's
//      bracket-by-bracket procedure counts downfloaters (a 4-point player meeting a 2-pointer while a
//      3-point group exists floated twice: out of the 4-point group and on through the 3-point group);
//   3. the largest score difference of a pair;
//   4. the total score difference over all pairs.
// Score groups are the distinct scores among the players being paired (the bye recipient is not paired).

export interface PairingQuality {
  repeats: number;
  /** Pairs whose players both want the same side absolutely (only when the games have sides). */
  clashes?: number;
  floats: number;
  /** Pairs whose players have different scores. */
  crossPairs: number;
  maxDifference: number;
  totalDifference: number;
}

/** Score-group index (0 = highest score) of each listed participant, by participant index. */
export function scoreGroupIndex(list: ArrayLike<number>, points: ArrayLike<number>): Map<number, number> {
  const scores = new Set<number>();
  for (let k = 0; k < list.length; k++) scores.add(points[list[k]]);
  const ordered = [...scores].sort((a, b) => b - a);
  const indexOfScore = new Map<number, number>();
  ordered.forEach((s, i) => indexOfScore.set(s, i));
  const out = new Map<number, number>();
  for (let k = 0; k < list.length; k++) out.set(list[k], indexOfScore.get(points[list[k]]) as number);
  return out;
}

/**
 * Quality of flat `pairs` (pairs[2k] meets pairs[2k + 1]); `met(a, b)` tells whether a and b met before.
 */
export function pairingQuality(
  pairs: ArrayLike<number>,
  points: ArrayLike<number>,
  met: (a: number, b: number) => boolean,
  clash?: (a: number, b: number) => number,
): PairingQuality {
  const group = scoreGroupIndex(pairs, points);
  const q: PairingQuality = { repeats: 0, floats: 0, crossPairs: 0, maxDifference: 0, totalDifference: 0 };
  for (let k = 0; k + 1 < pairs.length; k += 2) {
    const a = pairs[k];
    const b = pairs[k + 1];
    if (met(a, b)) q.repeats++;
    if (clash) q.clashes = (q.clashes ?? 0) + clash(a, b);
    const crossed = Math.abs((group.get(a) as number) - (group.get(b) as number));
    if (crossed > 0) q.crossPairs++;
    q.floats += crossed;
    const d = Math.abs(points[a] - points[b]);
    if (d > q.maxDifference) q.maxDifference = d;
    q.totalDifference += d;
  }
  return q;
}

/** Negative when `a` is the better pairing by repeats, side clashes, floats, largest and total score difference. */
export function compareQuality(a: PairingQuality, b: PairingQuality): number {
  return (
    a.repeats - b.repeats ||
    (a.clashes ?? 0) - (b.clashes ?? 0) ||
    a.floats - b.floats ||
    a.maxDifference - b.maxDifference ||
    a.totalDifference - b.totalDifference
  );
}
