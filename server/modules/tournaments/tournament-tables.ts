// Kysely row types of the tournament tables (migration 0300).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read back parsed, written as JSON text (JSON.stringify) so both engines store the same thing. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type TournamentRowStatus = 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED';
export type RegistrationKind = 'SOLO' | 'TEAM';
export type RegistrationStatus = 'REGISTERED' | 'CHECKED_IN' | 'CANCELED' | 'DISQUALIFIED';

export interface TournamentsTable {
  id: Generated<string>;
  organization_id: string;
  discipline_id: string;
  name: string;
  status: ColumnType<TournamentRowStatus, TournamentRowStatus | undefined, TournamentRowStatus>;
  main_information: NullableJson<unknown>;
  settings: NullableJson<unknown>;
  format: NullableJson<unknown>;
  schedule: NullableJson<unknown>;
  prizepool: NullableJson<unknown>;
  promoted: ColumnType<boolean, boolean | undefined, boolean>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  leaderboard_id: ColumnType<string | null, string | null | undefined, string | null>;
  published_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Kept by a trigger on tournament_registrations (migration 0350); never written by the services. */
  active_registrations: ColumnType<number, never, never>;
}

export interface TournamentRegistrationsTable {
  id: Generated<string>;
  tournament_id: string;
  kind: RegistrationKind;
  user_id: string;
  team_id: string | null;
  member_ids: Json<string[]>;
  discord_nickname: string;
  game_nickname: string;
  is_old_enough: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<RegistrationStatus, RegistrationStatus | undefined, RegistrationStatus>;
  registered_at: Timestamp;
  checked_in_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
}

/** Who takes part in each active registration, one row per player (trigger-maintained, migration 0350). */
export interface TournamentRegistrationMembersTable {
  tournament_id: string;
  user_id: string;
  registration_id: string;
}

export type ParticipantEventKind = 'ADDED' | 'CHECKED_IN' | 'CHECK_IN_UNDONE' | 'REMOVED' | 'SEEDED';

/** The organizer's acts on the participants (migration 0705), the audit trail of the participants table. */
export interface TournamentParticipantEventsTable {
  id: Generated<string>;
  seq: Generated<string>;
  tournament_id: string;
  registration_id: string | null;
  actor_id: string | null;
  kind: ParticipantEventKind;
  details: Json<Record<string, unknown>>;
  at: Timestamp;
}

/**
 * Counters bumped by every write that changes what a visitor sees in the public list (migration 0840, by trigger):
 * the list's version is all of them (spectator-versions.ts).
 */
export interface TournamentListVersionsTable {
  stripe: number;
  bumps: ColumnType<string, never, never>;
}

/**
 * Counters of each player bumped by every write to the rows their own fields are built from (migration 0850, by
 * trigger): the version of those fields is all four of the player's (spectator-versions.ts).
 */
export interface TournamentViewerVersionsTable {
  user_id: string;
  stripe: number;
  bumps: ColumnType<string, never, never>;
}

export interface TournamentTables {
  tournaments: TournamentsTable;
  tournament_participant_events: TournamentParticipantEventsTable;
  tournament_registrations: TournamentRegistrationsTable;
  tournament_registration_members: TournamentRegistrationMembersTable;
  tournament_list_versions: TournamentListVersionsTable;
  tournament_viewer_versions: TournamentViewerVersionsTable;
}
