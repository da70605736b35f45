// The encrypted key vault: create, import, unlock, lock. Private keys are decrypted into session
// storage only; nothing here returns a private key except create(), which shows it once for backup.
import { z } from 'zod';
import type { KeyTools } from './key-tools';
import { createSerialQueue } from './serial-queue';
import { StorageCorruptError } from './storage-item';
import {
  decryptWithKey,
  decryptWithPassword,
  encryptWithKey,
  encryptWithPassword,
  VaultCorruptError,
} from './vault-cipher';
import type { WalletState } from './wallet-state';

export const MIN_PASSWORD_LENGTH = 8;

const vaultContentSchema = z.object({ privateKeys: z.array(z.string()) });

export class VaultStateError extends Error {
  constructor(readonly reason: 'exists' | 'missing' | 'locked' | 'weak-password' | 'invalid-key' | 'duplicate-key') {
    super(`Vault: ${reason}`);
    this.name = 'VaultStateError';
  }
}

export interface VaultStatus {
  initialized: boolean;
  unlocked: boolean;
}

export class Vault {
  private readonly serial = createSerialQueue();

  constructor(
    private readonly state: WalletState,
    private readonly keys: KeyTools,
    private readonly now: () => number = Date.now,
  ) {}

  /** A corrupted vault still counts as initialized (it must not be silently replaced) but never unlocks. */
  async status(): Promise<VaultStatus> {
    const [vault, session] = await Promise.all([
      this.state.vault.load().catch((error: unknown) => {
        if (error instanceof StorageCorruptError) return 'corrupt' as const;
        throw error;
      }),
      this.state.session.load(),
    ]);
    if (vault === 'corrupt') return { initialized: true, unlocked: false };
    return { initialized: vault !== null, unlocked: vault !== null && session !== null };
  }

  /** Creates the vault with a new K1 key; the private key is returned once so the user can back it up. */
  create(password: string): Promise<{ publicKey: string; privateKey: string }> {
    return this.serial(async () => {
      const pair = await this.keys.generateKeyPair();
      await this.initialise(password, pair.privateKey);
      return pair;
    });
  }

  /** First-run import: the vault is created around an existing key. */
  importFirstKey(password: string, privateKey: string): Promise<{ publicKey: string }> {
    return this.serial(async () => {
      const publicKey = await this.initialise(password, privateKey.trim());
      return { publicKey };
    });
  }

  /** Adds a key to an unlocked vault, re-encrypting with the session's derived key. */
  addKey(privateKey: string): Promise<{ publicKey: string }> {
    return this.serial(async () => {
      const text = privateKey.trim();
      if (!this.keys.isValidPrivateKey(text)) throw new VaultStateError('invalid-key');
      const session = await this.state.session.load();
      const sealed = await this.state.vault.load();
      if (!sealed) throw new VaultStateError('missing');
      if (!session) throw new VaultStateError('locked');
      const content = await this.readContent(decryptWithKey(session.key, sealed));
      const publicKey = this.keys.publicKeyOf(text);
      const known = content.privateKeys.map((k) => this.keys.publicKeyOf(k));
      if (known.includes(publicKey)) throw new VaultStateError('duplicate-key');
      content.privateKeys.push(text);
      await this.state.vault.save(await encryptWithKey(session.key, JSON.stringify(content)));
      const keyring = await this.state.keyring.load();
      await this.state.keyring.save({ ...keyring, publicKeys: [...keyring.publicKeys, publicKey] });
      await this.state.session.save({ ...session, privateKeys: { ...session.privateKeys, [publicKey]: text } });
      return { publicKey };
    });
  }

  /** Throws VaultPasswordError on a wrong password, VaultCorruptError on unreadable data. */
  unlock(password: string): Promise<void> {
    return this.serial(async () => {
      const sealed = await this.state.vault.load();
      if (!sealed) throw new VaultStateError('missing');
      const { plaintext, key } = await decryptWithPassword(password, sealed);
      const content = await this.readContent(Promise.resolve(plaintext));
      const privateKeys: Record<string, string> = {};
      for (const privateKey of content.privateKeys) privateKeys[this.keys.publicKeyOf(privateKey)] = privateKey;
      await this.state.session.save({ key, privateKeys, lastActivity: this.now() });
    });
  }

  async lock(): Promise<void> {
    await this.state.session.clear();
  }

  /** Only the background's signing code calls this; the result never crosses a message boundary. */
  async privateKeyFor(publicKey: string): Promise<string | null> {
    const session = await this.state.session.load();
    return session?.privateKeys[publicKey] ?? null;
  }

  async touch(): Promise<void> {
    const session = await this.state.session.load();
    if (session) await this.state.session.save({ ...session, lastActivity: this.now() });
  }

  async lastActivity(): Promise<number | null> {
    return (await this.state.session.load())?.lastActivity ?? null;
  }

  private async initialise(password: string, privateKey: string): Promise<string> {
    if (password.length < MIN_PASSWORD_LENGTH) throw new VaultStateError('weak-password');
    if (!this.keys.isValidPrivateKey(privateKey)) throw new VaultStateError('invalid-key');
    if ((await this.state.vault.load()) !== null) throw new VaultStateError('exists');
    const publicKey = this.keys.publicKeyOf(privateKey);
    const { sealed, key } = await encryptWithPassword(password, JSON.stringify({ privateKeys: [privateKey] }));
    await this.state.vault.save(sealed);
    await this.state.keyring.save({ publicKeys: [publicKey], accounts: [], selected: null });
    await this.state.session.save({ key, privateKeys: { [publicKey]: privateKey }, lastActivity: this.now() });
    return publicKey;
  }

  private async readContent(plaintext: Promise<string>): Promise<z.infer<typeof vaultContentSchema>> {
    const text = await plaintext;
    try {
      return vaultContentSchema.parse(JSON.parse(text));
    } catch {
      throw new VaultCorruptError();
    }
  }
}
