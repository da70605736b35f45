// GET /notices (the viewer's unread notices, optionally of one tournament) and POST /notices/read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MarkNoticesReadBodySchema,
  MarkNoticesReadSchema,
  PlayerNoticesQuerySchema,
  PlayerNoticesSchema,
} from '../../../src/contract/notices.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { PlayerNoticesService } from './player-notices.js';

export async function noticesRoutes(app: FastifyInstance, options: { notices: PlayerNoticesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notices'];
  routes.get(
    apiPaths.notices.pattern,
    {
      config: signedIn,
      schema: { tags, querystring: PlayerNoticesQuerySchema, response: { 200: PlayerNoticesSchema } },
    },
    async (request) => options.notices.unread(requireUser(request).id, request.query.tournamentId),
  );
  routes.post(
    apiPaths.noticesRead.pattern,
    { config: signedIn, schema: { tags, body: MarkNoticesReadBodySchema, response: { 200: MarkNoticesReadSchema } } },
    async (request) => options.notices.markRead(requireUser(request).id, request.body),
  );
}
