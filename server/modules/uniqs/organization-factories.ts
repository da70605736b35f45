// How many Uniq factories an organization has confirmed on chain, for its overview.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countOrganizationFactories(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('uniq_factories')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
