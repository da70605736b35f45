// GET /tournaments/stats/user/{userId} and .../metrics/{disciplineCode} (SPEC §7): public, like the profile.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UserDisciplineMetricsSchema,
  UserMetricsParamsSchema,
  UserStatsParamsSchema,
  UserStatsSchema,
} from '../../../src/contract/stats.js';
import type { StatsService } from './stats-service.js';
import { apiPaths } from '../../../src/contract/paths.js';

export async function statsRoutes(app: FastifyInstance, options: { stats: StatsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  routes.get(
    apiPaths.userStats.pattern,
    { schema: { tags, params: UserStatsParamsSchema, response: { 200: UserStatsSchema } } },
    async (request) => options.stats.userStats(request.params.userId),
  );
  routes.get(
    apiPaths.userDisciplineMetrics.pattern,
    { schema: { tags, params: UserMetricsParamsSchema, response: { 200: UserDisciplineMetricsSchema } } },
    async (request) => options.stats.disciplineMetrics(request.params.userId, request.params.disciplineCode),
  );
}
