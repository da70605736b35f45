// What a contract action sees while it runs: its decoded arguments, who authorized it, the block time,
// table access scoped to the contract, and notifications. Contracts are plain async functions over it.
import { encodeName } from '../../../src/chain/index.js';
import { missingAuthority } from '../chain-errors.js';
import type { TableStore } from '../table-store.js';

export interface ActionAuthorization {
  actor: string;
  permission: string;
}

export class ActionContext {
  /** Accounts notified with require_recipient, in order, without the contract itself. */
  readonly recipients: string[] = [];

  constructor(
    readonly code: string,
    readonly name: string,
    readonly data: Record<string, unknown>,
    readonly authorization: ActionAuthorization[],
    readonly store: TableStore,
    /** Block time of the block the transaction goes into, in milliseconds. */
    readonly nowMs: number,
  ) {}

  hasAuth(account: string): boolean {
    return this.authorization.some((a) => a.actor === account);
  }

  requireAuth(account: string): void {
    if (!this.hasAuth(account)) throw missingAuthority(account);
  }

  requireRecipient(account: string): void {
    if (account !== this.code && !this.recipients.includes(account)) this.recipients.push(account);
  }

  isAccount(name: string): Promise<boolean> {
    return this.store.accountExists(name);
  }

  /** A copy of the row (contracts may change it freely), or null. */
  async getRow<T extends object>(table: string, scope: bigint, pk: bigint): Promise<T | null> {
    const row = await this.store.get({ code: this.code, table, scope, pk });
    return row ? (structuredClone(row.data) as T) : null;
  }

  setRow(table: string, scope: bigint, pk: bigint, data: object, payer: string): void {
    this.store.set({ code: this.code, table, scope, pk }, { data: data as Record<string, unknown>, payer });
  }

  deleteRow(table: string, scope: bigint, pk: bigint): void {
    this.store.delete({ code: this.code, table, scope, pk });
  }

  /** time_point_sec text of the current block time ("2026-11-22T06:00:00"). */
  nowSeconds(): string {
    return new Date(Math.floor(this.nowMs / 1000) * 1000).toISOString().slice(0, 19);
  }
}

export type ActionHandler = (ctx: ActionContext) => Promise<void>;

export const nameValue = (name: string): bigint => encodeName(name);

/** UTF-8 byte length, for the 256-byte memo limits. */
export const byteLength = (text: string): number => new TextEncoder().encode(text).length;
