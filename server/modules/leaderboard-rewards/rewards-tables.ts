// Kysely row types of a leaderboard's escrow, sent prizes and payments (migration 0630).
import type { ColumnType, Generated } from 'kysely';
import type { EscrowedUniq } from '../tournaments/escrow/escrow-tables.js';
import type { StoredPaymentTransaction } from '../payouts/payout-tables.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read it with ::text, write a decimal string. */
type Units = ColumnType<string, string | undefined, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type LeaderboardPaymentStatus = 'PENDING' | 'SENT' | 'CONFIRMED' | 'FAILED' | 'MISSING_WALLET';

export interface LeaderboardEscrowsTable {
  id: Generated<string>;
  leaderboard_id: string;
  status: ColumnType<'HELD' | 'RELEASED', 'HELD' | 'RELEASED' | undefined, 'HELD' | 'RELEASED'>;
  transaction_id: string;
  from_account: string;
  uos_units: Units;
  uniqs: Json<EscrowedUniq[]>;
  held_at: Timestamp;
  released_at: NullableTimestamp;
}

export interface LeaderboardPrizesSentTable {
  leaderboard_id: string;
  prize_id: string;
  sent_at: Timestamp;
  sent_by: string;
}

export interface LeaderboardPaymentsTable {
  id: Generated<string>;
  leaderboard_id: string;
  escrow_id: string;
  purpose: 'PRIZE' | 'RETURN';
  prize_id: string | null;
  recipient_id: string | null;
  participant_key: string | null;
  rank: number | null;
  asset_slot: string;
  uos_units: Units;
  factory_id: string | null;
  token_ids: Json<string[]>;
  status: ColumnType<LeaderboardPaymentStatus, LeaderboardPaymentStatus | undefined, LeaderboardPaymentStatus>;
  to_account: string | null;
  transaction_id: string | null;
  signed_trx: ColumnType<StoredPaymentTransaction | null, string | null | undefined, string | null>;
  expired_transaction_ids: Json<string[]>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  confirmed_at: NullableTimestamp;
}

export interface LeaderboardRewardsTables {
  leaderboard_escrows: LeaderboardEscrowsTable;
  leaderboard_prizes_sent: LeaderboardPrizesSentTable;
  leaderboard_payments: LeaderboardPaymentsTable;
}
