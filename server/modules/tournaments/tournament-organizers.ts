// Who organizes each of some tournaments: what the webhooks' fan-out needs to find the endpoints of an event
// recorded by a module that did not have the organizer at hand (a match report).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function tournamentOrganizers(
  db: Kysely<Database>,
  tournamentIds: string[],
): Promise<Map<string, string>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournaments')
    .select(['id', 'organization_id'])
    .where('id', 'in', tournamentIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.organization_id]));
}
