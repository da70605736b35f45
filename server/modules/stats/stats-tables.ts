// Kysely row type of per-player results (migration 0200), written by the tournament capability.
import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/column-types.js';

export interface PlayerResultsTable {
  id: Generated<string>;
  user_id: string;
  discipline_code: string;
  tournament_id: string;
  team_id: string | null;
  placement: number | null;
  wins: ColumnType<number, number | undefined, number>;
  losses: ColumnType<number, number | undefined, number>;
  /** numeric: read back as a string on both engines so it stays exact. */
  points: ColumnType<string, string | number | undefined, string | number>;
  metrics: Json<Record<string, number>>;
  finished_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StatsTables {
  player_results: PlayerResultsTable;
}
