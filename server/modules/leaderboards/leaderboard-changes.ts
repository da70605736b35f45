// Writes other modules make to a leaderboard, named for what they mean: the leaderboards module owns the table.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every prize of the leaderboard has been sent (leaderboard-rewards), inside the caller's transaction. */
export async function markLeaderboardRewardsSent(db: Kysely<Database>, leaderboardId: string, at: Date): Promise<void> {
  await db
    .updateTable('leaderboards')
    .set({ rewards_sent_at: at, updated_at: at })
    .where('id', '=', leaderboardId)
    .execute();
}
