// Maximum matching in a general graph (Edmonds' blossom algorithm), used by Swiss pairing to repair what the
// fast greedy pass left unpaired. The graph is implicit (an `allowed(a, b)` test) and restricted to a
// vertex subset, so the pairing engine can search small rank windows first and the whole field only when
// nothing local exists.

/**
 * Grows `mate` (local indices, -1 = free) to a maximum matching of the graph on `vertexCount` vertices with
 * edges `allowed(u, v)`, augmenting from every free vertex once (Berge: a vertex with no augmenting path
 * now never gets one later). Neighbours are tried nearest index first, which keeps repairs local when
 * vertices are given in rank order. Returns the number of augmentations made.
 */
export function augmentToMaximum(
  vertexCount: number,
  mate: Int32Array,
  allowed: (u: number, v: number) => boolean,
): number {
  const n = vertexCount;
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);
  let augmentations = 0;

  const lca = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[mate[b]];
    }
  };

  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      blossom[base[v]] = 1;
      blossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };

  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      // Nearest-first neighbour order: v±1, v±2, …
      for (let d = 1; d < n; d++) {
        for (let side = 0; side < 2; side++) {
          const to = side === 0 ? v - d : v + d;
          if (to < 0 || to >= n) continue;
          if (base[v] === base[to] || mate[v] === to || !allowed(v, to)) continue;
          if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
            const current = lca(v, to);
            blossom.fill(0);
            markPath(v, current, to);
            markPath(to, current, v);
            for (let i = 0; i < n; i++) {
              if (blossom[base[i]]) {
                base[i] = current;
                if (!used[i]) {
                  used[i] = 1;
                  queue[tail++] = i;
                }
              }
            }
          } else if (parent[to] === -1) {
            parent[to] = v;
            if (mate[to] === -1) return to;
            used[mate[to]] = 1;
            queue[tail++] = mate[to];
          }
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    const end = findPath(root);
    if (end === -1) continue;
    augmentations++;
    for (let v = end; v !== -1;) {
      const pv = parent[v];
      const next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
  return augmentations;
}
