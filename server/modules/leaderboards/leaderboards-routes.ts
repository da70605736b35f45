// Leaderboards as far as the tournament sections need them: the organizer lists the organization's
// leaderboards (to link one to a tournament) and creates one. Standings and prizes come with the
// leaderboards issue.
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
import { organizationOfUser } from '../organizations/organizations-module.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import * as repo from './leaderboards-repository.js';

export const CreateLeaderboardBodySchema = z.object({
  name: z.string().max(1024),
  subname: z.string().max(1024).optional(),
  kind: z.enum(['POINTS', 'RANK']),
});

const summary = (row: repo.LeaderboardRow) => ({ id: row.id, name: row.name, kind: row.kind, status: row.status });

export async function leaderboardsRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leaderboards'];
  const { db } = options;

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
