// Kysely row types of the leaderboards tables (migrations 0305, 0600). Standings tables are in
// standings-tables.ts.
import type { ColumnType, Generated } from 'kysely';
import type { RankRange, Reward } from '../../../src/domain/types.js';
import type { StandingsTables } from './standings-tables.js';

export type LeaderboardKind = 'POINTS' | 'RANK';
export type LeaderboardStatus = 'DRAFT' | 'ACTIVE' | 'ENDED' | 'DELETED';
export type LeaderboardPointsSource = 'PLACEMENT_SCALE' | 'POINTS_EARNED';
export type LeaderboardTieBreak = 'CHECK_IN_DATE' | 'RANDOM' | 'CUSTOM_REASON';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** The tournament prize shape with a stable id per reward. */
export interface LeaderboardPrizepool {
  rewards: (Reward & { id: string })[];
}

export interface LeaderboardsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  subname: string | null;
  kind: LeaderboardKind;
  status: ColumnType<LeaderboardStatus, LeaderboardStatus | undefined, LeaderboardStatus>;
  created_at: Instant;
  discipline_code: ColumnType<string | null, string | null | undefined, string | null>;
  points_source: ColumnType<LeaderboardPointsSource, LeaderboardPointsSource | undefined, LeaderboardPointsSource>;
  points_scale: Json<RankRange[]>;
  ties: ColumnType<boolean, boolean | undefined, boolean>;
  tie_break: ColumnType<LeaderboardTieBreak, LeaderboardTieBreak | undefined, LeaderboardTieBreak>;
  tie_break_seed: ColumnType<number, number | undefined, number>;
  tie_break_reason: ColumnType<string | null, string | null | undefined, string | null>;
  prizepool: Json<LeaderboardPrizepool>;
  private_access: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: OptionalInstant;
  ended_at: OptionalInstant;
  rewards_sent_at: OptionalInstant;
  deleted_at: OptionalInstant;
  updated_at: Instant;
}

export interface LeaderboardPartnersTable {
  leaderboard_id: string;
  organization_id: string;
  added_at: Instant;
}

export interface LeaderboardCustomOrderTable {
  leaderboard_id: string;
  participant_key: string;
  position: number;
}

export interface LeaderboardTables extends StandingsTables {
  leaderboards: LeaderboardsTable;
  leaderboard_partners: LeaderboardPartnersTable;
  leaderboard_custom_order: LeaderboardCustomOrderTable;
}
