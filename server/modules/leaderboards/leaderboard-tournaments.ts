// What the leaderboards module asks of the tournaments module, which owns the tournaments that feed a board. The
// tournaments module depends on this one (a tournament shows its leaderboard), so app.ts hands its face in.
import type { Expression, Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface LeaderboardTournaments {
  /** The leaderboard the tournament feeds, or null. */
  leaderboardOfTournament(db: Db, tournamentId: string): Promise<string | null>;
  /** When each registration of the tournament checked in (null: it did not), by registration id. */
  checkInsOfTournament(db: Db, tournamentId: string): Promise<Map<string, Date | string | null>>;
  /** How many tournaments are linked to the leaderboard `leaderboardId`, as an SQL expression (lists of boards). */
  tournamentCountOfLeaderboardSql(leaderboardId: Expression<string>): RawBuilder<number>;
  /** The leaderboard's tournaments its page lists (drafts left out), oldest first. */
  tournamentsShownOnLeaderboard(
    db: Db,
    leaderboardId: string,
  ): Promise<{ id: string; name: string; status: 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED' }[]>;
  /** Whether a tournament linked to the leaderboard is still published. */
  leaderboardHasRunningTournament(db: Db, leaderboardId: string): Promise<boolean>;
}
