// Worker thread of the dev chain's signature verifier (see signature-verifier.ts). Uses libsecp256k1's
// prebuilt native binding to recover signers when it loads, else verifies with node:crypto (OpenSSL).
// Plain JavaScript on purpose: it must start under any loader (tsx, vitest, plain node).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { createHash, createPublicKey, verify } from 'node:crypto';

const SPKI_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex');
const keyObjects = new Map();
let native = null;
try {
  native = createRequire(import.meta.url)('secp256k1/bindings');
} catch {
  native = null;
}

function keyObjectOf(key) {
  const text = Buffer.from(key).toString('hex');
  let keyObject = keyObjects.get(text);
  if (!keyObject) {
    keyObject = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, key]), format: 'der', type: 'spki' });
    if (keyObjects.size > 50000) keyObjects.clear();
    keyObjects.set(text, keyObject);
  }
  return keyObject;
}

function verifies(preimage, sig65, key) {
  try {
    return verify('sha256', preimage, { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' }, sig65.subarray(1, 65));
  } catch {
    return false;
  }
}

function check(job) {
  if (!native) return job.keys.map((key) => job.signatures.some((sig) => verifies(job.preimage, sig, key)));
  const digest = createHash('sha256').update(job.preimage).digest();
  const signers = new Set();
  for (const sig of job.signatures) {
    try {
      signers.add(Buffer.from(native.ecdsaRecover(sig.subarray(1, 65), sig[0] - 31, digest, true)).toString('hex'));
    } catch {
      // A malformed signature recovers nothing.
    }
  }
  return job.keys.map((key) => signers.has(Buffer.from(key).toString('hex')));
}

parentPort.on('message', ({ id, jobs }) => {
  parentPort.postMessage({ id, results: jobs.map(check) });
});
