// Kysely row types of the leaderboard standings (migrations 0610, 0640, 0650, 0660, 0670).
import type { ColumnType } from 'kysely';

type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read back as a string on both engines so it stays exact. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;

/** What one tournament contributes to a leaderboard: its participants' results side by side, one element each. */
export interface LeaderboardContributionsTable {
  leaderboard_id: string;
  tournament_id: string;
  participant_keys: string[];
  placements: (number | null)[];
  /** numeric[]: read back as strings. */
  points_earned: string[];
  checked_in_at: (Date | null)[];
}

export interface LeaderboardStandingsTable {
  leaderboard_id: string;
  participant_key: string;
  user_id: string | null;
  team_id: string | null;
  points: Numeric;
  best_placement: number | null;
  tournaments_played: number;
  /** Lower ranks first: minus the points, or the best placement on a RANK leaderboard. */
  rank_key: Numeric;
  /** The tie-break inside one rank key, lower first (bigint: read back as a string). */
  tie_key: ColumnType<string, string | number | bigint, string | number | bigint>;
  /** The earliest check-in among the contributions: a fold taking one back knows whether it was the one counted. */
  first_check_in: OptionalInstant;
}

/** Entries per rank key and how many are ahead of it: ranks and positions are read from here. */
export interface LeaderboardRankBucketsTable {
  leaderboard_id: string;
  rank_key: Numeric;
  entries: number;
  ahead: number;
}

/** The first TOP_PAGE standings of a board in order, as a JSON array of TopEntry (standings-queries.ts). */
export interface LeaderboardTopStandingsTable {
  leaderboard_id: string;
  entries: string;
}

export interface StandingsTables {
  leaderboard_contributions: LeaderboardContributionsTable;
  leaderboard_standings: LeaderboardStandingsTable;
  leaderboard_rank_buckets: LeaderboardRankBucketsTable;
  leaderboard_top_standings: LeaderboardTopStandingsTable;
}
