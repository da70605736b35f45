// Kysely row types of the organization tables (migration 0200).
import type { ColumnType, Generated } from 'kysely';

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
}

export interface OrganizationTables {
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
}
