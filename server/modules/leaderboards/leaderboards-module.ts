// Organization leaderboards that tournaments feed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import { leaderboardsRoutes } from './leaderboards-routes.js';

export function createLeaderboardsModule(options: { db: Kysely<Database> }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(leaderboardsRoutes, { db: options.db });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { findLeaderboard } from './leaderboards-repository.js';
