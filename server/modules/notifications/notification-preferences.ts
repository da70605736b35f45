// The users' notification choices: only what differs from the defaults (src/contract/notifications.ts) is stored.
import type { Kysely } from 'kysely';
import {
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
  defaultNotificationChoice,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../src/contract/notifications.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Answers whether `channel` of `kind` is on, for each user, read in the caller's transaction. */
export async function choicesOf(
  db: Db,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<(userId: string, channel: NotificationChannel) => boolean> {
  const stored =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('notification_preferences')
          .select(['user_id', 'channel', 'enabled'])
          .where('user_id', 'in', [...new Set(userIds)])
          .where('kind', '=', kind)
          .execute();
  const chosen = new Map(stored.map((row) => [`${row.user_id}:${row.channel}`, row.enabled]));
  return (userId, channel) => chosen.get(`${userId}:${channel}`) ?? defaultNotificationChoice(kind, channel);
}

export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const stored = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(stored.map((row) => [`${row.kind}:${row.channel}`, row.enabled]));
  const choice = (kind: NotificationKind, channel: NotificationChannel) =>
    chosen.get(`${kind}:${channel}`) ?? defaultNotificationChoice(kind, channel);
  return {
    preferences: NOTIFICATION_KIND_IDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KINDS[kind].label,
      inApp: choice(kind, 'IN_APP'),
      email: choice(kind, 'EMAIL'),
    })),
  };
}

/** Stores one choice (an upsert, so two tabs toggling at once leave the last one). */
export async function setChoice(
  db: Db,
  userId: string,
  kinds: readonly NotificationKind[],
  channel: NotificationChannel,
  enabled: boolean,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(kinds.map((kind) => ({ user_id: userId, kind, channel, enabled })))
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doUpdateSet({ enabled }))
    .execute();
}
