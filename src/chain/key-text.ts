// Text forms of keys and signatures: base58 with a 4-byte ripemd160 checksum (ultra-chain.md §3.6).
// Written here with @noble/hashes because eosjs's pure-JS ripemd160 dominated signing and verifying time.
import './buffer-polyfill';
import { Numeric } from 'eosjs';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const checksum = (data: Uint8Array, suffix: string) =>
  ripemd160(suffix ? concatBytes(data, utf8ToBytes(suffix)) : data).subarray(0, 4);

/** `PUB_K1_…`, `PVT_K1_…`, `SIG_K1_…` (suffix "K1") or legacy `EOS…` (empty suffix). */
export function encodeKeyText(prefix: string, data: Uint8Array, suffix: string): string {
  return prefix + Numeric.binaryToBase58(concatBytes(data, checksum(data, suffix)));
}

/** Inverse of encodeKeyText; throws on a wrong prefix, length or checksum. */
export function decodeKeyText(text: string, prefix: string, size: number, suffix: string): Uint8Array {
  if (typeof text !== 'string' || !text.startsWith(prefix)) throw new RangeError(`Expected ${prefix}…`);
  const body = text.slice(prefix.length);
  if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(body)) throw new RangeError('Invalid base58 text');
  const whole = Numeric.base58ToBinary(size + 4, body);
  const data = whole.slice(0, size);
  const expected = checksum(data, suffix);
  for (let i = 0; i < 4; i++) if (expected[i] !== whole[size + i]) throw new RangeError("Checksum doesn't match");
  return data;
}
