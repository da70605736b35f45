// Chooses how the dev chain checks signatures (see signature-checks.ts for the two methods).
import { availableParallelism } from 'node:os';
import { loadNativeSecp256k1, nativeCheck, opensslCheck, type VerifyJob } from './signature-checks.js';
import { SignatureWorkerPool } from './signature-worker-pool.js';

export type { VerifyJob } from './signature-checks.js';
export { verifyK1 } from './signature-checks.js';

/** For each key of the job: did any of the signatures sign the preimage with it? */
export interface SignatureVerifier {
  readonly kind: VerifierKind;
  verify(job: VerifyJob): Promise<boolean[]>;
  close(): Promise<void>;
}

/** native: libsecp256k1 on this thread; workers: worker threads (native inside when it loads); inline: OpenSSL here. */
export type VerifierKind = 'native' | 'workers' | 'inline';

/**
 * Default: worker threads when the machine has a spare core (verification then runs beside HTTP and the
 * database), else native libsecp256k1 on this thread when its prebuilt binding loads, else OpenSSL here.
 */
export function createSignatureVerifier(
  kind?: VerifierKind,
  threads = Math.min(2, availableParallelism() - 1),
): SignatureVerifier {
  const chosen: VerifierKind = kind ?? (threads >= 1 ? 'workers' : loadNativeSecp256k1() ? 'native' : 'inline');
  if (chosen === 'workers') {
    const pool = new SignatureWorkerPool(Math.max(1, threads));
    return { kind: 'workers', verify: (job) => pool.verify(job), close: () => pool.close() };
  }
  if (chosen === 'native') {
    const native = loadNativeSecp256k1();
    if (!native) throw new Error('The native secp256k1 binding is not available on this platform');
    return { kind: 'native', verify: async (job) => nativeCheck(native, job), close: async () => undefined };
  }
  return { kind: 'inline', verify: async (job) => opensslCheck(job), close: async () => undefined };
}
