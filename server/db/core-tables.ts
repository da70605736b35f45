// Kysely row types of the core tables (migration 0001).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a JSON string (both drivers accept it), read back parsed. */
export type Json<T> = ColumnType<T, string, string>;

export type UserRole = 'player' | 'organizer' | 'admin';

export interface UsersTable {
  id: Generated<string>;
  issuer: string;
  subject: string;
  email: string | null;
  full_name: string | null;
  nickname: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  linked_accounts: Json<Record<string, string>>;
  discipline_accounts: Json<Record<string, string>>;
  profile_picture_url: string | null;
  wallet_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DisciplinesTable {
  id: Generated<string>;
  code: string;
  name: string;
  platforms: ColumnType<string[], string[] | undefined, string[]>;
  image_url: string | null;
  created_at: Timestamp;
}

export interface CoreTables {
  users: UsersTable;
  disciplines: DisciplinesTable;
}
