// Kysely row types of the player's in-app notices (migration 0400). Other modules post notices through
// postPlayerNotices on the notices module's face.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PlayerNoticesTable {
  id: Generated<string>;
  user_id: string;
  tournament_id: string | null;
  /** The match a call to act is about (migration 0815): the notice is stale once that match is over. */
  match_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: string;
  text: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface NoticeTables {
  player_notices: PlayerNoticesTable;
}
