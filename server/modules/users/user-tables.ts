// Kysely row types of the users table (migration 0001). Other modules read and change a user through the users
// module's face.
import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/column-types.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = 'player' | 'organizer' | 'admin';

export interface UsersTable {
  id: Generated<string>;
  issuer: string;
  subject: string;
  email: string | null;
  /** What the identity provider's last ID token said of `email` (migration 0790). */
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
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

export interface UserTables {
  users: UsersTable;
}
