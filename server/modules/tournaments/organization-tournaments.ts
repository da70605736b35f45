// An organization's tournaments as its overview counts them (the organizations module shows them; handed in by
// app.ts, as tournaments already depends on organizations): status, schedule, how many registered and checked
// in, and for a draft whether a prize pool in UOS or Uniqs still waits for its escrow, which blocks publishing.
import { sql, type Kysely } from 'kysely';
import type { PrizepoolSection, ScheduleSection } from '../../../src/contract/tournaments.js';
import type { Database } from '../../db/schema.js';
import { escrowNeeds, needsAnything } from './escrow/escrow-needs.js';
import { escrowCoversPrizepool } from './escrow/escrow-service.js';

export interface OrganizationTournament {
  id: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED';
  schedule: ScheduleSection | null;
  registered: number;
  checkedIn: number;
  /** Only ever true for a draft. */
  escrowMissing: boolean;
}

/** Newest first. */
export async function organizationTournaments(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationTournament[]> {
  const rows = await db
    .selectFrom('tournaments')
    .select(['id', 'name', 'status', 'schedule', 'prizepool', 'active_registrations as registered'])
    .select(
      sql<number>`(SELECT count(*) FROM tournament_registrations r
          WHERE r.tournament_id = tournaments.id AND r.status = 'CHECKED_IN')::int`.as('checked_in'),
    )
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .execute();
  const tournaments: OrganizationTournament[] = [];
  for (const row of rows) {
    const prizepool = row.prizepool as PrizepoolSection | null;
    const escrowMissing =
      row.status === 'DRAFT' &&
      needsAnything(escrowNeeds(prizepool)) &&
      !(await escrowCoversPrizepool(db, row.id, prizepool));
    tournaments.push({
      id: row.id,
      name: row.name,
      status: row.status,
      schedule: row.schedule as ScheduleSection | null,
      registered: Number(row.registered),
      checkedIn: Number(row.checked_in),
      escrowMissing,
    });
  }
  return tournaments;
}
