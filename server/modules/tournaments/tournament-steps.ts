// What an organizer and players do to a tournament, through the same services the API routes call, for a caller
// with no HTTP request: the demo seeder, which plays its tournaments in the past on a stepped clock. Only OPEN
// tournaments are meant: gated access is given a chain that refuses every call, as an unreachable node would.
import type { Kysely } from 'kysely';
import { ChainClient } from '../../../src/chain/index.js';
import type {
  CreateTournamentBody,
  SoloRegistrationBody,
  TournamentSection,
  TournamentView,
} from '../../../src/contract/tournaments.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../users/users-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import { GatedAccessService } from './gated-access/gated-access-service.js';
import { TournamentPhaseService } from './phases/tournament-phase-service.js';
import { PublishedSectionsCache } from './published-sections.js';
import { TournamentOrganizerService } from './tournament-organizer-service.js';
import { TournamentReader } from './tournament-reader.js';
import { TournamentRegistrationService } from './tournament-registration-service.js';

const NO_CHAIN: ChainGateway = {
  client: new ChainClient('http://chain.invalid', () => Promise.reject(new Error('No chain for these steps'))),
  publicRpcUrl: 'http://chain.invalid',
  platformAccount: 'arena',
  marketplaceUrl: 'https://uniq.ultra.io',
  devChain: null,
};

export interface TournamentSteps {
  /** The organization's tournament of that name, if there is one (so a seeder can run again). */
  findByName(organizationId: string, name: string): Promise<string | undefined>;
  create(organizer: UserRow, body: CreateTournamentBody): Promise<TournamentView>;
  saveSection(organizer: UserRow, tournamentId: string, section: TournamentSection, body: unknown): Promise<void>;
  publish(organizer: UserRow, tournamentId: string): Promise<void>;
  registerSolo(player: UserRow, tournamentId: string, body: SoloRegistrationBody): Promise<void>;
  checkIn(player: UserRow, tournamentId: string): Promise<void>;
  /** Applies every phase due at the clock's instant (registration closing, seeding opening…). */
  advancePhases(tournamentId: string): Promise<void>;
}

export function createTournamentSteps(db: Kysely<Database>, clock: Clock): TournamentSteps {
  // The seeder reads no play state from the views these steps answer (it plays through the matches module itself).
  const reader = new TournamentReader(db, clock, async () => new Map());
  const published = new PublishedSectionsCache(db);
  const organizer = new TournamentOrganizerService(db, reader, undefined, undefined, clock);
  const gatedAccess = new GatedAccessService(db, NO_CHAIN, published, clock);
  const registration = new TournamentRegistrationService(db, reader, gatedAccess, published, clock);
  const phases = new TournamentPhaseService({ db, now: () => clock.now() });
  return {
    findByName: async (organizationId, name) => {
      const row = await db
        .selectFrom('tournaments')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id;
    },
    create: (user, body) => organizer.create(user, body),
    saveSection: async (user, id, section, body) => {
      await organizer.saveSection(user, id, section, body);
    },
    publish: async (user, id) => {
      await organizer.publish(user, id);
    },
    registerSolo: async (user, id, body) => {
      await registration.registerSolo(user, id, body);
    },
    checkIn: async (user, id) => {
      await registration.checkIn(user, id);
    },
    advancePhases: async (id) => {
      await phases.advance(id);
    },
  };
}
