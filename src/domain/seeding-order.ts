// Standard bracket seeding: 1 v N, 2 v N-1, … laid out so seeds 1 and 2 can only meet in the final,
// seeds 1–4 only in the semifinals, and so on.

/** Smallest power of two ≥ n (n ≥ 1). */
export function bracketSize(participantCount: number): number {
  if (!Number.isInteger(participantCount) || participantCount < 1) {
    throw new RangeError(`participantCount must be a positive integer, got ${participantCount}`);
  }
  let size = 1;
  while (size < participantCount) size *= 2;
  return size;
}

/**
 * 1-based seeds in bracket slot order for a power-of-two size: slots 2i and 2i+1 meet in the first round.
 * Built by doubling: every seed s of the previous layout is followed by its complement (2k + 1 − s), which is
 * exactly the opponent it would face in a bracket of the new size k. For 8: 1, 8, 4, 5, 2, 7, 3, 6.
 */
export function standardSeedingOrder(size: number): Int32Array {
  if (size < 1 || (size & (size - 1)) !== 0) throw new RangeError(`size must be a power of two, got ${size}`);
  let order = new Int32Array([1]);
  while (order.length < size) {
    const k = order.length * 2;
    const next = new Int32Array(k);
    for (let i = 0; i < order.length; i++) {
      next[2 * i] = order[i];
      next[2 * i + 1] = k + 1 - order[i];
    }
    order = next;
  }
  return order;
}
