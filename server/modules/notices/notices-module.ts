// The viewer's in-app notices (amendments, disqualifications and bans that concern them): their routes.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import { noticesRoutes } from './notices-routes.js';
import { PlayerNoticesService, type OpenCalls } from './player-notices.js';

export function createNoticesModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  openCalls: OpenCalls;
}): ServerModule {
  return {
    routes: async (api) => {
      await api.register(noticesRoutes, {
        notices: new PlayerNoticesService(options.db, options.clock, options.openCalls),
      });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { playerNoticesFromSql, postPlayerNotices } from './notice-posting.js';
export type { OpenCalls } from './player-notices.js';
