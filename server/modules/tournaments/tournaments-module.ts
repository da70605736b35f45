// The tournaments module's public surface (issue 11 §0): the organizer's and the player's routes, the prize
// escrow, the live-update feed, and the time-driven phases, whose job kinds it registers on the shared queue when
// built (so before app.ts starts the queue). Seeding opening is handed to whoever plays the tournament
// (onSeedingOpened: the matches module).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ServerModule } from '../server-module.js';
import type { PaymentsModule } from '../payments/payments-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import { EscrowReturns } from './escrow/escrow-return.js';
import { EscrowService } from './escrow/escrow-service.js';
import { tournamentEscrowRoutes } from './escrow/escrow-routes.js';
import { GatedAccessService } from './gated-access/gated-access-service.js';
import { TournamentChangeFeed } from './live/tournament-change-feed.js';
import { tournamentFeedRoutes } from './live/tournament-feed-routes.js';
import { tournamentEventsRoutes } from './live/tournament-events-routes.js';
import { PhaseScheduler } from './phases/phase-scheduler.js';
import { TournamentPhaseService } from './phases/tournament-phase-service.js';
import { PublishedSectionsCache } from './published-sections.js';
import { tournamentContentRoutes } from './tournament-content-routes.js';
import { TournamentMediaService } from './tournament-media.js';
import { TournamentOrganizerService } from './tournament-organizer-service.js';
import { TournamentParticipants } from './tournament-participants.js';
import { TournamentReader } from './tournament-reader.js';
import { TournamentRegistrationService } from './tournament-registration-service.js';
import { tournamentsRoutes } from './tournaments-routes.js';
import type { PlayRelations, PlayVersions } from './play-relation.js';
import { SpectatorReads } from './spectator-reads.js';
import { ValidatedAnswers } from '../../validated-answers.js';
import {
  ParticipantManagementService,
  type ParticipantsPlay,
  type PostNotices,
} from './participant-management-service.js';
import { participantManagementRoutes } from './participant-management-routes.js';

export interface TournamentsModuleOptions {
  db: Kysely<Database>;
  /** The change feed holds its own LISTEN connection. */
  database: DatabaseHandle;
  clock: Clock;
  chain: ChainGateway;
  storage: FileStorage;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** The ledger that pays an escrow's return (its TOURNAMENT_ESCROW source is registered here). */
  payments: Pick<PaymentsModule, 'registerSource' | 'pay'>;
  /** How a viewer stands in play (the matches module's face, handed in: that module depends on this one). */
  playRelations: PlayRelations;
  /** What play shows a visitor of a tournament, as a version (the matches module's face, handed in likewise). */
  playVersions: PlayVersions;
  /** What the organizer's participants table needs of play (the matches module's face, handed in likewise). */
  participantsPlay: ParticipantsPlay;
  /** The identity provider's key on users (the users service's issuerKey): the list reads its viewers by it. */
  viewerIssuer: string;
  /** Tells removed players why (the notices module's face: that module depends on this one). */
  postNotices: PostNotices;
  /** A tournament's seeding window opened (a phase applied): seed it now rather than at the next sweep. */
  onSeedingOpened: (tournamentId: string) => void;
  /**
   * The organizer cancelled: settles what was promised from the escrow (the payouts module pays nothing more and
   * returns the rest). Without it the escrow is returned whole.
   */
  onOrganizerCanceled?: (tournamentId: string) => Promise<void>;
}

export interface TournamentsModule extends ServerModule {
  /** After the queue started: catches up on phases that came due meanwhile. */
  start(): void;
  /** Applies every phase due now and waits for it; answers how many tournaments moved. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
  /** Gives back what the tournament's prize escrow still holds (net of confirmed prize payments). */
  returnEscrow(tournamentId: string): Promise<void>;
}

