// Kysely row types of the one payment ledger (migrations 0680, 0690): every payment Arena makes from the platform
// escrow account, whatever owes it (a tournament's prizes and escrow return, a leaderboard's prizes and return).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read it with ::text, write a decimal string. */
type Units = ColumnType<string, string | undefined, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/**
 * Who owes the payment; `source_id` is that tournament's or leaderboard's id. TOURNAMENT_ESCROW is a tournament's
 * escrow return, a source of its own because its signing rules differ from the tournament's prizes (migration 0690).
 */
export type PaymentSource = 'TOURNAMENT' | 'LEADERBOARD' | 'TOURNAMENT_ESCROW';
/** PRIZE: to a ranked player. RETURN: escrowed assets back to the account that escrowed them. */
export type PaymentPurpose = 'PRIZE' | 'RETURN';
export type PaymentStatus = 'PENDING' | 'SENT' | 'CONFIRMED' | 'FAILED' | 'MISSING_WALLET' | 'CANCELED';

/** The signed transaction, kept so every retry pushes the very same one (the chain refuses a duplicate). */
export interface StoredPaymentTransaction {
  signatures: string[];
  packedTrx: string;
  /** Chain time (ISO, no zone) after which the chain can no longer include it. */
  expiration: string;
}

export interface PaymentsTable {
  id: Generated<string>;
  source: PaymentSource;
  source_id: string;
  /** The escrow the payment is taken from (the source's own escrow table). */
  escrow_id: string;
  purpose: ColumnType<PaymentPurpose, PaymentPurpose | undefined, PaymentPurpose>;
  prize_id: string | null;
  recipient_id: string | null;
  /** The tournament registration, or the leaderboard participant, the prize is for. */
  participant_key: string | null;
  rank: number | null;
  asset_slot: string;
  uos_units: Units;
  factory_id: string | null;
  token_ids: Json<string[]>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  to_account: string | null;
  transaction_id: string | null;
  signed_trx: ColumnType<StoredPaymentTransaction | null, string | null | undefined, string | null>;
  expired_transaction_ids: Json<string[]>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
}

export interface PaymentTables {
  payments: PaymentsTable;
}
