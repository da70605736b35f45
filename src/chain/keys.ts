// K1 key text formats (WIF, PVT_K1_, EOS…, PUB_K1_) and key generation. Point math is @noble/curves;
// the checksummed text forms live in key-text.ts.
import './buffer-polyfill';
import { Numeric } from 'eosjs';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeKeyText, encodeKeyText } from './key-text';

/** The 32 raw bytes of a private key given as WIF (5…, checksum verified) or PVT_K1_…. */
export function privateKeyBytes(privateKey: string): Uint8Array {
  if (typeof privateKey !== 'string') throw new TypeError('Private key must be a string');
  const text = privateKey.trim();
  let data: Uint8Array;
  if (text.startsWith('PVT_K1_')) {
    data = decodeKeyText(text, 'PVT_K1_', 32, 'K1');
  } else if (/^[1-9A-HJ-NP-Za-km-z]{50,52}$/.test(text)) {
    // eosjs skips the WIF checksum; a typo in an imported key must not silently become another key.
    const whole = Numeric.base58ToBinary(37, text);
    if (whole[0] !== 0x80) throw new RangeError('Unrecognized private key type');
    const check = sha256(sha256(whole.subarray(0, 33)));
    for (let i = 0; i < 4; i++)
      if (check[i] !== whole[33 + i]) throw new RangeError("Private key checksum doesn't match");
    data = whole.slice(1, 33);
  } else {
    throw new RangeError('Unrecognized private key format');
  }
  if (data.length !== 32 || !secp256k1.utils.isValidSecretKey(data)) throw new RangeError('Invalid private key');
  return data;
}

/** 33-byte compressed point of a public key given as EOS… or PUB_K1_…. */
export function publicKeyBytes(publicKey: string): Uint8Array {
  if (typeof publicKey !== 'string') throw new TypeError('Public key must be a string');
  const text = publicKey.trim();
  if (text.startsWith('PUB_K1_')) return decodeKeyText(text, 'PUB_K1_', 33, 'K1');
  if (text.startsWith('EOS')) return decodeKeyText(text, 'EOS', 33, '');
  throw new RangeError('Only K1 public keys (PUB_K1_… or EOS…) are supported');
}

export function publicKeyFromBytes(bytes: Uint8Array): string {
  return encodeKeyText('PUB_K1_', bytes, 'K1');
}

export function privateKeyFromBytes(bytes: Uint8Array): string {
  return encodeKeyText('PVT_K1_', bytes, 'K1');
}

export async function generateKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const secret = secp256k1.utils.randomSecretKey();
  return {
    privateKey: privateKeyFromBytes(secret),
    publicKey: publicKeyFromBytes(secp256k1.getPublicKey(secret, true)),
  };
}

/** PUB_K1_ form of the key that belongs to a WIF or PVT_K1_ private key. */
export function publicKeyOf(privateKey: string): string {
  return publicKeyFromBytes(secp256k1.getPublicKey(privateKeyBytes(privateKey), true));
}

/** PVT_K1_ form of a WIF or PVT_K1_ private key. */
export function toPrivateKeyK1(privateKey: string): string {
  return privateKeyFromBytes(privateKeyBytes(privateKey));
}

/** Legacy EOS… form; accepts either public key form. */
export function toLegacyPublicKey(publicKey: string): string {
  return encodeKeyText('EOS', publicKeyBytes(publicKey), '');
}

/** PUB_K1_ form; accepts either public key form. */
export function normalizePublicKey(publicKey: string): string {
  return publicKeyFromBytes(publicKeyBytes(publicKey));
}

export function isValidPrivateKey(text: string): boolean {
  try {
    privateKeyBytes(text);
    return true;
  } catch {
    return false;
  }
}

export function isValidPublicKey(text: string): boolean {
  try {
    const bytes = publicKeyBytes(text);
    secp256k1.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}