export function createTournamentsModule(options: TournamentsModuleOptions): TournamentsModule {
  const { db, database, clock, chain, storage, queue, log } = options;
  const reader = new TournamentReader(db, clock, options.playRelations);
  const escrow = new EscrowService({ db, chain, reader, returns: new EscrowReturns(db, clock, options.payments) });
  const phaseScheduler = new PhaseScheduler({
    onApplied: (tournamentId, phases) => {
      if (phases.includes('SEEDING_OPENED')) options.onSeedingOpened(tournamentId);
    },
    queue,
    phases: new TournamentPhaseService({
      db,
      now: () => clock.now(),
      onCanceled: (id) => escrow.returnEscrow(id),
      log,
    }),
    log,
  });
  return {
    start: () => phaseScheduler.start(),
    sweep: () => phaseScheduler.sweep(),
    stop: () => phaseScheduler.stop(),
    returnEscrow: (tournamentId) => escrow.returnEscrow(tournamentId),
    routes: async (api) => {
      // Live updates: one LISTEN per process, fanned out to SSE and WebSocket clients.
      const changeFeed = new TournamentChangeFeed(database, log);
      await changeFeed.start();
      api.addHook('onClose', async () => changeFeed.stop());
      await api.register(tournamentEventsRoutes, { feed: changeFeed });
      await api.register(tournamentFeedRoutes, { db, changes: changeFeed });
      const onCanceled = options.onOrganizerCanceled;
      const cancellation = onCanceled ? { returnEscrow: (id: string) => onCanceled(id) } : escrow;
      const organizer = new TournamentOrganizerService(
        db,
        reader,
        cancellation,
        (id) => phaseScheduler.tournamentPublished(id),
        clock,
      );
      await api.register(tournamentEscrowRoutes, { escrow });
      const publishedSections = new PublishedSectionsCache(db);
      const gatedAccess = new GatedAccessService(db, chain, publishedSections, clock);
      const registration = new TournamentRegistrationService(db, reader, gatedAccess, publishedSections, clock);
      const participants = new TournamentParticipants(db, reader);
      const answers = new ValidatedAnswers(clock);
      const spectators = new SpectatorReads(db, reader, options.playVersions, answers, options.viewerIssuer);
      await api.register(tournamentsRoutes, { reader, spectators, organizer, registration, gatedAccess });
      await api.register(tournamentContentRoutes, {
        db,
        reader,
        organizer,
        media: new TournamentMediaService(db, storage),
        participants,
        clock,
      });
      await api.register(participantManagementRoutes, {
        registration,
        participants,
        management: new ParticipantManagementService(
          db,
          participants,
          gatedAccess,
          options.participantsPlay,
          options.postNotices,
          clock,
        ),
      });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { tournamentOrganizers } from './tournament-organizers.js';
export { prizeEscrow } from './escrow/prize-escrow.js';
export { liveEscrow } from './escrow/escrow-repository.js';
export {
  fundsTournamentEscrow,
  latestEscrowOf,
  tournamentsHoldingEscrow,
  type EscrowRecord,
} from './escrow/escrow-lookups.js';
export {
  findPrizeTournament,
  registrationRosters,
  type PrizeTournament,
  type RegistrationRoster,
} from './tournament-prize-reads.js';
export type { EscrowedUniq } from './escrow/escrow-tables.js';
export { lockTournament } from './tournament-lock.js';
export { recordParticipantEvent } from './participant-events.js';
export {
  /** A module that changes what open pages show without a trigger announces it. */
  announceTournamentChanged,
  disqualifyRegistration,
  markTournamentFinished,
  markTournamentStarted,
  rescheduleTournament,
  unlinkLeaderboardFromTournaments,
} from './tournament-changes.js';
export { toDomainSchedule } from './tournament-sections.js';
export { organizationTournaments } from './organization-tournaments.js';
export { tournamentNames } from './tournament-names.js';
export { leaderboardTournaments } from './leaderboard-tournaments.js';
export type { PlayRelation, PlayRelations } from './play-relation.js';
export { prizepoolRewards } from './tournament-prizepool.js';
export { playerParticipation } from './player-participation.js';
export { createTournamentSteps, type TournamentSteps } from './tournament-steps.js';
export {
  checkedInRegistrationIds,
  registeredTeamIds,
  registeredWithoutPlaying,
  registrationMembers,
  registrationSides,
  registrationsOfPlayer,
} from './registration-sides.js';
export { publishedSchedules } from './published-schedules.js';
export { tournamentPlaySettings } from './tournament-play-settings.js';
export { hasSeedingOpened, publishedWithSeedingOpened } from './phases/seeding-opened.js';
