import { describe, expect, it } from 'vitest';
import { blockNumFromId, refBlockNum, refBlockPrefix, signingDigest, signingPreimage } from '../../../src/chain';

describe('TAPOS', () => {
  // Layout of the reference's get_block example: id 03ad0bd4…, prefix bytes d257cf72 at offset 8.
  const id = '03ad0bd4a31c0e0fd257cf72' + '0'.repeat(40);

  it('reads the block number from the id', () => {
    expect(blockNumFromId(id)).toBe(61672404);
    expect(refBlockNum(61672404)).toBe(3028);
  });

  it('reads ref_block_prefix little-endian from bytes 8–11', () => {
    expect(refBlockPrefix(id)).toBe(1926191058);
  });
});

describe('signing digest', () => {
  it('is sha256 over chain id, packed trx and 32 zero bytes without cfd', () => {
    const chainId = 'ab'.repeat(32);
    const trx = new Uint8Array([1, 2, 3]);
    const preimage = signingPreimage(chainId, trx);
    expect(preimage.length).toBe(32 + 3 + 32);
    expect(preimage.subarray(35).every((b) => b === 0)).toBe(true);
    expect(signingDigest(chainId, trx)).not.toEqual(signingDigest(chainId, trx, new Uint8Array([1, 0])));
  });
});
