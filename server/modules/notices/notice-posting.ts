// Posting a notice to players (a result amended, a disqualification, a ban): other modules call this inside their own
// transaction, so the notice is written exactly when what it tells of is.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One notice per distinct user, tied to the tournament it is about. */
export async function postPlayerNotices(
  trx: Kysely<Database>,
  userIds: readonly string[],
  tournamentId: string,
  kind: string,
  text: string,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('player_notices')
    .values(
      [...new Set(userIds)].map((userId) => ({
        user_id: userId,
        tournament_id: tournamentId,
        kind,
        text,
        created_at: at,
      })),
    )
    .execute();
}
