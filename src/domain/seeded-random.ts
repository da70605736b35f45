// Deterministic randomness: domain code never calls Math.random, it takes a seed so that the same stored seed
// always reproduces the same draw (random tie-breaks, random seeding, benchmark data).

/** A small, fast 32-bit generator (mulberry32). Not cryptographic; it only has to be reproducible. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  nextInt(bound: number): number;
}

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    next: () => nextUint32() / 4294967296,
    nextInt: (bound: number) => Math.floor((nextUint32() / 4294967296) * bound),
  };
}

/**
 * A stateless per-item key: hash of (seed, index). Used for random tie-breaks so that a participant's key
 * does not depend on how many others were drawn before it (dropping a player leaves the others' order alone).
 */
export function seededKey(seed: number, index: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Fisher–Yates on a copy: returns a new array, leaves the input untouched. */
export function seededShuffle<T>(items: readonly T[], random: SeededRandom): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
