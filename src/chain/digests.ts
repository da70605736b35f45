// Transaction id and signing digest (ultra-chain.md §3.6). Both hash the packed transaction; only the
// signing digest binds the chain id and the context-free data.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';

const ZERO_HASH = new Uint8Array(32);

/** hex(sha256(packed_trx)): the transaction id that nodeos and the wallet report. */
export function transactionId(packedTrx: Uint8Array): string {
  return bytesToHex(sha256(packedTrx));
}

/** The bytes whose SHA-256 is the signing digest; exposed so verifiers that hash internally can use them. */
export function signingPreimage(
  chainId: string,
  packedTrx: Uint8Array,
  packedContextFreeData?: Uint8Array | null,
): Uint8Array {
  const chain = hexToBytes(chainId);
  if (chain.length !== 32) throw new RangeError('Chain id must be 32 bytes of hex');
  const cfdHash = packedContextFreeData && packedContextFreeData.length > 0 ? sha256(packedContextFreeData) : ZERO_HASH;
  return concatBytes(chain, packedTrx, cfdHash);
}

/** sha256(chain_id ‖ packed_trx ‖ (cfd ? sha256(cfd) : 32 zero bytes)). */
export function signingDigest(
  chainId: string,
  packedTrx: Uint8Array,
  packedContextFreeData?: Uint8Array | null,
): Uint8Array {
  return sha256(signingPreimage(chainId, packedTrx, packedContextFreeData));
}
