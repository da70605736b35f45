// Kysely row types of the dev chain's tables (migration 0100_chain.sql). int8 and numeric columns are
// read as strings (the database layer configures both engines so); code converts defensively anyway.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** int8 with a column default: optional on insert. */
type Int8Default = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
/** json/jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface ChainStateTable {
  id: number;
  chain_id: string;
  genesis_time: Timestamp;
  block_interval_ms: number;
  last_block_num: Int8Default;
  global_sequence: Int8Default;
  transaction_count: Int8Default;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChainAccountsTable {
  name: string;
  created_at: Timestamp;
  privileged: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ChainKeyWeight {
  key: string;
  weight: number;
}

export interface ChainPermissionLevelWeight {
  permission: { actor: string; permission: string };
  weight: number;
}

export interface ChainPermissionsTable {
  account: string;
  perm_name: string;
  parent: string;
  threshold: number;
  keys: Json<ChainKeyWeight[]>;
  accounts: Json<ChainPermissionLevelWeight[]>;
  waits: Json<{ wait_sec: number; weight: number }[]>;
}

export interface ChainRowsTable {
  code: string;
  tbl: string;
  /** uint64 − 2^63 (stored-key.ts). */
  scope: Int8;
  pk: Int8;
  payer: string;
  data: Json<Record<string, unknown>>;
}

export interface ChainBlocksTable {
  block_num: Int8;
  block_id: string;
  block_time: Timestamp;
  transaction_count: number;
}

export interface ChainTransactionsTable {
  id: string;
  seq: Int8;
  block_num: Int8;
  block_time: Timestamp;
  expiration: Timestamp;
  packed_trx: string;
  signatures: Json<string[]>;
  actions: Json<Record<string, unknown>[]>;
  /** Compact form (first global sequence + notified accounts); see transaction-trace.ts processedFromRow. */
  traces: Json<{ first_global_sequence: number; recipients: string[][] }>;
  accounts: ColumnType<string[], string[], string[]>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChainTables {
  chain_state: ChainStateTable;
  chain_accounts: ChainAccountsTable;
  chain_permissions: ChainPermissionsTable;
  chain_rows: ChainRowsTable;
  chain_blocks: ChainBlocksTable;
  chain_transactions: ChainTransactionsTable;
}
