// The yardstick of the registration benchmark: the least a Fastify + PostgreSQL request can cost on this
// machine — one primary-key read through a pg pool of the same size as Arena's, JSON out, nothing else.
// Started as its own process (twice, like Arena); prints its port once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { rawPool, serveRaw } from './raw-server.js';

// With RAW_ANSWER_FILE (and RAW_ANSWER_ENCODING), a found user is answered with that file's bytes, as they are, in
// that encoding: the least an answer of that size costs (the reads benchmark's floor for the whole list).
const pool = rawPool();
const app = Fastify();
const answer = process.env.RAW_ANSWER_FILE ? readFileSync(process.env.RAW_ANSWER_FILE) : null;
const encoding = process.env.RAW_ANSWER_ENCODING ?? 'identity';
app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT id, nickname FROM users WHERE id = $1', [request.params.id]);
  if (rows.length === 0) return reply.code(404).send({ message: 'USER-NOT-FOUND' });
  if (!answer) return rows[0];
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer);
});
await serveRaw(app, pool);
