// TAPOS fields derived from a block id (ultra-chain.md §3.4): bytes 0–3 of the id are the block number
// big-endian, and ref_block_prefix is bytes 8–11 read little-endian.
import { hexToBytes } from '@noble/hashes/utils.js';

export function blockNumFromId(blockId: string): number {
  return Number.parseInt(blockId.slice(0, 8), 16);
}

export function refBlockNum(blockNum: number): number {
  return blockNum & 0xffff;
}

export function refBlockPrefix(blockId: string): number {
  const bytes = hexToBytes(blockId);
  if (bytes.length !== 32) throw new RangeError('Block id must be 32 bytes of hex');
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
}
