// Kysely row types of a tournament's live feed (migration 0780): the bounded event log and each tournament's
// last number.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** bigint: a string from pg, a number from PGlite; read with Number(). */
type BigIntColumn = ColumnType<string | number, string | number | undefined, string | number>;

export interface TournamentFeedEventsTable {
  id: Generated<string>;
  tournament_id: string;
  /** Null until the recording transaction commits. */
  seq: ColumnType<string | number | null, undefined, never>;
  type: string;
  version: number;
  data: Json<Record<string, unknown>>;
  occurred_at: Timestamp;
}

export interface TournamentFeedHeadsTable {
  tournament_id: string;
  last_seq: BigIntColumn;
}

export interface TournamentFeedTables {
  tournament_feed_events: TournamentFeedEventsTable;
  tournament_feed_heads: TournamentFeedHeadsTable;
}
