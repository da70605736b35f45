// The organizer's participants table (issue 26 §1): add, check in or out on their behalf, remove with a reason, the
// audit trail and the CSV export. Thin wiring; every write answers the table as it now stands.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  AddParticipantBodySchema,
  ParticipantEventListSchema,
  ParticipantRegistrationParamsSchema,
  ParticipantsExportQuerySchema,
  ParticipantTableSchema,
  RemoveParticipantBodySchema,
} from '../../../src/contract/participant-management.js';
import { TournamentIdParamsSchema } from '../../../src/contract/tournaments.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { ParticipantManagementService } from './participant-management-service.js';
import type { TournamentParticipants } from './tournament-participants.js';
import type { TournamentRegistrationService } from './tournament-registration-service.js';

export interface ParticipantManagementRoutesOptions {
  management: ParticipantManagementService;
  registration: TournamentRegistrationService;
  participants: TournamentParticipants;
}

export async function participantManagementRoutes(app: FastifyInstance, options: ParticipantManagementRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['participants'];
  const { management, registration, participants } = options;
  const table = { 200: ParticipantTableSchema };
  const one = ParticipantRegistrationParamsSchema;

  routes.post(
    apiPaths.tournamentParticipants.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a player or team (organizer): the registration rules apply, the player is not checked in',
        params: TournamentIdParamsSchema,
        body: AddParticipantBodySchema,
        response: { 201: ParticipantTableSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await registration.addByOrganizer(user, request.params.id, request.body);
      return reply.code(201).send(await participants.list(user, request.params.id));
    },
  );
  routes.post(
    apiPaths.participantCheckIn.pattern,
    {
      config: signedIn,
      schema: { tags, summary: 'Check a participant in on their behalf (organizer)', params: one, response: table },
    },
    async (request) => management.checkIn(requireUser(request), request.params.id, request.params.registrationId),
  );
  routes.delete(
    apiPaths.participantCheckIn.pattern,
    {
      config: signedIn,
      schema: { tags, summary: "Undo a participant's check-in (organizer)", params: one, response: table },
    },
    async (request) => management.undoCheckIn(requireUser(request), request.params.id, request.params.registrationId),
  );
  routes.post(
    apiPaths.participantRemoval.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove a participant with a reason they are told (organizer), until the seeds freeze',
        params: one,
        body: RemoveParticipantBodySchema,
        response: table,
      },
    },
    async (request) =>
      management.remove(requireUser(request), request.params.id, request.params.registrationId, request.body.reason),
  );
  routes.get(
    apiPaths.participantEvents.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The organizer's acts on the participants, newest first",
        params: TournamentIdParamsSchema,
        response: { 200: ParticipantEventListSchema },
      },
    },
    async (request) => management.events(requireUser(request), request.params.id),
  );
  routes.get(
    apiPaths.participantsExport.pattern,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The participants and their results as CSV (RFC 4180, UTF-8, formula cells escaped)',
        produces: ['text/csv'],
        params: TournamentIdParamsSchema,
        querystring: ParticipantsExportQuerySchema,
        response: { 200: z.string().describe('text/csv: a header row, then one row per entrant') },
      },
    },
    async (request, reply) => {
      const { name, csv } = await management.exportCsv(
        requireUser(request),
        request.params.id,
        request.query.bom === 'true',
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"`)
        .send(csv);
    },
  );
}
