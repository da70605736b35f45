// Kysely row types of a leaderboard's escrow and sent prizes (migration 0630); its payments are in the payments
// module's ledger (migration 0680).
import type { ColumnType, Generated } from 'kysely';
import type { EscrowedUniq } from '../tournaments/escrow/escrow-tables.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read it with ::text, write a decimal string. */
type Units = ColumnType<string, string | undefined, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

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

export interface LeaderboardRewardsTables {
  leaderboard_escrows: LeaderboardEscrowsTable;
  leaderboard_prizes_sent: LeaderboardPrizesSentTable;
}
