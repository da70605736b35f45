// Kysely row types of the prize escrow table (migration 0310).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type EscrowRowStatus = 'HELD' | 'RETURNING' | 'RETURNED';

export interface EscrowedUniq {
  tokenId: string;
  factoryId: string;
}

/** The signed return transaction, kept so a retry pushes the very same one (never a second return). */
export interface StoredReturnTransaction {
  signatures: string[];
  packedTrx: string;
  /** ISO time after which the chain can no longer include it. */
  expiration: string;
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
  return_transaction_id: string | null;
  return_trx: ColumnType<StoredReturnTransaction | null, string | null | undefined, string | null>;
  held_at: Timestamp;
  returned_at: NullableTimestamp;
}

export interface EscrowTables {
  tournament_escrows: TournamentEscrowsTable;
}
