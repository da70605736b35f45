import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  generateKeyPair,
  isCanonicalSignature,
  isValidPrivateKey,
  publicKeyOf,
  recoverDigestSigner,
  recoverMessageSigner,
  signatureBytes,
  signDigest,
  signMessage,
  toLegacyPublicKey,
  toPrivateKeyK1,
  normalizePublicKey,
} from '../../../src/chain';

// A well-known development key pair of Antelope tooling (public, never funded anywhere real).
const DEV_WIF = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3';
const DEV_LEGACY_PUBLIC = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV';

describe('keys', () => {
  it('derives the public key of a WIF key in both text forms', () => {
    const publicKey = publicKeyOf(DEV_WIF);
    expect(publicKey.startsWith('PUB_K1_')).toBe(true);
    expect(toLegacyPublicKey(publicKey)).toBe(DEV_LEGACY_PUBLIC);
    expect(normalizePublicKey(DEV_LEGACY_PUBLIC)).toBe(publicKey);
    expect(publicKeyOf(toPrivateKeyK1(DEV_WIF))).toBe(publicKey);
  });

  it('generates PVT_K1_/PUB_K1_ pairs that match', async () => {
    const pair = await generateKeyPair();
    expect(pair.privateKey).toMatch(/^PVT_K1_/);
    expect(pair.publicKey).toMatch(/^PUB_K1_/);
    expect(publicKeyOf(pair.privateKey)).toBe(pair.publicKey);
  });

  it('rejects malformed private keys, including a WIF with a bad checksum', () => {
    expect(isValidPrivateKey(DEV_WIF)).toBe(true);
    expect(isValidPrivateKey(DEV_WIF.slice(0, -1) + (DEV_WIF.endsWith('3') ? '4' : '3'))).toBe(false);
    expect(isValidPrivateKey('PVT_K1_abc')).toBe(false);
    expect(isValidPrivateKey('hello')).toBe(false);
    expect(isValidPrivateKey(DEV_LEGACY_PUBLIC)).toBe(false);
  });
});

describe('signatures', () => {
  it('signs messages over sha256 of the UTF-8 text and recovers the signer', async () => {
    const pair = await generateKeyPair();
    const signature = signMessage(pair.privateKey, 'message:Link wallet ✓');
    expect(signature).toMatch(/^SIG_K1_/);
    expect(recoverMessageSigner('message:Link wallet ✓', signature)).toBe(pair.publicKey);
    expect(recoverMessageSigner('message:Link wallet !', signature)).not.toBe(pair.publicKey);
    expect(recoverDigestSigner(sha256(new TextEncoder().encode('message:Link wallet ✓')), signature)).toBe(
      pair.publicKey,
    );
  });

  it('always produces canonical, deterministic signatures', async () => {
    const pair = await generateKeyPair();
    for (let i = 0; i < 64; i++) {
      const digest = sha256(new Uint8Array([i]));
      const signature = signDigest(pair.privateKey, digest);
      expect(isCanonicalSignature(signatureBytes(signature))).toBe(true);
      expect(signDigest(pair.privateKey, digest)).toBe(signature);
    }
  });

  it('detects non-canonical signature bytes', () => {
    const sig = new Uint8Array(65);
    sig[1] = 0x10;
    sig[33] = 0x10;
    expect(isCanonicalSignature(sig)).toBe(true);
    sig[1] = 0x80;
    expect(isCanonicalSignature(sig)).toBe(false);
    sig[1] = 0;
    sig[2] = 0x7f;
    expect(isCanonicalSignature(sig)).toBe(false);
    sig[1] = 0x10;
    sig[33] = 0x90;
    expect(isCanonicalSignature(sig)).toBe(false);
  });

  it('rejects a signature whose checksum was altered', async () => {
    const pair = await generateKeyPair();
    const signature = signMessage(pair.privateKey, 'UOSxabc');
    const broken = signature.slice(0, -2) + (signature.endsWith('aa') ? 'bb' : 'aa');
    expect(() => recoverMessageSigner('UOSxabc', broken)).toThrow();
  });
});
