// Recording notifications, inside the caller's transaction (the change they tell of, or the time sweep): one row per
// (user, key), so a repeated sweep or a retried job tells nobody twice; the in-app notice is written at once when
// the user wants it, and the e-mail is left PENDING for the sender when they want that.
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../src/contract/notifications.js';
import type { Database } from '../../db/schema.js';
import { postPlayerNotices } from '../notices/notices-module.js';
import { choicesOf } from './notification-preferences.js';

type Db = Kysely<Database>;

export interface NewNotification {
  userIds: readonly string[];
  kind: NotificationKind;
  tournamentId: string;
  /** Unique per user: the same key is never told twice (e.g. `match-ready:<match id>`). */
  key: string;
  text: string;
  /** The match it calls to act on: its in-app notice is left out once that match is over. */
  matchId?: string;
  /** The in-app notice's kind (the notices' own kinds, e.g. DISQUALIFIED); the notification kind by default. */
  noticeKind?: string;
  at: Date;
}

/** Answers the users newly told (those who already had this key are skipped). */
export async function recordNotifications(trx: Db, notification: NewNotification): Promise<string[]> {
  const userIds = [...new Set(notification.userIds)];
  if (userIds.length === 0) return [];
  const wants = await choicesOf(trx, userIds, notification.kind);
  const inserted = await trx
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        kind: notification.kind,
        tournament_id: notification.tournamentId,
        key: notification.key,
        text: notification.text,
        created_at: notification.at,
        mail_state: wants(userId, 'EMAIL') ? ('PENDING' as const) : ('NONE' as const),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('user_id')
    .execute();
  const told = inserted.map((row) => row.user_id);
  await postPlayerNotices(
    trx,
    told.filter((userId) => wants(userId, 'IN_APP')),
    notification.tournamentId,
    notification.noticeKind ?? notification.kind,
    notification.text,
    notification.at,
    notification.matchId ?? null,
  );
  return told;
}

/** The notices other modules post (notices-module's kinds) that are also notifications of a kind. */
const NOTICE_NOTIFICATIONS: Record<string, NotificationKind> = {
  DISQUALIFIED: 'REMOVED',
  BANNED: 'REMOVED',
  REMOVED: 'REMOVED',
};

/**
 * postPlayerNotices with notifications: a notice of a notified kind (a disqualification, a removal) follows the
 * users' choices and is mailed; any other (a result amended) stays an in-app notice for everyone, as before.
 */
export async function postNotifiedNotices(
  trx: Db,
  userIds: readonly string[],
  tournamentId: string,
  noticeKind: string,
  text: string,
  at: Date,
): Promise<void> {
  const kind = NOTICE_NOTIFICATIONS[noticeKind];
  if (!kind) return postPlayerNotices(trx, userIds, tournamentId, noticeKind, text, at);
  await recordNotifications(trx, {
    userIds,
    kind,
    tournamentId,
    key: `${noticeKind.toLowerCase()}:${tournamentId}:${at.getTime()}`,
    text,
    noticeKind,
    at,
  });
}
