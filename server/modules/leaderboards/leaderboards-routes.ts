// Leaderboard calls (issue 13): the organizer lists the organization's leaderboards (to link one to a
// tournament) and creates one; everyone reads the visible ones, their detail and standings; the organizers
// edit the settings, publish, end, delete and whitelist partner organizations.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { LeaderboardSummaryListSchema, LeaderboardSummarySchema } from '../../../src/contract/tournaments.js';
import { validateLeaderboardInformation } from '../../../src/domain/index.js';
import { conflict, fieldErrors, forbidden } from '../../http-error.js';
import { requireScope, signedIn } from '../../plugins/authentication.js';
import {
  LeaderboardDetailSchema,
  LeaderboardIdParamsSchema,
  LeaderboardListQuerySchema,
  LeaderboardListSchema,
  LeaderboardPartnerBodySchema,
  LeaderboardPartnerParamsSchema,
  LeaderboardSettingsBodySchema,
  LeaderboardStandingsQuerySchema,
  LeaderboardStandingsSchema,
} from '../../../src/contract/leaderboards.js';
import type { LeaderboardsService } from './leaderboards-service.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import * as repo from './leaderboards-repository.js';

export const CreateLeaderboardBodySchema = z.object({
  name: z.string().max(1024),
  subname: z.string().max(1024).optional(),
  kind: z.enum(['POINTS', 'RANK']),
});

const summary = (row: repo.LeaderboardRow) => ({ id: row.id, name: row.name, kind: row.kind, status: row.status });

export async function leaderboardsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; leaderboards: LeaderboardsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leaderboards'];
  const { db, leaderboards } = options;
  const params = LeaderboardIdParamsSchema;
  const detail = { 200: LeaderboardDetailSchema };
  /** Organizers run their organization's leaderboards with the tournaments' edit permission. */
  const editor = (request: Parameters<typeof requireScope>[0]) => requireScope(request, 'tournaments', 'edit').id;

  routes.get(
    apiPaths.leaderboards.pattern,
    { schema: { tags, querystring: LeaderboardListQuerySchema, response: { 200: LeaderboardListSchema } } },
    async (request) => leaderboards.list(request.user?.id ?? null, request.query),
  );
  routes.get(apiPaths.leaderboard.pattern, { schema: { tags, params, response: detail } }, async (request) =>
    leaderboards.detail(request.params.id, request.user?.id ?? null),
  );
  routes.get(
    apiPaths.leaderboardStandings.pattern,
    {
      schema: {
        tags,
        params,
        querystring: LeaderboardStandingsQuerySchema,
        response: { 200: LeaderboardStandingsSchema },
      },
    },
    async (request) => leaderboards.standings(request.params.id, request.user?.id ?? null, request.query),
  );
  routes.put(
    apiPaths.leaderboard.pattern,
    { config: signedIn, schema: { tags, params, body: LeaderboardSettingsBodySchema, response: detail } },
    async (request) => leaderboards.update(request.params.id, editor(request), request.body),
  );
  routes.post(
    apiPaths.leaderboardPublish.pattern,
    { config: signedIn, schema: { tags, params, response: detail } },
    async (request) => leaderboards.publish(request.params.id, editor(request)),
  );
  routes.post(
    apiPaths.leaderboardEnd.pattern,
    { config: signedIn, schema: { tags, params, response: detail } },
    async (request) => leaderboards.end(request.params.id, editor(request)),
  );
  routes.delete(
    apiPaths.leaderboard.pattern,
    { config: signedIn, schema: { tags, params } },
    async (request, reply) => {
      await leaderboards.remove(request.params.id, requireScope(request, 'tournaments', 'delete').id);
      return reply.code(204).send();
    },
  );
  routes.post(
    apiPaths.leaderboardPartners.pattern,
    { config: signedIn, schema: { tags, params, body: LeaderboardPartnerBodySchema, response: detail } },
    async (request) => leaderboards.addPartner(request.params.id, editor(request), request.body.email),
  );
  routes.delete(
    apiPaths.leaderboardPartner.pattern,
    { config: signedIn, schema: { tags, params: LeaderboardPartnerParamsSchema, response: detail } },
    async (request) => leaderboards.removePartner(request.params.id, editor(request), request.params.organizationId),
  );

  routes.get(
    apiPaths.organizationLeaderboards.pattern,
    { config: signedIn, schema: { tags, response: { 200: LeaderboardSummaryListSchema } } },
    async (request) => {
      const organizationId = await organizationOfUser(db, requireScope(request, 'tournaments', 'read').id);
      if (!organizationId) throw forbidden();
      return (await repo.listOfOrganization(db, organizationId)).map(summary);
    },
  );

  routes.post(
    apiPaths.leaderboards.pattern,
    {
      config: signedIn,
      schema: { tags, body: CreateLeaderboardBodySchema, response: { 201: LeaderboardSummarySchema } },
    },
    async (request, reply) => {
      const organizationId = await organizationOfUser(db, requireScope(request, 'tournaments', 'create').id);
      if (!organizationId) throw forbidden();
      const errors = validateLeaderboardInformation(request.body);
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      try {
        const row = await repo.insertLeaderboard(db, {
          organizationId,
          name: request.body.name.trim(),
          subname: request.body.subname?.trim() || null,
          kind: request.body.kind,
        });
        return reply.code(201).send(summary(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('LEADERBOARD-CREATE-ERROR');
        throw error;
      }
    },
  );
}
