// Posting a notice to players (a result amended, a disqualification, a ban): other modules call this inside their own
// transaction, so the notice is written exactly when what it tells of is.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One notice per distinct user, tied to the tournament it is about. */
export async function postPlayerNotices(
  trx: Kysely<Database>,
  userIds: readonly string[],
  tournamentId: string,
  kind: string,
  text: string,
  at: Date,
  /** The match the notice calls to act on (its ready, soon or reported notice), if any. */
  matchId: string | null = null,
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('player_notices')
    .values(
      [...new Set(userIds)].map((userId) => ({
        user_id: userId,
        tournament_id: tournamentId,
        match_id: matchId,
        kind,
        text,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * postPlayerNotices as the body of a CTE, for a statement that changes many rows at once: one notice per row of the
 * caller's CTE `source` (columns user_id, tournament_id, match_id, kind, text, created_at).
 */
export function playerNoticesFromSql(source: string) {
  return sql`INSERT INTO player_notices (user_id, tournament_id, match_id, kind, text, created_at)
    SELECT user_id, tournament_id, match_id, kind, text, created_at FROM ${sql.table(source)}`;
}
