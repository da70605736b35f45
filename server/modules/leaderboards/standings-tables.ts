// Kysely row types of the leaderboard standings (migration 0610).
import type { ColumnType } from 'kysely';

type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read back as a string on both engines so it stays exact. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;

export interface LeaderboardContributionsTable {
  leaderboard_id: string;
  tournament_id: string;
  participant_key: string;
  placement: number | null;
  points_earned: Numeric;
  checked_in_at: OptionalInstant;
}

export interface LeaderboardStandingsTable {
  leaderboard_id: string;
  participant_key: string;
  user_id: string | null;
  team_id: string | null;
  name: string;
  avatar_url: string | null;
  rank: number;
  position: number;
  points: Numeric;
  best_placement: number | null;
  tournaments_played: number;
}

export interface StandingsTables {
  leaderboard_contributions: LeaderboardContributionsTable;
  leaderboard_standings: LeaderboardStandingsTable;
}
