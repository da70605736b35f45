// uint64 table keys (names, symbols, ids) stored in int8 columns: shifted by 2^63 so the full unsigned
// range fits and ordering is preserved (get_table_rows pages by key). int8 compares far faster than
// numeric, which matters on every balance lookup.
const OFFSET = 1n << 63n;

export function toStoredKey(value: bigint): string {
  return (value - OFFSET).toString();
}

export function fromStoredKey(stored: string | number | bigint): bigint {
  return BigInt(stored) + OFFSET;
}
