// The organizer's overview (GET /organizations/current/overview): counts of tournaments, participants,
// leaderboards and Uniq factories, and what needs the organizer now. Read-only; `now` is injected so the
// check-in rule follows the caller's clock. The tournaments, leaderboards and factories are other modules'
// (which depend on this one): app.ts hands in their faces as OverviewSources.
import type { OrganizationAttention, OrganizationOverview } from '../../../src/contract/organizations.js';
import type { ScheduleSection } from '../../../src/contract/tournaments.js';

export interface OverviewTournament {
  id: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED';
  schedule: ScheduleSection | null;
  registered: number;
  checkedIn: number;
  /** A draft whose prize pool in UOS or Uniqs waits for its escrow (which blocks publishing). */
  escrowMissing: boolean;
}

export interface OverviewSources {
  /** The organization's tournaments, newest first. */
  tournaments(organizationId: string): Promise<OverviewTournament[]>;
  leaderboards(organizationId: string): Promise<number>;
  uniqFactories(organizationId: string): Promise<number>;
  /** Per tournament, its matches still being played on which a player reported an issue (matches module). */
  openIssues(tournamentIds: readonly string[]): Promise<Map<string, number>>;
}

const inWindow = (now: number, window: { start: string; end: string } | undefined) =>
  window !== undefined && now >= Date.parse(window.start) && now < Date.parse(window.end);

export class OrganizationOverviewReader {
  constructor(
    private readonly sources: OverviewSources,
    private readonly now: () => number,
  ) {}

  async overview(organizationId: string): Promise<OrganizationOverview> {
    const now = this.now();
    const [tournaments, leaderboards, factories] = await Promise.all([
      this.sources.tournaments(organizationId),
      this.sources.leaderboards(organizationId),
      this.sources.uniqFactories(organizationId),
    ]);

    const count = (status: OverviewTournament['status']) => tournaments.filter((row) => row.status === status).length;
    const published = tournaments.filter((row) => row.status === 'PUBLISHED');
    const attention: OrganizationAttention[] = [];
    // A player's "Report an issue" waits here until its match is decided (the issue itself stays with the match).
    const issues = await this.sources.openIssues(published.map((row) => row.id));
    for (const row of published) {
      const matches = issues.get(row.id) ?? 0;
      if (matches > 0)
        attention.push({ kind: 'MATCH_ISSUES', tournamentId: row.id, tournamentName: row.name, matches });
    }
    for (const row of published) {
      if (inWindow(now, row.schedule?.checkIn)) {
        attention.push({
          kind: 'CHECK_IN_OPEN',
          tournamentId: row.id,
          tournamentName: row.name,
          checkedIn: row.checkedIn,
          registered: row.registered,
        });
      }
    }
    for (const row of tournaments.filter((candidate) => candidate.status === 'DRAFT')) {
      // A prize pool in UOS or Uniqs blocks publishing until the organizer signs its escrow in the wallet.
      const kind = row.escrowMissing ? 'ESCROW_TO_SIGN' : 'DRAFT_NOT_PUBLISHED';
      attention.push({ kind, tournamentId: row.id, tournamentName: row.name });
    }
    const order = { MATCH_ISSUES: 0, CHECK_IN_OPEN: 1, ESCROW_TO_SIGN: 2, DRAFT_NOT_PUBLISHED: 3 } as const;
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
        registered: published.reduce((sum, row) => sum + row.registered, 0),
        checkedIn: published.reduce((sum, row) => sum + row.checkedIn, 0),
      },
      leaderboards,
      uniqFactories: factories,
      attention,
    };
  }
}
