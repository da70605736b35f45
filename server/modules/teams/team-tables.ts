// Kysely row types of the team tables (migration 0200).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TeamsTable {
  id: Generated<string>;
  name: string;
  avatar_url: string | null;
  owner_id: string;
  captain_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  joined_at: Timestamp;
}

export interface TeamInvitationsTable {
  team_id: string;
  email: string;
  invited_by: string | null;
  created_at: Timestamp;
}

export interface TeamTournamentParticipationsTable {
  team_id: string;
  tournament_id: string;
  registered_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TeamTables {
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  team_tournament_participations: TeamTournamentParticipationsTable;
}
