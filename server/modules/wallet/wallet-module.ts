// The player's wallet: linking a chain account, and the dev chain's accounts and faucet.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import type { ServerModule } from '../server-module.js';
import type { ChainGateway } from './chain-gateway.js';
import { DevChainAccountsService } from './dev-chain-accounts-service.js';
import { WalletLinkService } from './wallet-link-service.js';
import { walletRoutes } from './wallet-routes.js';

export function createWalletModule(options: {
  db: Kysely<Database>;
  chain: ChainGateway;
  clock: Clock;
  /** A user linked a wallet (the payouts module pays what it was keeping for them). */
  onWalletLinked?: (userId: string) => void;
}): ServerModule {
  const { db, chain, clock } = options;
  return {
    routes: async (api) => {
      await api.register(walletRoutes, {
        chain,
        links: new WalletLinkService(db, chain, clock, options.onWalletLinked),
        accounts: new DevChainAccountsService(db, chain, clock),
      });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export type { ChainGateway } from './chain-gateway.js';
export type { PlatformKey } from './platform-key.js';
