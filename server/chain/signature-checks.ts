// The two ways the dev chain checks K1 signatures on one thread: libsecp256k1 recovery through the
// `secp256k1` package's prebuilt native binding (~17,000/s per core, as nodeos does it), or, where no
// binding exists, OpenSSL verification against each candidate key (~4,000/s per core). JavaScript
// recovery (~560–870/s per core) is too slow for the throughput target.
import { createRequire } from 'node:module';
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { publicKeyBytes } from '../../src/chain/index.js';

export interface VerifyJob {
  /** chain_id ‖ packed_trx ‖ cfd hash: the signing digest is sha256 of these bytes. */
  preimage: Uint8Array;
  /** 65-byte signatures: recovery byte, r, s. */
  signatures: Uint8Array[];
  /** 33-byte compressed public keys that may have signed. */
  keys: Uint8Array[];
}

// DER SubjectPublicKeyInfo header for a compressed secp256k1 point (id-ecPublicKey, secp256k1).
const SPKI_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex');
const keyObjects = new Map<string, KeyObject>();

function keyObjectOf(key: Uint8Array): KeyObject {
  const text = Buffer.from(key).toString('hex');
  let keyObject = keyObjects.get(text);
  if (!keyObject) {
    keyObject = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, key]), format: 'der', type: 'spki' });
    if (keyObjects.size > 50_000) keyObjects.clear();
    keyObjects.set(text, keyObject);
  }
  return keyObject;
}

/** True when the signature signs sha256(preimage) with the key; OpenSSL does the hashing. */
export function verifyK1(preimage: Uint8Array, sig65: Uint8Array, key: Uint8Array | string): boolean {
  try {
    const bytes = typeof key === 'string' ? publicKeyBytes(key) : key;
    return verify('sha256', preimage, { key: keyObjectOf(bytes), dsaEncoding: 'ieee-p1363' }, sig65.subarray(1, 65));
  } catch {
    return false;
  }
}

/** For each key of the job: did any signature sign with it? (OpenSSL) */
export function opensslCheck(job: VerifyJob): boolean[] {
  return job.keys.map((key) => job.signatures.some((sig) => verifyK1(job.preimage, sig, key)));
}

export interface NativeSecp256k1 {
  ecdsaRecover(signature: Uint8Array, recid: number, msg32: Uint8Array, compressed: boolean): Uint8Array;
}

let nativeBinding: NativeSecp256k1 | null | undefined;

/** The native binding only: the package's own fallback is elliptic in JavaScript, which is what we avoid. */
export function loadNativeSecp256k1(): NativeSecp256k1 | null {
  if (nativeBinding === undefined) {
    try {
      nativeBinding = createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1;
    } catch {
      nativeBinding = null;
    }
  }
  return nativeBinding;
}

/** For each key of the job: is it among the keys the signatures recover to? (libsecp256k1) */
export function nativeCheck(native: NativeSecp256k1, job: VerifyJob): boolean[] {
  const digest = createHash('sha256').update(job.preimage).digest();
  const signers = new Set<string>();
  for (const sig of job.signatures) {
    try {
      signers.add(Buffer.from(native.ecdsaRecover(sig.subarray(1, 65), sig[0] - 31, digest, true)).toString('hex'));
    } catch {
      // A malformed signature recovers nothing and so satisfies nothing.
    }
  }
  return job.keys.map((key) => signers.has(Buffer.from(key).toString('hex')));
}

/** The fastest check available on this thread. */
export function checkHere(job: VerifyJob): boolean[] {
  const native = loadNativeSecp256k1();
  return native ? nativeCheck(native, job) : opensslCheck(job);
}
