// Password-based encryption of the vault: PBKDF2-SHA256 (>= 600,000 iterations, OWASP 2023) derives an
// AES-256-GCM key; GCM's tag makes a wrong password and tampered bytes both fail to decrypt.
import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from './base64';

export const MIN_PBKDF2_ITERATIONS = 600_000;

export const vaultCiphertextSchema = z.object({
  kdf: z.literal('PBKDF2-SHA256'),
  iterations: z.number().int().min(MIN_PBKDF2_ITERATIONS),
  salt: z.string().min(1),
  iv: z.string().min(1),
  ciphertext: z.string().min(1),
});
export type VaultCiphertext = z.infer<typeof vaultCiphertextSchema>;

/** The derived key as kept in session storage while unlocked, so keys can be added without the password. */
export const vaultKeySchema = z.object({ raw: z.string(), salt: z.string(), iterations: z.number().int() });
export type VaultKey = z.infer<typeof vaultKeySchema>;

export class VaultPasswordError extends Error {
  constructor() {
    super('Wrong password');
    this.name = 'VaultPasswordError';
  }
}

export class VaultCorruptError extends Error {
  constructor() {
    super('The vault data is corrupted');
    this.name = 'VaultCorruptError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function importAesKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function deriveVaultKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<VaultKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256);
  return { raw: bytesToBase64(new Uint8Array(bits)), salt: bytesToBase64(salt), iterations };
}

export async function encryptWithKey(key: VaultKey, plaintext: string): Promise<VaultCiphertext> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aes = await importAesKey(base64ToBytes(key.raw));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, encoder.encode(plaintext));
  return {
    kdf: 'PBKDF2-SHA256',
    iterations: key.iterations,
    salt: key.salt,
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(sealed)),
  };
}

/** Encrypts with a fresh salt; returns the derived key too so the caller can keep the vault unlocked. */
export async function encryptWithPassword(
  password: string,
  plaintext: string,
  iterations = MIN_PBKDF2_ITERATIONS,
): Promise<{ sealed: VaultCiphertext; key: VaultKey }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await deriveVaultKey(password, salt, Math.max(iterations, MIN_PBKDF2_ITERATIONS));
  return { sealed: await encryptWithKey(key, plaintext), key };
}

export async function decryptWithKey(key: VaultKey, sealed: VaultCiphertext): Promise<string> {
  let iv: Uint8Array<ArrayBuffer>;
  let ciphertext: Uint8Array<ArrayBuffer>;
  try {
    iv = base64ToBytes(sealed.iv);
    ciphertext = base64ToBytes(sealed.ciphertext);
  } catch {
    throw new VaultCorruptError();
  }
  if (iv.length !== 12 || ciphertext.length < 16) throw new VaultCorruptError();
  const aes = await importAesKey(base64ToBytes(key.raw));
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aes, ciphertext);
    return decoder.decode(plain);
  } catch {
    // GCM cannot tell a wrong password from flipped ciphertext bits; both mean "cannot open".
    throw new VaultPasswordError();
  }
}

export async function decryptWithPassword(
  password: string,
  stored: unknown,
): Promise<{ plaintext: string; key: VaultKey }> {
  const parsed = vaultCiphertextSchema.safeParse(stored);
  if (!parsed.success) throw new VaultCorruptError();
  let salt: Uint8Array<ArrayBuffer>;
  try {
    salt = base64ToBytes(parsed.data.salt);
  } catch {
    throw new VaultCorruptError();
  }
  const key = await deriveVaultKey(password, salt, parsed.data.iterations);
  return { plaintext: await decryptWithKey(key, parsed.data), key };
}
