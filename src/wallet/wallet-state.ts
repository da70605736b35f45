// Every piece of wallet state, as versioned storage items. Local storage never holds private keys;
// session storage (memory-only, cleared when the browser quits) holds them only while unlocked.
import { z } from 'zod';
import type { WalletStorage } from './storage-area';
import { defineStorageItem, type StorageItem } from './storage-item';
import { vaultCiphertextSchema, vaultKeySchema } from './vault-cipher';

export const DEFAULT_AUTO_LOCK_MINUTES = 15;

const accountSchema = z.object({
  accountName: z.string(),
  permission: z.string(),
  publicKey: z.string(),
});
export type WalletAccount = z.infer<typeof accountSchema>;

const keyringSchema = z.object({
  /** Public keys of the vault's private keys, readable while locked. */
  publicKeys: z.array(z.string()),
  accounts: z.array(accountSchema),
  /** `account@permission` of the account the wallet signs with by default. */
  selected: z.string().nullable(),
});
export type Keyring = z.infer<typeof keyringSchema>;

const customNetworkSchema = z.object({
  name: z.string(),
  nodeUrl: z.string(),
  chainId: z.string().regex(/^[0-9a-f]{64}$/),
  /** Transaction view with `{id}`; absent on networks added before explorers were supported. */
  explorerTxUrl: z.string().nullable().optional(),
});
export type CustomNetwork = z.infer<typeof customNetworkSchema>;

const networkSettingsSchema = z.object({
  /** Overrides the build-time Arena node URL when set in settings. */
  arenaNodeUrl: z.string().nullable(),
  /** Chain id last read from the Arena node (built-in networks learn theirs from get_info). */
  arenaChainId: z.string().nullable(),
  custom: z.array(customNetworkSchema),
  /** 'arena' or a custom network's chain id. */
  selected: z.string(),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

const preferencesSchema = z.object({
  autoLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const trustedOriginSchema = z.object({ origin: z.string(), since: z.number() });
export type TrustedOrigin = z.infer<typeof trustedOriginSchema>;

const recentTransactionSchema = z.object({
  transactionId: z.string(),
  origin: z.string(),
  chainId: z.string().nullable(),
  networkName: z.string(),
  account: z.string(),
  actions: z.array(z.object({ contract: z.string(), action: z.string(), summary: z.string() })),
  at: z.number(),
});
export type RecentTransaction = z.infer<typeof recentTransactionSchema>;

const knownRecipientSchema = z.object({ networkId: z.string(), account: z.string(), to: z.string() });
export type KnownRecipient = z.infer<typeof knownRecipientSchema>;

const unlockedSessionSchema = z.object({
  key: vaultKeySchema,
  /** publicKey → private key; exists only in chrome.storage.session. */
  privateKeys: z.record(z.string(), z.string()),
  lastActivity: z.number(),
});
export type UnlockedSession = z.infer<typeof unlockedSessionSchema>;

const pendingApprovalSchema = z.object({
  id: z.string(),
  origin: z.string(),
  kind: z.enum(['connect', 'signTransaction', 'signMessage', 'switchNetwork']),
  payload: z.unknown(),
  createdAt: z.number(),
  windowId: z.number().nullable(),
});
export type PendingApprovalRecord = z.infer<typeof pendingApprovalSchema>;

export interface WalletState {
  vault: StorageItem<z.infer<typeof vaultCiphertextSchema> | null>;
  keyring: StorageItem<Keyring>;
  networks: StorageItem<NetworkSettings>;
  preferences: StorageItem<Preferences>;
  trustedOrigins: StorageItem<TrustedOrigin[]>;
  recentTransactions: StorageItem<RecentTransaction[]>;
  recipients: StorageItem<KnownRecipient[]>;
  session: StorageItem<UnlockedSession | null>;
  approvals: StorageItem<PendingApprovalRecord[]>;
}

export function createWalletState(storage: WalletStorage): WalletState {
  return {
    vault: defineStorageItem(storage.local, {
      key: 'arena.vault',
      version: 1,
      schema: vaultCiphertextSchema.nullable(),
      fallback: () => null,
      onInvalid: 'throw',
    }),
    keyring: defineStorageItem(storage.local, {
      key: 'arena.keyring',
      version: 1,
      schema: keyringSchema,
      fallback: () => ({ publicKeys: [], accounts: [], selected: null }),
      onInvalid: 'throw',
    }),
    networks: defineStorageItem(storage.local, {
      key: 'arena.networks',
      version: 1,
      schema: networkSettingsSchema,
      fallback: () => ({ arenaNodeUrl: null, arenaChainId: null, custom: [], selected: 'arena' }),
      onInvalid: 'fallback',
    }),
    preferences: defineStorageItem(storage.local, {
      key: 'arena.preferences',
      version: 1,
      schema: preferencesSchema,
      fallback: () => ({ autoLockMinutes: DEFAULT_AUTO_LOCK_MINUTES }),
      onInvalid: 'fallback',
    }),
    trustedOrigins: defineStorageItem(storage.local, {
      key: 'arena.trusted-origins',
      version: 1,
      schema: z.array(trustedOriginSchema),
      fallback: () => [],
      onInvalid: 'fallback',
    }),
    recentTransactions: defineStorageItem(storage.local, {
      key: 'arena.recent-transactions',
      version: 1,
      schema: z.array(recentTransactionSchema),
      fallback: () => [],
      onInvalid: 'fallback',
    }),
    recipients: defineStorageItem(storage.local, {
      key: 'arena.recipients',
      version: 1,
      schema: z.array(knownRecipientSchema),
      fallback: () => [],
      onInvalid: 'fallback',
    }),
    session: defineStorageItem(storage.session, {
      key: 'arena.session',
      version: 1,
      schema: unlockedSessionSchema.nullable(),
      fallback: () => null,
      onInvalid: 'fallback',
    }),
    approvals: defineStorageItem(storage.session, {
      key: 'arena.approvals',
      version: 1,
      schema: z.array(pendingApprovalSchema),
      fallback: () => [],
      onInvalid: 'fallback',
    }),
  };
}
