// Liveness (the process answers) and readiness (the database answers, and we are not shutting down).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; isShuttingDown: () => boolean },
) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (options.isShuttingDown()) return reply.code(503).send({ status: 'shutting-down' });
    try {
      await sql`SELECT 1`.execute(options.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database-unavailable' });
    }
  });
}
