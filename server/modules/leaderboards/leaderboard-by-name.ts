// An organization's leaderboard found by its name (the demo seeder links its tournaments to the demo leaderboards
// it created by name).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The id of the organization's leaderboard called `name`, or null. */
export async function leaderboardIdNamed(
  db: Kysely<Database>,
  organizationId: string,
  name: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('leaderboards')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}
