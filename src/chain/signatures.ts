// K1 signatures in the chain's text form (SIG_K1_…): signing a 32-byte digest the way eosjs does
// (RFC 6979, retried until canonical), recovering the signer's key, and message signing (§2.6).
import './buffer-polyfill';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { privateKeyBytes, publicKeyFromBytes } from './keys';
import { decodeKeyText, encodeKeyText } from './key-text';

/** The chain's canonicality rule on the 65-byte signature (no high bits, no redundant leading zero). */
export function isCanonicalSignature(sig65: Uint8Array): boolean {
  return (
    sig65.length === 65 &&
    !(sig65[1] & 0x80) &&
    !(sig65[1] === 0 && !(sig65[2] & 0x80)) &&
    !(sig65[33] & 0x80) &&
    !(sig65[33] === 0 && !(sig65[34] & 0x80))
  );
}

/** 65 bytes `[recid+31] ‖ r ‖ s` of a SIG_K1_ text (checksum verified). */
export function signatureBytes(signature: string): Uint8Array {
  if (typeof signature !== 'string') throw new TypeError('Signature must be a string');
  return decodeKeyText(signature.trim(), 'SIG_K1_', 65, 'K1');
}

export function signatureFromBytes(sig65: Uint8Array): string {
  return encodeKeyText('SIG_K1_', sig65, 'K1');
}

/**
 * Signs a 32-byte digest. Like eosjs, each retry adds the try counter as extra RFC 6979 input, so the
 * signature is deterministic and identical to eosjs's JsSignatureProvider for the same key and digest.
 */
export function signDigest(privateKey: string | Uint8Array, digest: Uint8Array): string {
  if (digest.length !== 32) throw new RangeError('Digest must be 32 bytes');
  const secret = typeof privateKey === 'string' ? privateKeyBytes(privateKey) : privateKey;
  for (let tries = 1; tries < 256; tries++) {
    const recovered = secp256k1.sign(digest, secret, {
      prehash: false,
      format: 'recovered',
      extraEntropy: Uint8Array.of(tries),
    });
    const sig65 = new Uint8Array(65);
    sig65[0] = recovered[0] + 27 + 4;
    sig65.set(recovered.subarray(1), 1);
    if (isCanonicalSignature(sig65)) return signatureFromBytes(sig65);
  }
  throw new Error('Could not produce a canonical signature');
}

/** Compressed public key bytes that produced `signature` over `digest`; throws on malformed input. */
export function recoverDigestSignerBytes(digest: Uint8Array, signature: string | Uint8Array): Uint8Array {
  const sig65 = typeof signature === 'string' ? signatureBytes(signature) : signature;
  const recovery = sig65[0] - 27 - 4;
  if (recovery < 0 || recovery > 3) throw new RangeError('Invalid signature recovery byte');
  const compact = new Uint8Array(65);
  compact[0] = recovery;
  compact.set(sig65.subarray(1), 1);
  return secp256k1.recoverPublicKey(compact, digest, { prehash: false });
}

/** PUB_K1_ key that produced `signature` over `digest`. */
export function recoverDigestSigner(digest: Uint8Array, signature: string): string {
  return publicKeyFromBytes(recoverDigestSignerBytes(digest, signature));
}

/** True when `signature` over `digest` was made by the key `publicKey` (33 compressed bytes). */
export function verifyDigestSignature(digest: Uint8Array, signature: string, publicKey: Uint8Array): boolean {
  try {
    const sig65 = signatureBytes(signature);
    return secp256k1.verify(sig65.subarray(1), digest, publicKey, { prehash: false, lowS: false });
  } catch {
    return false;
  }
}

/** SHA-256 of the UTF-8 bytes of the whole message (prefix included), as Ultra Wallet signs it. */
export function messageDigest(message: string): Uint8Array {
  return sha256(utf8ToBytes(message));
}

/** Signs exactly the given text (callers trim first if they follow the wallet's rule). */
export function signMessage(privateKey: string, message: string): string {
  return signDigest(privateKey, messageDigest(message));
}

export function recoverMessageSigner(message: string, signature: string): string {
  return recoverDigestSigner(messageDigest(message), signature);
}
