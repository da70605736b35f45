// Player statistics (SPEC §7).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import type { ResultsFinalListener } from '../results-final-event.js';
import { recordPlayerResults } from './player-records.js';
import { statsRoutes } from './stats-routes.js';
import { StatsService } from './stats-service.js';

export function createStatsModule(options: { db: Kysely<Database> }): ServerModule & {
  /** Told by the matches module when placements are final: writes the player records the profile reads. */
  resultsFinal: ResultsFinalListener;
} {
  return {
    resultsFinal: recordPlayerResults,
    routes: async (api) => {
      await api.register(statsRoutes, { stats: new StatsService(options.db) });
    },
  };
}

// What other modules may use of this one: the demo data records its finished tournaments the way the server does.
export { recordPlayerResults } from './player-records.js';
