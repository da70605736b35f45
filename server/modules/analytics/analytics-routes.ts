// POST /analytics/events: page views and scroll depth from the web app. No session needed (visitors send
// their guest id); rate-limited per client address; validated against the contract.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsAcceptedSchema, AnalyticsBatchBodySchema } from '../../../src/contract/analytics.js';
import { apiPaths } from '../../../src/contract/paths.js';
import type { Analytics } from './analytics.js';
import type { Clock } from '../../clock.js';
import { eventsFromBatch } from './analytics-intake.js';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export async function analyticsRoutes(app: FastifyInstance, options: { analytics: Analytics; clock: Clock }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    apiPaths.analyticsEvents.pattern,
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: { tags: ['analytics'], body: AnalyticsBatchBodySchema, response: { 202: AnalyticsAcceptedSchema } },
    },
    async (request, reply) => {
      const events = eventsFromBatch(request.body, request.user?.id ?? null, new Date(options.clock.now()));
      await options.analytics.record(events);
      return reply.code(202).send({ accepted: events.length });
    },
  );
}
