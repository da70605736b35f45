// Kysely row type of the leaderboards table (migration 0305).
import type { ColumnType, Generated } from 'kysely';

export type LeaderboardKind = 'POINTS' | 'RANK';
export type LeaderboardStatus = 'DRAFT' | 'ACTIVE' | 'ENDED' | 'DELETED';

export interface LeaderboardsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  subname: string | null;
  kind: LeaderboardKind;
  status: ColumnType<LeaderboardStatus, LeaderboardStatus | undefined, LeaderboardStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LeaderboardTables {
  leaderboards: LeaderboardsTable;
}
