import { describe, expect, it } from 'vitest';
import { chainKeyTools } from '../../src/wallet/chain-access';
import { StorageCorruptError } from '../../src/wallet/storage-item';
import { Vault, VaultStateError } from '../../src/wallet/vault';
import { MIN_PBKDF2_ITERATIONS, VaultCorruptError, VaultPasswordError } from '../../src/wallet/vault-cipher';
import { createWalletState } from '../../src/wallet/wallet-state';
import { memoryStorage } from './memory-storage';

const PASSWORD = 'correct horse battery';

function makeVault() {
  const storage = memoryStorage();
  const state = createWalletState(storage);
  return { storage, state, vault: new Vault(state, chainKeyTools) };
}

describe('vault', () => {
  it('round-trips: create, lock, unlock with the password gives back the same key', async () => {
    const { vault } = makeVault();
    const { publicKey, privateKey } = await vault.create(PASSWORD);
    expect(publicKey).toMatch(/^PUB_K1_/);
    expect(await vault.status()).toEqual({ initialized: true, unlocked: true });
    await vault.lock();
    expect(await vault.status()).toEqual({ initialized: true, unlocked: false });
    expect(await vault.privateKeyFor(publicKey)).toBeNull();
    await vault.unlock(PASSWORD);
    expect(await vault.privateKeyFor(publicKey)).toBe(privateKey);
  });

  it('refuses a wrong password and stays locked', async () => {
    const { vault } = makeVault();
    const { publicKey } = await vault.create(PASSWORD);
    await vault.lock();
    await expect(vault.unlock('wrong password!')).rejects.toBeInstanceOf(VaultPasswordError);
    expect((await vault.status()).unlocked).toBe(false);
    expect(await vault.privateKeyFor(publicKey)).toBeNull();
  });

  it('keeps private keys out of local storage and uses PBKDF2 with at least 600,000 iterations', async () => {
    const { vault, storage } = makeVault();
    const { privateKey } = await vault.create(PASSWORD);
    const local = JSON.stringify(storage.local.dump());
    expect(local).not.toContain(privateKey);
    expect(local).not.toContain(privateKey.slice(7, 30));
    const sealed = (storage.local.dump()['arena.vault'] as { value: { kdf: string; iterations: number } }).value;
    expect(sealed.kdf).toBe('PBKDF2-SHA256');
    expect(sealed.iterations).toBeGreaterThanOrEqual(MIN_PBKDF2_ITERATIONS);
    // Unlocked key material lives only in the session area.
    expect(JSON.stringify(storage.session.dump())).toContain(privateKey);
  });

  it('detects tampered ciphertext (GCM tag) and malformed vault data', async () => {
    const { vault, storage } = makeVault();
    await vault.create(PASSWORD);
    await vault.lock();
    const stored = storage.local.dump()['arena.vault'] as { v: number; value: Record<string, string | number> };
    const bytes = Buffer.from(stored.value.ciphertext as string, 'base64');
    bytes[3] ^= 0xff;
    storage.local.poke('arena.vault', { ...stored, value: { ...stored.value, ciphertext: bytes.toString('base64') } });
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(VaultPasswordError);

    storage.local.poke('arena.vault', { ...stored, value: { ...stored.value, iv: '%%%not base64' } });
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(VaultCorruptError);

    storage.local.poke('arena.vault', {
      v: 1,
      value: { kdf: 'PBKDF2-SHA256', iterations: 1000, salt: 'AA==', iv: 'AA==', ciphertext: 'AA==' },
    });
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(StorageCorruptError);

    storage.local.poke('arena.vault', 'garbage');
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(StorageCorruptError);
    expect((await vault.status()).unlocked).toBe(false);
  });

  it('imports an existing key, refuses invalid keys, weak passwords and a second vault', async () => {
    const { vault } = makeVault();
    const pair = await chainKeyTools.generateKeyPair();
    await expect(vault.importFirstKey(PASSWORD, 'not-a-key')).rejects.toEqual(new VaultStateError('invalid-key'));
    await expect(vault.importFirstKey('short', pair.privateKey)).rejects.toEqual(new VaultStateError('weak-password'));
    const { publicKey } = await vault.importFirstKey(PASSWORD, `  ${pair.privateKey}\n`);
    expect(publicKey).toBe(pair.publicKey);
    await expect(vault.create(PASSWORD)).rejects.toEqual(new VaultStateError('exists'));
  });

  it('adds keys only while unlocked, and the added key survives lock and unlock', async () => {
    const { vault, state } = makeVault();
    await vault.create(PASSWORD);
    const extra = await chainKeyTools.generateKeyPair();
    await vault.lock();
    await expect(vault.addKey(extra.privateKey)).rejects.toEqual(new VaultStateError('locked'));
    await vault.unlock(PASSWORD);
    await vault.addKey(extra.privateKey);
    await expect(vault.addKey(extra.privateKey)).rejects.toEqual(new VaultStateError('duplicate-key'));
    await vault.lock();
    await vault.unlock(PASSWORD);
    expect(await vault.privateKeyFor(extra.publicKey)).toBe(extra.privateKey);
    expect((await state.keyring.load()).publicKeys).toContain(extra.publicKey);
  });

  it('survives a worker restart: a new Vault over the same storage is still unlocked', async () => {
    const { vault, storage } = makeVault();
    const { publicKey, privateKey } = await vault.create(PASSWORD);
    const restarted = new Vault(createWalletState(storage), chainKeyTools);
    expect(await restarted.status()).toEqual({ initialized: true, unlocked: true });
    expect(await restarted.privateKeyFor(publicKey)).toBe(privateKey);
  });
});
