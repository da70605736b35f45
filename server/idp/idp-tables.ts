// Kysely row types of the built-in identity provider's tables (migrations 0002, 0370, 0770, 0790, 0810).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface IdpAccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  nickname: string;
  full_name: string | null;
  /** When the current address was proven by a mailed link; null until then. */
  email_verified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A mailed verification link: the token's SHA-256, the address it proves, its expiry and its one use. */
export interface IdpEmailVerificationsTable {
  token_hash: string;
  account_id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One row per oidc-provider artefact, keyed by (model, id). */
export interface IdpPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

export interface IdpSecretsTable {
  name: string;
  value: Json<unknown>;
  created_at: Timestamp;
}

/** Keyed by a hash of (e-mail, source network): sign-in-lockout.ts. */
export interface IdpSignInFailuresTable {
  key_hash: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** A refresh token's exchange, replayed to the same client within the grace window (refresh-exchanges.ts). */
export interface RefreshExchangesTable {
  token_id: string;
  client_id: string;
  grant_id: string | null;
  sealed_result: string | null;
  expires_at: Timestamp;
}

/** A mailed one-time sign-in link (sign-in-links.ts); the token itself is never stored. */
export interface IdpSignInLinksTable {
  token_hash: string;
  account_id: string;
  interaction_uid: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface IdpTables {
  idp_sign_in_links: IdpSignInLinksTable;
  refresh_exchanges: RefreshExchangesTable;
  idp_accounts: IdpAccountsTable;
  idp_email_verifications: IdpEmailVerificationsTable;
  idp_sign_in_failures: IdpSignInFailuresTable;
  idp_payloads: IdpPayloadsTable;
  idp_secrets: IdpSecretsTable;
}
