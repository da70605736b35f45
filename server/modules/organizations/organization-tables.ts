// Kysely row types of the organization tables (migrations 0200, 0410, 0740).
import type { ColumnType, Generated } from 'kysely';
import type { OrganizationMemberRole } from '../../../src/domain/staff-permissions.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  owner_id: string;
  discord: string | null;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  locked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganizationMembersTable {
  organization_id: string;
  user_id: string;
  joined_at: Timestamp;
  /** Issue 26 §3 (migration 0740): a plain MEMBER organizes; a REFEREE only runs the event day. */
  role: ColumnType<OrganizationMemberRole, OrganizationMemberRole | undefined, OrganizationMemberRole>;
}

/** A player or team banned from the organization's tournaments (exactly one of user_id, team_id). */
export interface OrganizationBansTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string | null;
  team_id: string | null;
  tournament_id: string | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface OrganizationTables {
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  organization_bans: OrganizationBansTable;
}
