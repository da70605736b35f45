// Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables, in the
// primal-dual form of Galil's survey), used by Swiss pairing to find the best pairing under a lexicographic
// cost encoded in integer weights. Written for sparse edge lists and a warm start: the caller may pass
// edges of the maximum weight as an initial matching (with all vertex duals equal to that weight they are
// tight, so every invariant holds), and only the vertices left free cost search stages. Among matchings of
// maximum cardinality it returns one of maximum weight. Weights must be integers below 2^52 so every dual
// and slack (sums and halves of weights) stays exact in a double.

export interface WeightedEdges {
  from: Int32Array;
  to: Int32Array;
  weight: Float64Array;
  /** Number of edges used (the arrays may be longer). */
  count: number;
}

/** Returns mate[v] (vertex, or -1) of a maximum-cardinality maximum-weight matching. */
export function maxWeightMatching(
  vertexCount: number,
  edges: WeightedEdges,
  initialEdges: readonly number[] = [],
): Int32Array {
  const n = vertexCount;
  const m = edges.count;
  const { from, to, weight } = edges;
  const result = new Int32Array(n).fill(-1);
  if (n === 0 || m === 0) return result;
  let maxWeight = 0;
  for (let k = 0; k < m; k++) if (weight[k] > maxWeight) maxWeight = weight[k];

  // endpoint[p]: vertex at end p of edge p >> 1; neighbours of v are the remote endpoints p (p ^ 1 is v's own end).
  const endpoint = new Int32Array(2 * m);
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = from[k];
    endpoint[2 * k + 1] = to[k];
    degree[from[k]]++;
    degree[to[k]]++;
  }
  const neighbourStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) neighbourStart[v + 1] = neighbourStart[v] + degree[v];
  const neighbourEnds = new Int32Array(2 * m);
  const fill = neighbourStart.slice(0, n);
  for (let k = 0; k < m; k++) {
    neighbourEnds[fill[from[k]]++] = 2 * k + 1;
    neighbourEnds[fill[to[k]]++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int32Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds = new Array<number[] | null>(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEndps = new Array<number[] | null>(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  const allowEdge = new Uint8Array(m);
  const queue: number[] = [];

  for (const k of initialEdges) {
    const i = from[k];
    const j = to[k];
    if (weight[k] !== maxWeight || mate[i] !== -1 || mate[j] !== -1 || i === j) continue;
    mate[i] = 2 * k + 1;
    mate[j] = 2 * k;
  }

  const slack = (k: number): number => dual[from[k]] + dual[to[k]] - 2 * weight[k];

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) out.push(b);
    else for (const t of blossomChilds[b] as number[]) leaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    for (;;) {
      const b = inBlossom[w];
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      if (t === 1) {
        leaves(b, queue);
        return;
      }
      // A T-blossom: its base's mate becomes an S-vertex.
      const base = blossomBase[b];
      const mb = mate[base];
      w = endpoint[mb];
      t = 1;
      p = mb ^ 1;
    }
  };

  /** Follows both tree paths up to a common S-blossom (returns its base) or to two roots (returns -1). */
  const scanBlossom = (v: number, w: number): number => {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) {
        const x = v;
        v = w;
        w = x;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = from[k];
    let w = to[k];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const leaf of leaves(b, [])) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // Best edges from the new blossom to each neighbouring S-blossom.
    const bestTo = new Map<number, number>();
    for (const child of path) {
      const lists: number[][] = [];
      const own = blossomBestEdges[child];
      if (own === null) {
        const list: number[] = [];
        for (const leaf of leaves(child, [])) {
          for (let q = neighbourStart[leaf]; q < neighbourStart[leaf + 1]; q++) list.push(neighbourEnds[q] >> 1);
        }
        lists.push(list);
      } else lists.push(own);
      for (const list of lists) {
        for (const e of list) {
          let j = to[e];
          if (inBlossom[j] === b) j = from[e];
          const bj = inBlossom[j];
          if (bj !== b && label[bj] === 1) {
            const known = bestTo.get(bj);
            if (known === undefined || slack(e) < slack(known)) bestTo.set(bj, e);
          }
        }
      }
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    const best = [...bestTo.values()];
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b])) bestEdge[b] = e;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of leaves(s, [])) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the children on the even path from the entry child to the base as T and S.
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= childs.length;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      const at = (i: number) => (i < 0 ? i + childs.length : i);
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[endps[at(j - endpTrick)] ^ endpTrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[endps[at(j - endpTrick)] >> 1] = 1;
        j += jStep;
        p = endps[at(j - endpTrick)] ^ endpTrick;
        allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = childs[at(j)];
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jStep;
      while (childs[at(j)] !== entryChild) {
        bv = childs[at(j)];
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        let reached = -1;
        for (const leaf of leaves(bv, [])) {
          if (label[leaf] !== 0) {
            reached = leaf;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[bv]]]] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += jStep;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    const at = (x: number) => (x < 0 ? x + childs.length : x);
    while (j !== 0) {
      j += jStep;
      t = childs[at(j)];
      const p = endps[at(j - endpTrick)] ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += jStep;
      t = childs[at(j)];
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomEndps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossomBase[b] = blossomBase[blossomChilds[b][0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [from[k], 2 * k + 1],
      [to[k], 2 * k],
    ];
    for (let [s, p] of starts) {
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (;;) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (let q = neighbourStart[v]; q < neighbourStart[v + 1]; q++) {
          const p = neighbourEnds[q];
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;
      // No tight edge grows the forest: move the duals by the largest step that keeps every slack >= 0.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b] < delta)) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Maximum cardinality reached: nothing can grow any more.
        deltaType = 1;
        delta = 0;
        for (let v = 0; v < n; v++) if (v === 0 || dual[v] < delta) delta = dual[v];
        delta = Math.max(0, delta);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = from[deltaEdge];
        if (label[inBlossom[i]] === 0) i = to[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(from[deltaEdge]);
      } else expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;
    // Blossoms whose dual fell to zero are no longer needed.
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v++) result[v] = mate[v] === -1 ? -1 : endpoint[mate[v]];
  return result;
}
