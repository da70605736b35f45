// Tournament routes: the organizer's REST calls (our design, SPEC leaves them "not shown") and the player's
// calls of SPEC §7. Thin wiring of contract schemas to the services; every mutation answers the tournament.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, narrowPattern } from '../../../src/contract/paths.js';
import {
  CreateTournamentBodySchema,
  ParticipantTournamentParamsSchema,
  SECTION_SCHEMAS,
  SoloRegistrationBodySchema,
  TeamRegistrationBodySchema,
  TOURNAMENT_SECTIONS,
  TournamentIdParamsSchema,
  TournamentListQuerySchema,
  TournamentListSchema,
  TournamentSchema,
} from '../../../src/contract/tournaments.js';
import { requireScope, requireUser, signedIn } from '../../plugins/authentication.js';
import type { TournamentOrganizerService } from './tournament-organizer-service.js';
import type { TournamentReader } from './tournament-reader.js';
import type { SpectatorReads } from './spectator-reads.js';
import type { TournamentRegistrationService } from './tournament-registration-service.js';
import type { GatedAccessService } from './gated-access/gated-access-service.js';
import { GatedAccessCheckSchema } from '../../../src/contract/gated-access.js';

export interface TournamentsRoutesOptions {
  reader: TournamentReader;
  /** A tournament's page and the list as spectators see them, from validated copies. */
  spectators: SpectatorReads;
  organizer: TournamentOrganizerService;
  registration: TournamentRegistrationService;
  gatedAccess: GatedAccessService;
}

export async function tournamentsRoutes(app: FastifyInstance, options: TournamentsRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const { reader, spectators, organizer, registration, gatedAccess } = options;
  const response = { 200: TournamentSchema };
  const created = { 201: TournamentSchema };
  const list = { 200: TournamentListSchema };
  const params = TournamentIdParamsSchema;
  const participantParams = ParticipantTournamentParamsSchema;

  // Player and visitor reads.
  routes.get(
    apiPaths.tournaments.pattern,
    {
      schema: { tags, querystring: TournamentListQuerySchema, response: list },
      config: { viewerRead: spectators.listViewerRead },
    },
    async (request, reply) => spectators.list(request, reply, request.query, request.user?.id ?? null),
  );
  routes.get(apiPaths.promotedTournaments.pattern, { schema: { tags, response: list } }, async (request) =>
    reader.promoted(request.user?.id ?? null),
  );
  routes.get(
    apiPaths.registeredTournaments.pattern,
    { config: signedIn, schema: { tags, response: list } },
    async (request) => reader.registered(requireUser(request).id),
  );
  routes.get(
    apiPaths.tournament.pattern,
    { schema: { tags, params, response }, config: { viewerRead: spectators.tournamentViewerRead } },
    async (request, reply) => spectators.tournament(request, reply, request.params.id, request.user?.id ?? null),
  );

  // Organizer calls.
  routes.get(
    apiPaths.organizationTournaments.pattern,
    { config: signedIn, schema: { tags, response: list } },
    async (request) => organizer.listOwn(requireScope(request, 'tournaments', 'read')),
  );
  routes.post(
    apiPaths.tournaments.pattern,
    { config: signedIn, schema: { tags, body: CreateTournamentBodySchema, response: created } },
    async (request, reply) => {
      const tournament = await organizer.create(requireScope(request, 'tournaments', 'create'), request.body);
      return reply.code(201).send(tournament);
    },
  );
  for (const section of TOURNAMENT_SECTIONS) {
    routes.put(
      narrowPattern(apiPaths.tournamentSection, { section }),
      { config: signedIn, schema: { tags, params, body: SECTION_SCHEMAS[section], response } },
      // Any signed-in user reaches the ownership check, so a tournament of another organization is a 404 for all.
      async (request) => organizer.saveSection(requireUser(request), request.params.id, section, request.body),
    );
  }
  routes.post(
    apiPaths.tournamentPublish.pattern,
    { config: signedIn, schema: { tags, params, response } },
    async (request) => organizer.publish(requireUser(request), request.params.id),
  );
  routes.post(
    apiPaths.tournamentCancel.pattern,
    { config: signedIn, schema: { tags, params, response } },
    async (request) => organizer.cancel(requireUser(request), request.params.id),
  );

  // Player calls (SPEC §7).
  routes.post(
    apiPaths.soloRegistration.pattern,
    { config: signedIn, schema: { tags, params: participantParams, body: SoloRegistrationBodySchema, response } },
    async (request) => registration.registerSolo(requireUser(request), request.params.tournamentId, request.body),
  );
  routes.post(
    apiPaths.teamRegistration.pattern,
    { config: signedIn, schema: { tags, params: participantParams, body: TeamRegistrationBodySchema, response } },
    async (request) => registration.registerTeam(requireUser(request), request.params.tournamentId, request.body),
  );
  routes.delete(
    apiPaths.registrations.pattern,
    { config: signedIn, schema: { tags, params: participantParams, response } },
    async (request) => registration.cancelRegistration(requireUser(request), request.params.tournamentId),
  );
  routes.get(
    apiPaths.uniqCheckGatedAccess.pattern,
    { config: signedIn, schema: { tags, params: participantParams, response: { 200: GatedAccessCheckSchema } } },
    async (request) => gatedAccess.check(requireUser(request), request.params.tournamentId),
  );
  routes.post(
    apiPaths.checkIn.pattern,
    { config: signedIn, schema: { tags, params: participantParams, response } },
    async (request) => registration.checkIn(requireUser(request), request.params.tournamentId),
  );
}
