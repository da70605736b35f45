// A leaderboard's prizes (issue 13 §3): the prize pool's escrow on chain, and sending each prize once after the
// leaderboard has ended. Who is owed what is decided here; the payments are recorded in, and paid exactly once by,
// the payments module's ledger (its sweep finishes what a crash or a chain failure left, and pays winners who
// linked a wallet since).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { lockLeaderboard } from '../leaderboards/leaderboards-module.js';
import type { PaymentsModule } from '../payments/payments-module.js';
import type { ServerModule } from '../server-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import { LeaderboardEscrowService, leaderboardEscrowCovers, leaderboardSource } from './leaderboard-escrow-service.js';
import { LeaderboardRewardsService } from './leaderboard-rewards-service.js';
import * as repo from './rewards-repository.js';
import { leaderboardRewardsRoutes } from './rewards-routes.js';

export interface LeaderboardRewardsModule extends ServerModule {
  /** For the leaderboards module: publishing needs the prize pool in escrow; deleting, none left in it. */
  escrow: {
    covers: typeof leaderboardEscrowCovers;
    held(db: Kysely<Database>, id: string): Promise<boolean>;
  };
}

export function createLeaderboardRewardsModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  chain: ChainGateway;
  /** The ledger that signs, sends and confirms the prizes and returns. */
  payments: PaymentsModule;
  explorerUrl: (transactionId: string) => string | null;
}): LeaderboardRewardsModule {
  const { db, clock, chain, payments } = options;
  const pay = (leaderboardId: string) => payments.pay(leaderboardSource(leaderboardId));
  // Signing waits for the leaderboard's lock, so that a payment is never signed while its prizes are being sent.
  payments.registerSource('LEADERBOARD', {
    lock: async (trx, leaderboardId) => {
      await lockLeaderboard(trx, leaderboardId);
      return true;
    },
  });
  const escrow = new LeaderboardEscrowService(db, chain, clock, pay);
  const rewards = new LeaderboardRewardsService(db, clock, options.explorerUrl);
  return {
    escrow: {
      covers: leaderboardEscrowCovers,
      held: async (trx, id) => (await repo.heldEscrow(trx, id)) !== undefined,
    },
    routes: async (api) => {
      await api.register(leaderboardRewardsRoutes, { escrow, rewards, pay });
    },
  };
}
