// Two leaderboards of the demo organization, one of each kind, so a demo tournament can be linked to one
// whatever its format (SINGLE_ELIMINATION feeds RANK, MATCHUPS feeds POINTS). Safe to run again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEMO_ORGANIZATION } from '../organizations/organizations-module.js';

const DEMO_LEADERBOARDS = [
  { name: 'Nova Season Points', subname: 'Every Nova Events tournament of the season', kind: 'POINTS' as const },
  { name: 'Nova Season Ranking', subname: 'Best placements of the season', kind: 'RANK' as const },
];

export async function seedDemoLeaderboards(db: Kysely<Database>): Promise<void> {
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', DEMO_ORGANIZATION.name)
    .executeTakeFirst();
  if (!organization) return;
  for (const leaderboard of DEMO_LEADERBOARDS) {
    await db
      .insertInto('leaderboards')
      .values({
        organization_id: organization.id,
        name: leaderboard.name,
        subname: leaderboard.subname,
        kind: leaderboard.kind,
        status: 'ACTIVE',
      })
      .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
      .execute();
  }
}
