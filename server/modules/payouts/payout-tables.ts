// Kysely row types of the prize distribution (migration 0500).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read it with ::text, write a decimal string. */
type Units = ColumnType<string, string | undefined, string>;

export type PaymentStatus = 'PENDING' | 'SENT' | 'CONFIRMED' | 'FAILED' | 'MISSING_WALLET' | 'CANCELED';

/** The signed transaction, kept so every retry pushes the very same one (the chain refuses a duplicate). */
export interface StoredPaymentTransaction {
  signatures: string[];
  packedTrx: string;
  /** Chain time (ISO, no zone) after which the chain can no longer include it. */
  expiration: string;
}

export interface PrizeDistributionsTable {
  tournament_id: string;
  escrow_id: string;
  computed_at: Timestamp;
  undistributed_uos_units: Units;
  undistributed_uniqs: ColumnType<string[], string | undefined, string>;
}

export interface PrizePaymentsTable {
  id: Generated<string>;
  tournament_id: string;
  recipient_id: string;
  registration_id: string;
  rank: number;
  asset_slot: string;
  uos_units: Units;
  factory_id: string | null;
  token_ids: ColumnType<string[], string | undefined, string>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  to_account: string | null;
  transaction_id: string | null;
  signed_trx: ColumnType<StoredPaymentTransaction | null, string | null | undefined, string | null>;
  expired_transaction_ids: ColumnType<string[], string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
}

export interface PayoutTables {
  prize_distributions: PrizeDistributionsTable;
  prize_payments: PrizePaymentsTable;
}
