// The organizer's overview (GET /organizations/current/overview): counts of tournaments, participants,
// leaderboards and Uniq factories, and what needs the organizer now. Read-only; the clock is injected so the
// check-in rule follows the server's one clock.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrganizationAttention, OrganizationOverview } from '../../../src/contract/organizations.js';
import type { PrizepoolSection, ScheduleSection } from '../../../src/contract/tournaments.js';
import type { Clock } from '../../clock.js';

type Db = Kysely<Database>;

/**
 * Whether a tournament's escrow covers its prize pool (true when the pool needs none). The tournaments module's
 * escrowCoversPrizepool, handed in by the app: importing that module here closed an import cycle through it.
 */
export type EscrowCoverCheck = (db: Db, tournamentId: string, prizepool: PrizepoolSection | null) => Promise<boolean>;

interface TournamentFacts {
  id: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED';
  schedule: ScheduleSection | null;
  prizepool: PrizepoolSection | null;
  registered: number;
  checked_in: number;
}

const inWindow = (now: number, window: { start: string; end: string } | undefined) =>
  window !== undefined && now >= Date.parse(window.start) && now < Date.parse(window.end);

export class OrganizationOverviewReader {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly escrowCovers: EscrowCoverCheck,
  ) {}

  async overview(organizationId: string): Promise<OrganizationOverview> {
    const now = this.clock.now();
    const tournaments = (await this.db
      .selectFrom('tournaments')
      .select(['id', 'name', 'status', 'schedule', 'prizepool', 'active_registrations as registered'])
      .select(
        sql<number>`(SELECT count(*) FROM tournament_registrations r
          WHERE r.tournament_id = tournaments.id AND r.status = 'CHECKED_IN')::int`.as('checked_in'),
      )
      .where('organization_id', '=', organizationId)
      .orderBy('created_at', 'desc')
      .execute()) as TournamentFacts[];
    const [leaderboards, factories] = await Promise.all([
      this.db
        .selectFrom('leaderboards')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('organization_id', '=', organizationId)
        .where('status', '<>', 'DELETED')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('uniq_factories')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow(),
    ]);

    const count = (status: TournamentFacts['status']) => tournaments.filter((row) => row.status === status).length;
    const published = tournaments.filter((row) => row.status === 'PUBLISHED');
    const attention: OrganizationAttention[] = [];
    for (const row of published) {
      if (inWindow(now, row.schedule?.checkIn)) {
        attention.push({
          kind: 'CHECK_IN_OPEN',
          tournamentId: row.id,
          tournamentName: row.name,
          checkedIn: Number(row.checked_in),
          registered: Number(row.registered),
        });
      }
    }
    for (const row of tournaments.filter((candidate) => candidate.status === 'DRAFT')) {
      // A prize pool in UOS or Uniqs blocks publishing until the organizer signs its escrow in the wallet.
      const escrowMissing = !(await this.escrowCovers(this.db, row.id, row.prizepool));
      const kind = escrowMissing ? 'ESCROW_TO_SIGN' : 'DRAFT_NOT_PUBLISHED';
      attention.push({ kind, tournamentId: row.id, tournamentName: row.name });
    }
    const order = { CHECK_IN_OPEN: 0, ESCROW_TO_SIGN: 1, DRAFT_NOT_PUBLISHED: 2 } as const;
    attention.sort((a, b) => order[a.kind] - order[b.kind]);

    return {
      tournaments: {
        total: tournaments.length,
        draft: count('DRAFT'),
        published: published.length,
        finished: count('FINISHED'),
        canceled: count('CANCELED'),
      },
      participants: {
        registered: published.reduce((sum, row) => sum + Number(row.registered), 0),
        checkedIn: published.reduce((sum, row) => sum + Number(row.checked_in), 0),
      },
      leaderboards: Number(leaderboards.n),
      uniqFactories: Number(factories.n),
      attention,
    };
  }
}
