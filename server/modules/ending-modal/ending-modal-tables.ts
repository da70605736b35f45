// Kysely row type of the ending modal queue (migration 0620).
import type { ColumnType } from 'kysely';
import type { Json } from '../../db/column-types.js';
import type { EndingModalUniq } from '../../../src/contract/ending-modal.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface EndingModalsTable {
  tournament_id: string;
  user_id: string;
  rank: number | null;
  /** numeric: read it with ::text, write a decimal string. */
  uos_units: ColumnType<string, string | undefined, string>;
  uniqs: Json<EndingModalUniq[]>;
  queued_at: Timestamp;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EndingModalTables {
  ending_modals: EndingModalsTable;
}
