// The tournament ending modal (SPEC §2, §4): queued from the final results, shown on the tournament and the
// registered list until the player closes it.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { ResultsFinalListener } from '../results-final-event.js';
import type { ServerModule } from '../server-module.js';
import { queueEndingModals, type EndingModalTournaments } from './ending-modal-queue.js';
import { endingModalRoutes } from './ending-modal-routes.js';

export function createEndingModalModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  /** The tournaments module's face: a tournament's prize pool and players. */
  tournaments: EndingModalTournaments;
}): ServerModule & {
  /** Told by the matches module when placements are final: queues (or, until accepted, rewrites) the modals. */
  resultsFinal: ResultsFinalListener;
} {
  return {
    resultsFinal: queueEndingModals(options.tournaments),
    routes: async (api) => {
      await api.register(endingModalRoutes, options);
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export {
  pendingEndingModalSql,
  pendingEndingModals,
  pendingEndingModalTournamentsSql,
} from './ending-modal-repository.js';
export type { EndingModalTournaments } from './ending-modal-queue.js';
