// Kysely row types of the playing half (migration 0400).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read back parsed, written as JSON text so both engines store the same thing. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type EntrantStatus = 'ACTIVE' | 'ELIMINATED' | 'DISQUALIFIED' | 'BANNED';
export type MatchRowStatus =
  'PENDING' | 'READY' | 'REPORTED' | 'DISPUTED' | 'COMPLETED' | 'WALKOVER' | 'BYE' | 'SCORE_MISSING';
export type MatchRowResolution = 'CONFIRMED' | 'BUFFER_ENDED' | 'ORGANIZER' | 'WALKOVER' | 'BYE';

export interface TournamentPlayTable {
  tournament_id: string;
  random_seed: number;
  seeded_at: NullableTimestamp;
  entrant_count: ColumnType<number, number | undefined, number>;
  paused_at: NullableTimestamp;
  paused_ms: ColumnType<number, number | undefined, number>;
  finished_at: NullableTimestamp;
  next_due_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface TournamentEntrantsTable {
  tournament_id: string;
  seed: number;
  registration_id: string;
  status: ColumnType<EntrantStatus, EntrantStatus | undefined, EntrantStatus>;
  left_at_round: ColumnType<number | null, number | null | undefined, number | null>;
  final_rank: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TournamentRoundsTable {
  tournament_id: string;
  round_index: number;
  status: ColumnType<
    'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED',
    'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED' | undefined,
    'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED'
  >;
  generated_at: Timestamp;
  completed_at: NullableTimestamp;
}

/** A round's window set by the pace (rounds as soon as ready, rounds/round-pace.ts). */
export interface TournamentRoundWindowsTable {
  tournament_id: string;
  round_index: number;
  opens_at: Timestamp;
  starts_at: Timestamp;
  ends_at: Timestamp;
  previous_resolved_at: Timestamp;
}

/** A stage of a multi-stage event once its entrants are known (migration 0710). */
export interface TournamentStagesTable {
  tournament_id: string;
  stage_index: number;
  first_round: number;
  entrant_seeds: Json<number[]>;
  started_at: Timestamp;
  resolved_at: NullableTimestamp;
  qualified_seeds: NullableJson<number[]>;
}

export interface MatchesTable {
  id: Generated<string>;
  tournament_id: string;
  round_index: number;
  position: number;
  kind: 'DUEL' | 'FFA';
  best_of: number;
  third_place: ColumnType<boolean, boolean | undefined, boolean>;
  participants: Json<number[]>;
  status: MatchRowStatus;
  result: NullableJson<unknown>;
  winner: ColumnType<number | null, number | null | undefined, number | null>;
  resolution: ColumnType<MatchRowResolution | null, MatchRowResolution | null | undefined, MatchRowResolution | null>;
  reported_at: NullableTimestamp;
  buffer_ends_at: NullableTimestamp;
  disputed_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  updated_at: Timestamp;
  /** Match check-in (migration 0730): the window's deadline, the seeds that readied up, those that missed it. */
  check_in_ends_at: NullableTimestamp;
  checked_in_seeds: ColumnType<number[], string | undefined, string>;
  no_show_seeds: ColumnType<number[], string | undefined, string>;
  stream_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sides (migration 0760): per game, the seed on the first side; null without sides or entrants not known yet. */
  game_sides: ColumnType<number[] | null, string | null | undefined, string | null>;
}

export interface MatchReportsTable {
  id: Generated<string>;
  match_id: string;
  tournament_id: string;
  seed: number;
  game_index: ColumnType<number, number | undefined, number>;
  reporter_id: string;
  kind: 'DUEL' | 'FFA';
  payload: Json<unknown>;
  screenshots: Json<{ gameIndex: number; url: string }[]>;
  created_at: Timestamp;
}

export interface MatchEventsTable {
  id: Generated<string>;
  seq: Generated<string>;
  match_id: string;
  tournament_id: string;
  actor_id: string | null;
  kind: string;
  details: Json<Record<string, unknown>>;
  at: Timestamp;
}

export interface MatchTables {
  tournament_play: TournamentPlayTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_rounds: TournamentRoundsTable;
  tournament_round_windows: TournamentRoundWindowsTable;
  tournament_stages: TournamentStagesTable;
  matches: MatchesTable;
  match_reports: MatchReportsTable;
  match_events: MatchEventsTable;
}
