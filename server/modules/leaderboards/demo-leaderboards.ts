// Two leaderboards of the demo organization, one of each kind, so a demo tournament can be linked to one
// whatever its format (SINGLE_ELIMINATION feeds RANK, MATCHUPS feeds POINTS); the finished demo tournaments feed
// them (demo-tournament-plans.ts), so a newcomer finds standings. Safe to run again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEMO_ORGANIZATION, organizationIdNamed } from '../organizations/organizations-module.js';

/** Points by placement on the POINTS leaderboard, as an organizer would set them. */
const DEMO_POINTS_SCALE = [
  { startRank: 1, endRank: 1, points: 25 },
  { startRank: 2, endRank: 2, points: 18 },
  { startRank: 3, endRank: 4, points: 12 },
  { startRank: 5, endRank: 8, points: 6 },
  { startRank: 9, endRank: 16, points: 2 },
];

const DEMO_LEADERBOARDS = [
  { name: 'Nova Season Points', subname: 'Every Nova Events tournament of the season', kind: 'POINTS' as const },
  { name: 'Nova Season Ranking', subname: 'Best placements of the season', kind: 'RANK' as const },
];

export async function seedDemoLeaderboards(db: Kysely<Database>): Promise<void> {
  const organizationId = await organizationIdNamed(db, DEMO_ORGANIZATION.name);
  if (!organizationId) return;
  for (const leaderboard of DEMO_LEADERBOARDS) {
    await db
      .insertInto('leaderboards')
      .values({
        organization_id: organizationId,
        name: leaderboard.name,
        subname: leaderboard.subname,
        kind: leaderboard.kind,
        points_scale: JSON.stringify(leaderboard.kind === 'POINTS' ? DEMO_POINTS_SCALE : []),
        status: 'ACTIVE',
      })
      .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
      .execute();
  }
}
