// Maximum-weight matching (blossom algorithm) against brute force on random small graphs, from an empty
// start and from a warm start on maximum-weight edges, as the Swiss pairing uses it.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from '../../src/domain/weighted-matching.js';

type Edge = [number, number, number];

/** Largest cardinality, then largest weight, over every matching (n ≤ 10). */
function bruteForce(n: number, edges: Edge[]): [number, number] {
  const weight = new Map<number, number>();
  for (const [a, b, w] of edges) {
    const key = Math.min(a, b) * n + Math.max(a, b);
    weight.set(key, Math.max(weight.get(key) ?? -Infinity, w));
  }
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number, count: number, total: number) => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      if (count > best[0] || (count === best[0] && total > best[1])) best = [count, total];
      return;
    }
    used[i] = true;
    go(i + 1, count, total);
    for (let j = i + 1; j < n; j++) {
      const w = weight.get(i * n + j);
      if (used[j] || w === undefined) continue;
      used[j] = true;
      go(i + 1, count + 1, total + w);
      used[j] = false;
    }
    used[i] = false;
  };
  go(0, 0, 0);
  return best;
}

const graph = fc
  .integer({ min: 1, max: 10 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 0, max: 40 })), { maxLength: 30 }),
      fc.boolean(),
    ),
  );

describe('maxWeightMatching', () => {
  it('finds a maximum-cardinality matching of maximum weight (empty and warm start)', () => {
    fc.assert(
      fc.property(graph, ([n, raw, warm]) => {
        const edges = raw.filter(([a, b]) => a !== b) as Edge[];
        const from = Int32Array.from(edges, (e) => e[0]);
        const to = Int32Array.from(edges, (e) => e[1]);
        const weight = Float64Array.from(edges, (e) => e[2]);
        const top = Math.max(0, ...edges.map((e) => e[2]));
        const initial = warm ? edges.flatMap((e, k) => (e[2] === top ? [k] : [])) : [];
        const mate = maxWeightMatching(n, { from, to, weight, count: edges.length }, initial);
        let count = 0;
        let total = 0;
        for (let v = 0; v < n; v++) {
          const u = mate[v];
          if (u === -1) continue;
          expect(mate[u]).toBe(v);
          if (u < v) continue;
          const between = edges.filter(([a, b]) => (a === v && b === u) || (a === u && b === v));
          const w = Math.max(...between.map((e) => e[2]));
          count++;
          total += w;
        }
        expect([count, total]).toEqual(bruteForce(n, edges));
      }),
      { numRuns: 400 },
    );
  });
});
