// Uniq factories (the chain's NFT collections) organizations create for tickets and prizes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import type { ServerModule } from '../server-module.js';
import { uniqFactoriesRoutes } from './uniq-factories-routes.js';
import { UniqFactoriesService } from './uniq-factories-service.js';

export function createUniqsModule(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  chain: ChainGateway;
  publicUrl: string;
}): ServerModule {
  const { db, storage, chain, publicUrl } = options;
  return {
    routes: async (api) => {
      await api.register(uniqFactoriesRoutes, { uniqs: new UniqFactoriesService(db, storage, chain, publicUrl) });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { EXTENSION_OF, MAX_MEDIA_BYTES, detectMedia } from './uniq-media.js';
export { factoryCards, type FactoryCard } from './uniq-factory-cards.js';
export { countOrganizationFactories } from './organization-factories.js';
