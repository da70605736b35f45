// Kysely row types of the prize escrow table (migrations 0310, 0690). Its return is a payment of the ledger
// (payments module, source TOURNAMENT_ESCROW): RETURNING while that payment is not confirmed yet.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type EscrowRowStatus = 'HELD' | 'RETURNING' | 'RETURNED';

export interface EscrowedUniq {
  tokenId: string;
  factoryId: string;
}

export interface TournamentEscrowsTable {
  id: Generated<string>;
  tournament_id: string;
  status: ColumnType<EscrowRowStatus, EscrowRowStatus | undefined, EscrowRowStatus>;
  transaction_id: string;
  from_account: string;
  /** numeric: read it with ::text (see escrow-repository.ts), write a decimal string. */
  uos_units: ColumnType<string, string, string>;
  uniqs: ColumnType<EscrowedUniq[], string | undefined, string>;
  /** The confirmed return payment's transaction (none when nothing was left to return). */
  return_transaction_id: string | null;
  held_at: Timestamp;
  returned_at: NullableTimestamp;
}

export interface EscrowTables {
  tournament_escrows: TournamentEscrowsTable;
}
