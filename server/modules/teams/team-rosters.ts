// The members of teams as they are now, for whoever splits something between them (a leaderboard's team prize).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Each team's member ids, the longest-standing first (ties by id, so the order is stable). */
export async function membersByTenure(
  db: Kysely<Database>,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const ids = [...new Set(teamIds)];
  const members = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return members;
  const rows = await db
    .selectFrom('team_members')
    .select(['team_id', 'user_id'])
    .where('team_id', 'in', ids)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  for (const row of rows) members.get(row.team_id)!.push(row.user_id);
  return members;
}
