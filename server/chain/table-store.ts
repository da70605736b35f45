// Contract state as the contracts see it: rows addressed by (code, table, scope, primary key). A batch
// store reads through to the database once per row and writes everything back in a few statements at
// the end of a group commit; each transaction works on its own overlay so a failed one leaves no trace.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ChainTables } from './chain-tables.js';
import { fromStoredKey, toStoredKey } from './stored-key.js';

export interface RowKey {
  code: string;
  table: string;
  scope: bigint;
  pk: bigint;
}

export interface StoredRow {
  data: Record<string, unknown>;
  payer: string;
}

export interface TableStore {
  get(key: RowKey): Promise<StoredRow | null>;
  set(key: RowKey, row: StoredRow): void;
  delete(key: RowKey): void;
  accountExists(name: string): Promise<boolean>;
}

const keyText = (key: RowKey) => `${key.code}/${key.table}/${key.scope}/${key.pk}`;

interface CachedRow {
  key: RowKey;
  row: StoredRow | null;
  dirty: boolean;
}

/** Read-through, write-back view of chain_rows inside one database transaction. */
export class BatchStore {
  private readonly rows = new Map<string, CachedRow>();
  private readonly accounts = new Map<string, boolean>();

  constructor(
    private readonly trx: Transaction<ChainTables>,
    private readonly knownAccounts: Set<string>,
  ) {}

  async get(key: RowKey): Promise<StoredRow | null> {
    const cached = this.rows.get(keyText(key));
    if (cached) return cached.row;
    await this.prefetch([key]);
    return this.rows.get(keyText(key))!.row;
  }

  /**
   * Loads many rows in one query (rows already cached are skipped). The same round trip also reports
   * which of `transactionIds` are already on chain: group commit pays for one read per batch, not two.
   */
  async prefetch(keys: RowKey[], transactionIds: string[] = []): Promise<Set<string>> {
    const missing = new Map<string, RowKey>();
    for (const key of keys) if (!this.rows.has(keyText(key))) missing.set(keyText(key), key);
    if (missing.size === 0 && transactionIds.length === 0) return new Set();
    // One JSON parameter instead of four per key: far cheaper to send and to plan on both engines.
    const wanted = JSON.stringify(
      [...missing.values()].map((k) => ({
        code: k.code,
        tbl: k.table,
        scope: toStoredKey(k.scope),
        pk: toStoredKey(k.pk),
      })),
    );
    const result = await sql<{
      kind: string;
      code: string;
      tbl: string;
      scope: string;
      pk: string;
      payer: string;
      data: unknown;
    }>`
      SELECT 'dup' AS kind, t.id AS code, NULL::text AS tbl, NULL::bigint AS scope, NULL::bigint AS pk, NULL::text AS payer, NULL::json AS data
      FROM chain_transactions t WHERE t.id IN (SELECT value FROM json_array_elements_text(${JSON.stringify(transactionIds)}::json))
      UNION ALL
      SELECT 'row', r.code, r.tbl, r.scope, r.pk, r.payer, r.data
      FROM json_to_recordset(${wanted}::json) AS k(code text, tbl text, scope bigint, pk bigint)
      JOIN chain_rows r ON r.code = k.code AND r.tbl = k.tbl AND r.scope = k.scope AND r.pk = k.pk`.execute(this.trx);
    const existing = new Set<string>();
    for (const row of result.rows) {
      if (row.kind === 'dup') {
        existing.add(row.code);
        continue;
      }
      const key: RowKey = {
        code: row.code,
        table: row.tbl,
        scope: fromStoredKey(row.scope),
        pk: fromStoredKey(row.pk),
      };
      const data: unknown = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
      this.rows.set(keyText(key), {
        key,
        row: { data: data as Record<string, unknown>, payer: row.payer },
        dirty: false,
      });
    }
    for (const [text, key] of missing) if (!this.rows.has(text)) this.rows.set(text, { key, row: null, dirty: false });
    return existing;
  }

  async accountExists(name: string): Promise<boolean> {
    if (this.knownAccounts.has(name)) return true;
    let exists = this.accounts.get(name);
    if (exists === undefined) {
      const found = await this.trx
        .selectFrom('chain_accounts')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      exists = Boolean(found);
      this.accounts.set(name, exists);
      if (exists) this.knownAccounts.add(name);
    }
    return exists;
  }

  /** Records an account created inside this batch. */
  addAccount(name: string): void {
    this.accounts.set(name, true);
  }

  merge(writes: Map<string, { key: RowKey; row: StoredRow | null }>): void {
    for (const [text, write] of writes) this.rows.set(text, { key: write.key, row: write.row, dirty: true });
  }

  /**
   * Every changed row as parts of a WITH clause (an upsert and a delete, one JSON parameter each), so the
   * batch's final statement writes rows, transactions, block and chain state in one round trip.
   */
  takeWriteCtes(): RawBuilder<unknown>[] {
    const dirty = [...this.rows.values()].filter((r) => r.dirty);
    const upserts = dirty.filter((r) => r.row !== null);
    const deletes = dirty.filter((r) => r.row === null);
    const parts: RawBuilder<unknown>[] = [];
    if (upserts.length > 0) {
      const rows = JSON.stringify(
        upserts.map((r) => ({
          code: r.key.code,
          tbl: r.key.table,
          scope: toStoredKey(r.key.scope),
          pk: toStoredKey(r.key.pk),
          payer: r.row!.payer,
          data: r.row!.data,
        })),
      );
      parts.push(sql`row_upserts AS (
        INSERT INTO chain_rows (code, tbl, scope, pk, payer, data)
        SELECT code, tbl, scope, pk, payer, data FROM json_to_recordset(${rows}::json) AS x(code text, tbl text, scope bigint, pk bigint, payer text, data json)
        ON CONFLICT (code, tbl, scope, pk) DO UPDATE SET payer = excluded.payer, data = excluded.data
        RETURNING 1)`);
    }
    if (deletes.length > 0) {
      const keys = JSON.stringify(
        deletes.map((r) => ({
          code: r.key.code,
          tbl: r.key.table,
          scope: toStoredKey(r.key.scope),
          pk: toStoredKey(r.key.pk),
        })),
      );
      parts.push(sql`row_deletes AS (
        DELETE FROM chain_rows r USING json_to_recordset(${keys}::json) AS k(code text, tbl text, scope bigint, pk bigint)
        WHERE r.code = k.code AND r.tbl = k.tbl AND r.scope = k.scope AND r.pk = k.pk
        RETURNING 1)`);
    }
    for (const r of dirty) r.dirty = false;
    return parts;
  }
}

/** One transaction's pending writes on top of the batch; committed into it only if every action succeeds. */
export class OverlayStore implements TableStore {
  readonly writes = new Map<string, { key: RowKey; row: StoredRow | null }>();

  constructor(private readonly base: BatchStore) {}

  async get(key: RowKey): Promise<StoredRow | null> {
    const write = this.writes.get(keyText(key));
    if (write) return write.row;
    return this.base.get(key);
  }

  set(key: RowKey, row: StoredRow): void {
    this.writes.set(keyText(key), { key, row });
  }

  delete(key: RowKey): void {
    this.writes.set(keyText(key), { key, row: null });
  }

  accountExists(name: string): Promise<boolean> {
    return this.base.accountExists(name);
  }

  commit(): void {
    this.base.merge(this.writes);
  }
}
