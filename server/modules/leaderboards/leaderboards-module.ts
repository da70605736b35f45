// Season leaderboards: organizations run them, linked tournaments feed them, everyone reads the visible ones.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import type { Clock } from '../../clock.js';
import type { ResultsFinalListener } from '../results-final-event.js';
import { leaderboardsRoutes } from './leaderboards-routes.js';
import { LeaderboardsService, type LeaderboardDeleting, type LeaderboardEscrowCheck } from './leaderboards-service.js';
import { foldIntoLeaderboard } from './leaderboard-fold.js';
import type { LeaderboardTournaments } from './leaderboard-tournaments.js';

export function createLeaderboardsModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  /** The prize pool's escrow, kept by the leaderboard-rewards module. */
  escrow: LeaderboardEscrowCheck;
  /** Unlinks a deleted leaderboard's tournaments (the tournaments module's face). */
  onDeleting: LeaderboardDeleting;
  /** The tournaments that feed a leaderboard (the tournaments module's face). */
  tournaments: LeaderboardTournaments;
}): ServerModule & {
  /** Told by the matches module when placements are final: folds them into the linked leaderboard. */
  resultsFinal: ResultsFinalListener;
} {
  const leaderboards = new LeaderboardsService(
    options.db,
    options.clock,
    options.escrow,
    options.onDeleting,
    options.tournaments,
  );
  return {
    resultsFinal: foldIntoLeaderboard(options.tournaments),
    routes: async (api) => {
      await api.register(leaderboardsRoutes, { db: options.db, leaderboards });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { findLeaderboard } from './leaderboards-repository.js';
export { leaderboardCards } from './leaderboard-cards.js';
export { foldIntoLeaderboard } from './leaderboard-fold.js';
export type { LeaderboardTournaments } from './leaderboard-tournaments.js';
export { ownedLeaderboard } from './leaderboard-access.js';
export { standingsUpToRank } from './standings-queries.js';
export type { LeaderboardRow } from './leaderboards-repository.js';
export type { LeaderboardPrizepool } from './leaderboard-tables.js';
export { seedDemoLeaderboards } from './demo-leaderboards.js';
export { countOrganizationLeaderboards } from './organization-leaderboards.js';
export { markLeaderboardRewardsSent } from './leaderboard-changes.js';
export { leaderboardIdNamed } from './leaderboard-by-name.js';
export { lockLeaderboard } from './leaderboard-lock.js';
