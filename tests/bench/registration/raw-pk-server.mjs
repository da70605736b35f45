// The yardstick of the registration benchmark: the least a Fastify + PostgreSQL request can cost on this
// machine — one primary-key read through a pg pool of the same size as Arena's, JSON out, nothing else.
// Started as its own process (twice, like Arena); prints its port once listening.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
const app = Fastify();
app.get('/users/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT id, nickname FROM users WHERE id = $1', [request.params.id]);
  if (rows.length === 0) return reply.code(404).send({ message: 'USER-NOT-FOUND' });
  return rows[0];
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: app.server.address().port }));

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
