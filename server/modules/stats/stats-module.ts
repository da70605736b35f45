// Player statistics (SPEC §7).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import { statsRoutes } from './stats-routes.js';
import { StatsService } from './stats-service.js';

export function createStatsModule(options: { db: Kysely<Database> }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(statsRoutes, { stats: new StatsService(options.db) });
    },
  };
}
