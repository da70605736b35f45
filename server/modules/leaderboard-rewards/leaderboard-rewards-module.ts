// A leaderboard's prizes (issue 13 §3): the prize pool's escrow on chain, sending each prize once after the
// leaderboard has ended, and paying the stored payments exactly once (a sweep every minute and at start-up
// finishes what a crash or a chain failure left, and pays winners who linked a wallet since).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { ServerModule } from '../server-module.js';
import type { ChainGateway, PlatformKey } from '../wallet/wallet-module.js';
import { LeaderboardEscrowService, leaderboardEscrowCovers } from './leaderboard-escrow-service.js';
import { LeaderboardPayer } from './leaderboard-payer.js';
import { LeaderboardRewardsService } from './leaderboard-rewards-service.js';
import * as repo from './rewards-repository.js';
import { leaderboardRewardsRoutes } from './rewards-routes.js';

export const LEADERBOARD_PAYMENTS_SWEEP_JOB = 'leaderboard-payments-sweep';

export interface LeaderboardRewardsModule extends ServerModule {
  /** For the leaderboards module: publishing needs the prize pool in escrow; deleting, none left in it. */
  escrow: {
    covers: typeof leaderboardEscrowCovers;
    held(db: Kysely<Database>, id: string): Promise<boolean>;
  };
  walletLinked(userId: string): void;
  sweep(): Promise<number>;
  settled(): Promise<void>;
}

export function createLeaderboardRewardsModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  chain: ChainGateway;
  platformKey: PlatformKey;
  fetch?: typeof fetch;
  queue: JobQueue;
  explorerUrl: (transactionId: string) => string | null;
  log: { warn(obj: unknown, msg?: string): void };
}): LeaderboardRewardsModule {
  const { db, clock, chain, log } = options;
  const payer = new LeaderboardPayer(db, chain, options.platformKey, clock, log, options.fetch);
  const escrow = new LeaderboardEscrowService(db, chain, clock, (id) => payer.pay(id));
  const rewards = new LeaderboardRewardsService(db, clock, options.explorerUrl);
  options.queue.register({
    name: LEADERBOARD_PAYMENTS_SWEEP_JOB,
    batchSize: 1,
    cron: '* * * * *',
    handle: async () => void (await payer.sweep()),
  });
  return {
    escrow: {
      covers: leaderboardEscrowCovers,
      held: async (trx, id) => (await repo.heldEscrow(trx, id)) !== undefined,
    },
    routes: async (api) => {
      await api.register(leaderboardRewardsRoutes, { escrow, rewards, payer });
    },
    // A winner who had no wallet is paid once they link one (the sweep would, within a minute).
    walletLinked: () => {
      payer
        .sweep()
        .catch((error: unknown) => log.warn({ err: error }, 'paying leaderboard prizes to a new wallet failed'));
    },
    sweep: () => payer.sweep(),
    settled: () => payer.settled(),
  };
}
