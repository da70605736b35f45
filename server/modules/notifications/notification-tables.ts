// Kysely row types of notifications (migration 0750): the users' choices, the outbox of what they were told (its
// e-mail state) and the key that signs unsubscribe links.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  channel: 'IN_APP' | 'EMAIL';
  enabled: boolean;
}

export type NotificationMailState = 'NONE' | 'PENDING' | 'SENT';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  tournament_id: string | null;
  key: string;
  text: string;
  created_at: Timestamp;
  mail_state: NotificationMailState;
  mail_claimed_until: NullableTimestamp;
  mailed_at: NullableTimestamp;
}

export interface NotificationSigningKeyTable {
  id: number;
  secret: string;
}

export interface NotificationTables {
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
  notification_signing_key: NotificationSigningKeyTable;
}
