// SQL for leaderboards, as much as tournaments need: an organization's list and a single one by id.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LeaderboardKind, LeaderboardsTable } from './leaderboard-tables.js';

type Db = Kysely<Database>;
export type LeaderboardRow = Selectable<LeaderboardsTable>;

export function listOfOrganization(db: Db, organizationId: string): Promise<LeaderboardRow[]> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('status', '!=', 'DELETED')
    .orderBy('created_at', 'desc')
    .execute();
}

export function findLeaderboard(db: Db, id: string): Promise<LeaderboardRow | undefined> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', 'DELETED')
    .executeTakeFirst();
}

export async function insertLeaderboard(
  db: Db,
  values: { organizationId: string; name: string; subname: string | null; kind: LeaderboardKind },
): Promise<LeaderboardRow> {
  return db
    .insertInto('leaderboards')
    .values({ organization_id: values.organizationId, name: values.name, subname: values.subname, kind: values.kind })
    .returningAll()
    .executeTakeFirstOrThrow();
}
