// The yardstick of the registration benchmark: the least a Fastify + PostgreSQL request can cost on this
// machine — one primary-key read through a pg pool of the same size as Arena's, JSON out, nothing else.
// Started as its own process (twice, like Arena); prints its port once listening.
import Fastify from 'fastify';
import { rawPool, serveRaw } from './raw-server.js';

const pool = rawPool();
const app = Fastify();
app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT id, nickname FROM users WHERE id = $1', [request.params.id]);
  if (rows.length === 0) return reply.code(404).send({ message: 'USER-NOT-FOUND' });
  return rows[0];
});
await serveRaw(app, pool);
