// Kysely row types of the API key tables (migration 0710), owned by the integrations module.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8: a string from pg, a number from PGlite. */
type Count = ColumnType<string | number, never, never>;

export interface ApiKeysTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  scopes: string[];
  secret_hash: string;
  prefix: string;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  request_count: Count;
  window_started_at: NullableTimestamp;
  window_count: ColumnType<number, never, never>;
}

export interface ApiKeyRequestsTable {
  key_id: string;
  slot: number;
  seq: ColumnType<string | number, string | number, string | number>;
  method: string;
  path: string;
  status: number;
  at: Timestamp;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
  api_key_requests: ApiKeyRequestsTable;
}
