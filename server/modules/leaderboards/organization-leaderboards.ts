// How many leaderboards an organization runs (deleted ones aside), for its overview.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countOrganizationLeaderboards(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('leaderboards')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('status', '<>', 'DELETED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
