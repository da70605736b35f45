// The matches module's public surface (issue 11 §0, §2): its routes, its job kinds on the shared queue, and
// the one hook other modules call (seeding opened). Everything else in this folder is private to it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { MatchReads } from './reads/match-reads.js';
import { MatchesReader } from './reads/matches-reader.js';
import { matchesRoutes } from './matches-routes.js';
import { PlayScheduler } from './play/play-scheduler.js';
import { PlayService } from './play/play-service.js';
import { ReportService } from './reports/report-service.js';
import { RoundManagementService } from './rounds/round-management-service.js';
import { SeedingService } from './rounds/seeding-service.js';
import { SeedingProposals } from './rounds/seeding-proposals.js';
import type { ResultsFinalListener } from './results/results-final.js';
export type { ResultsFinalEvent, ResultsFinalListener } from './results/results-final.js';

export interface MatchesModuleOptions {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  queue: JobQueue;
  log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** Told, inside the transaction, when a tournament's final placements are written or amended. */
  resultsFinal?: readonly ResultsFinalListener[];
  /** A tournament finished (after commit): the payouts module pays prizes due at the finish. */
  onFinished?: (tournamentId: string) => void;
}

export interface MatchesModule {
  /** Registers the routes under the API prefix. */
  routes(api: FastifyInstance): Promise<void>;
  /** Seeding opened (phases module): seed the tournament now rather than at the next sweep. */
  seedingOpened(tournamentId: string): void;
  /** Runs the play clock for everything due (at start-up, by the minute sweep, and after a clock change). */
  sweep(): Promise<number>;
  /** Waits for advances started by pokes (graceful shutdown). */
  settled(): Promise<void>;
}

export function createMatchesModule(options: MatchesModuleOptions): MatchesModule {
  const { db, clock, storage, queue, log, resultsFinal = [], onFinished } = options;
  const scheduler = new PlayScheduler(db, new PlayService(db, clock, resultsFinal), queue, clock, log, onFinished);
  const poke = (tournamentId: string) => scheduler.poke(tournamentId);
  // One set of batched reads per process: the more calls share it, the fewer statements a rush costs.
  const reads = new MatchReads(db);
  const services = {
    reader: new MatchesReader(db, clock, reads),
    reports: new ReportService({ db, clock, storage, onMatchFinal: poke, reads }),
    management: new RoundManagementService(db, clock, poke, resultsFinal),
    seeding: new SeedingService(db, clock),
    proposals: new SeedingProposals(db),
  };
  return {
    routes: async (api) => {
      await api.register(matchesRoutes, services);
    },
    seedingOpened: poke,
    sweep: () => scheduler.sweep(),
    settled: () => scheduler.settled(),
  };
}

// What others may use of this one besides the factory: the demo seeder plays its tournaments through this.
export { seedDemoTournaments } from './demo/demo-tournaments.js';
export { openMatchSides, type MatchSideStart } from './play/match-side-starts.js';
export { playRelations } from './reads/viewer-play-relations.js';
export { playVersionsSql } from './reads/play-versions.js';
export { openMatchesInPlay, tournamentsInPlay } from './reads/open-calls.js';
export { openIssueCounts } from './play/play-repository.js';
export { finalPlacements, playFinishedAt, type FinalPlacement } from './results/final-placements.js';
export { entrantPlacements, seedingFrozen, syncUnfrozenEntrants } from './play/unfrozen-entrants.js';
