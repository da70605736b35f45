// Serialising work on a leaderboard from outside the module: its prizes are signed and sent under this lock.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Locks the leaderboard's row in the caller's transaction; false when there is no such leaderboard. */
export async function lockLeaderboard(trx: Kysely<Database>, leaderboardId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('leaderboards')
    .select('id')
    .where('id', '=', leaderboardId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
