// Integrations (issue 27): the organization's API keys — the owner's routes, and the gate the authentication
// plugin asks about requests carrying a key.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import { apiKeysRoutes } from './api-keys-routes.js';
import { ApiKeysService } from './api-keys-service.js';

export function createIntegrationsModule(options: { db: Kysely<Database>; clock: Clock }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(apiKeysRoutes, { apiKeys: new ApiKeysService(options.db, options.clock) });
    },
  };
}

// What other parts of the server may use of this one (the import-boundaries lint rule: modules meet only here).
export { ApiKeyGate, type AdmittedApiKey } from './api-key-gate.js';
