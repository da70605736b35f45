// Kysely row type of the prize distribution (migration 0500): computed once per tournament; its payments are in
// the payments module's ledger (migration 0680).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: read it with ::text, write a decimal string. */
type Units = ColumnType<string, string | undefined, string>;

export interface PrizeDistributionsTable {
  tournament_id: string;
  escrow_id: string;
  computed_at: Timestamp;
  undistributed_uos_units: Units;
  undistributed_uniqs: ColumnType<string[], string | undefined, string>;
}

export interface PayoutTables {
  prize_distributions: PrizeDistributionsTable;
}
