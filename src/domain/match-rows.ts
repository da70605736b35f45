// Per-match rows of int32 fields, kept in fixed chunks that the states of a bracket share. A new state copies
// the list of chunks (a few hundred references for a million matches) and copies a chunk only when it first
// writes into it, so a batch of results costs the matches it touches, not the whole bracket: copying every
// array per state made 2^20-entrant double elimination spend two thirds of its time copying and collecting.

/** Rows per chunk (a power of two): small enough that a late batch of a few matches copies little. */
export const ROW_CHUNK_BITS = 12;
export const ROW_CHUNK_MASK = (1 << ROW_CHUNK_BITS) - 1;

export interface MatchRows {
  readonly rowCount: number;
  /** Fields per row: field f of row m is chunks[m >> ROW_CHUNK_BITS][(m & ROW_CHUNK_MASK) * stride + f]. */
  readonly stride: number;
  readonly chunks: Int32Array[];
  /**
   * 1 where no other state holds the chunk, so it may be written in place. Deriving a state clears the base's
   * flags: from then on both hold every chunk, and whichever writes one first copies it.
   */
  readonly exclusive: Uint8Array;
}

/** Rows that all start as `initial` (one value per field), owned by the new state alone. */
export function createMatchRows(rowCount: number, initial: readonly number[]): MatchRows {
  const stride = initial.length;
  const chunkCount = Math.ceil(rowCount / (ROW_CHUNK_MASK + 1));
  const chunks: Int32Array[] = [];
  for (let k = 0; k < chunkCount; k++) {
    const rows = Math.min(ROW_CHUNK_MASK + 1, rowCount - (k << ROW_CHUNK_BITS));
    const chunk = new Int32Array(rows * stride);
    for (let f = 0; f < stride; f++) {
      if (initial[f] === 0) continue;
      for (let i = f; i < chunk.length; i += stride) chunk[i] = initial[f];
    }
    chunks.push(chunk);
  }
  return { rowCount, stride, chunks, exclusive: new Uint8Array(chunkCount).fill(1) };
}

/**
 * The rows a change writes into: `base` itself when the caller gives up the base state (its exclusive chunks
 * are written in place), else a new state sharing every chunk with it.
 */
export function deriveMatchRows(base: MatchRows, inPlace: boolean): MatchRows {
  if (inPlace) return base;
  base.exclusive.fill(0);
  return {
    rowCount: base.rowCount,
    stride: base.stride,
    chunks: base.chunks.slice(),
    exclusive: new Uint8Array(base.exclusive.length),
  };
}

/** The chunk holding row m, copied first if another state holds it too. */
export function writableChunk(rows: MatchRows, m: number): Int32Array {
  const k = m >> ROW_CHUNK_BITS;
  if (rows.exclusive[k] === 0) {
    rows.chunks[k] = rows.chunks[k].slice();
    rows.exclusive[k] = 1;
  }
  return rows.chunks[k];
}

export function rowField(rows: MatchRows, m: number, field: number): number {
  return rows.chunks[m >> ROW_CHUNK_BITS][(m & ROW_CHUNK_MASK) * rows.stride + field];
}

/** One field of every row, as a flat array. */
export function flatField<T extends Int32Array | Uint8Array>(rows: MatchRows, field: number, out: T): T {
  const { stride, chunks } = rows;
  let m = 0;
  for (const chunk of chunks) {
    for (let i = field; i < chunk.length; i += stride) out[m++] = chunk[i];
  }
  return out;
}
