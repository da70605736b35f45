// recordNotifications for a statement that changes many rows at once (the batched first score reports): CTEs that
// record one kind's notifications for each row of the caller's CTE `source` (columns user_id, tournament_id,
// match_id, key, text, at), by the same rules: once per (user, key), e-mail PENDING when the user wants it, the in-app notice
// written when they want that.
import { sql } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../src/contract/notifications.js';
import { playerNoticesFromSql } from '../notices/notices-module.js';

/** Three more CTEs (notified, notified_in_app, noticed) to add to the caller's WITH. */
export function notificationsFromSql(source: string, kind: NotificationKind) {
  return sql`notified AS (
      INSERT INTO notifications (user_id, kind, tournament_id, key, text, created_at, mail_state)
      SELECT s.user_id, ${kind}, s.tournament_id, s.key, s.text, s.at,
        CASE WHEN COALESCE(pe.enabled, ${NOTIFICATION_KINDS[kind].emailByDefault}) THEN 'PENDING' ELSE 'NONE' END
      FROM ${sql.table(source)} s
      LEFT JOIN notification_preferences pe ON pe.user_id = s.user_id AND pe.kind = ${kind} AND pe.channel = 'EMAIL'
      ON CONFLICT (user_id, key) DO NOTHING
      RETURNING user_id, tournament_id, kind, key, text, created_at
    ), notified_in_app AS (
      SELECT n.*, s.match_id FROM notified n
      JOIN ${sql.table(source)} s ON s.user_id = n.user_id AND s.key = n.key
      LEFT JOIN notification_preferences pi ON pi.user_id = n.user_id AND pi.kind = n.kind AND pi.channel = 'IN_APP'
      WHERE COALESCE(pi.enabled, true)
    ), noticed AS (${playerNoticesFromSql('notified_in_app')})`;
}
