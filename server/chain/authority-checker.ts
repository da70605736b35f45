// Checks a transaction's declared authorizations against the accounts' permissions: the weights of the
// keys that signed (plus satisfied account-level permissions) must reach the threshold, and a parent
// permission (owner over active) satisfies its children, as nodeos does.
import { irrelevantSignatures, unsatisfiedAuthorization } from './chain-errors.js';
import { publicKeyBytes } from '../../src/chain/index.js';
import type { SignatureVerifier } from './signature-verifier.js';

export interface PermissionRecord {
  account: string;
  permName: string;
  parent: string;
  threshold: number;
  keys: { key: string; weight: number }[];
  accounts: { permission: { actor: string; permission: string }; weight: number }[];
}

/** Loads every permission of the given accounts (accounts that do not exist are simply absent). */
export type PermissionLoader = (accounts: string[]) => Promise<PermissionRecord[]>;

const CACHE_TTL_MS = 30_000;
const MAX_DEPTH = 6;

export class AuthorityChecker {
  private readonly cache = new Map<string, { at: number; permissions: Map<string, PermissionRecord> }>();

  private readonly keyBytesCache = new Map<string, Uint8Array>();

  constructor(
    private readonly load: PermissionLoader,
    private readonly verifier: SignatureVerifier,
    /** Epoch milliseconds of the chain's clock: how old a cached permission is. */
    private readonly now: () => number,
  ) {}

  /** Drops cached permissions of an account (after its keys changed in this process). */
  forget(account: string): void {
    this.cache.delete(account);
  }

  private async permissionsOf(accounts: string[]): Promise<void> {
    const now = this.now();
    const missing = [...new Set(accounts)].filter((a) => {
      const hit = this.cache.get(a);
      return !hit || now - hit.at > CACHE_TTL_MS;
    });
    if (missing.length === 0) return;
    const records = await this.load(missing);
    const grouped = new Map<string, Map<string, PermissionRecord>>();
    for (const record of records) {
      if (!grouped.has(record.account)) grouped.set(record.account, new Map());
      grouped.get(record.account)!.set(record.permName, record);
    }
    // Only accounts that exist are cached: one created a moment later must be found.
    for (const [account, permissions] of grouped) this.cache.set(account, { at: now, permissions });
  }

  /** Every key that could contribute to `permission` of `actor`: its keys, its parents', and nested accounts'. */
  private async candidateKeys(actor: string, permission: string, depth: number, into: Set<string>): Promise<void> {
    if (depth > MAX_DEPTH) return;
    await this.permissionsOf([actor]);
    let record = this.cache.get(actor)?.permissions.get(permission);
    const seen = new Set<string>();
    while (record && !seen.has(record.permName)) {
      seen.add(record.permName);
      for (const { key } of record.keys) into.add(key);
      for (const level of record.accounts)
        await this.candidateKeys(level.permission.actor, level.permission.permission, depth + 1, into);
      record = record.parent ? this.cache.get(actor)?.permissions.get(record.parent) : undefined;
    }
  }

  /** Whether the signed keys meet `permission` of `actor`; the keys that counted are added to `used`. */
  private satisfied(actor: string, permission: string, signed: Set<string>, depth: number, used: Set<string>): boolean {
    if (depth > MAX_DEPTH) return false;
    let record = this.cache.get(actor)?.permissions.get(permission);
    const seen = new Set<string>();
    while (record && !seen.has(record.permName)) {
      seen.add(record.permName);
      let weight = 0;
      const counted = new Set<string>();
      for (const { key, weight: w } of record.keys) {
        if (weight >= record.threshold) break;
        if (signed.has(key)) {
          weight += w;
          counted.add(key);
        }
      }
      for (const level of record.accounts) {
        if (weight >= record.threshold) break;
        const { actor: member, permission: memberPermission } = level.permission;
        if (this.satisfied(member, memberPermission, signed, depth + 1, counted)) weight += level.weight;
      }
      if (weight >= record.threshold) {
        for (const key of counted) used.add(key);
        return true;
      }
      record = record.parent ? this.cache.get(actor)?.permissions.get(record.parent) : undefined;
    }
    return false;
  }

  /**
   * Throws unsatisfied_authorization (3090003) for the first authorization the signatures do not meet, and
   * irrelevant_auth (3090005) when a signature was not needed to meet them, as a node refuses a transaction
   * that carries signatures it did not use.
   */
  async check(
    authorizations: { actor: string; permission: string }[],
    preimage: Uint8Array,
    signatures: Uint8Array[],
  ): Promise<void> {
    await this.permissionsOf(authorizations.map((a) => a.actor));
    const candidates = new Set<string>();
    for (const { actor, permission } of authorizations) await this.candidateKeys(actor, permission, 0, candidates);
    const keys = [...candidates];
    const verdicts =
      signatures.length > 0 && keys.length > 0
        ? await this.verifier.verify({ preimage, signatures, keys: keys.map((k) => this.keyBytes(k)) })
        : [];
    const signed = new Set(keys.filter((_, i) => verdicts[i]));
    const used = new Set<string>();
    for (const { actor, permission } of authorizations) {
      if (!this.satisfied(actor, permission, signed, 0, used)) throw unsatisfiedAuthorization(actor, permission);
    }
    // Each used key stands for at least one signature: any signature beyond them signed for nothing.
    if (signatures.length > used.size) throw irrelevantSignatures();
  }

  private keyBytes(key: string): Uint8Array {
    let bytes = this.keyBytesCache.get(key);
    if (!bytes) {
      bytes = publicKeyBytes(key);
      if (this.keyBytesCache.size > 50_000) this.keyBytesCache.clear();
      this.keyBytesCache.set(key, bytes);
    }
    return bytes;
  }

  /** The subset of `availableKeys` that appear in the permissions the authorizations name (get_required_keys). */
  async requiredKeys(
    authorizations: { actor: string; permission: string }[],
    availableKeys: string[],
  ): Promise<string[]> {
    await this.permissionsOf(authorizations.map((a) => a.actor));
    const available = new Set(availableKeys);
    const required = new Set<string>();
    for (const { actor, permission } of authorizations) {
      let record = this.cache.get(actor)?.permissions.get(permission);
      let found = false;
      const seen = new Set<string>();
      while (record && !found && !seen.has(record.permName)) {
        seen.add(record.permName);
        let weight = 0;
        for (const { key, weight: w } of record.keys) {
          if (available.has(key)) {
            required.add(key);
            weight += w;
          }
        }
        found = weight >= record.threshold;
        record = record.parent ? this.cache.get(actor)?.permissions.get(record.parent) : undefined;
      }
      if (!found) throw unsatisfiedAuthorization(actor, permission);
    }
    return [...required];
  }
}
