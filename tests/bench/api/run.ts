// `npm run bench:api`: GET /api/v1/users/current (token check + user lookup) under 50 concurrent connections,
// on embedded PGlite and on PostgreSQL (when DATABASE_URL is set), beside a bare Fastify JSON route in the
// same run, so the figures read as ratios on any machine. The load generator runs in its own process so it
// does not steal the server's event loop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import Fastify from 'fastify';
import { startTestServer } from '../../support/test-server.js';
import type { Engine } from '../../../server/db/database.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function autocannon(url: string, seconds: number, headers: Record<string, string>): Promise<Record<string, any>> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon(url, 2, headers); // warm-up: JIT, pools, token cache
  const result = await autocannon(url, DURATION_SECONDS, headers);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function bareFastify(): Promise<Figures> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const figures = await load('bare Fastify JSON route', `http://127.0.0.1:${port}/hello`);
  await app.close();
  return figures;
}

async function currentUser(engine: Engine): Promise<Figures> {
  const server = await startTestServer(engine);
  try {
    const session = await server.signUp(`bench-${engine}@example.com`, 'Benchmarker');
    return await load(`GET /users/current on ${engine}`, `${server.baseUrl}/api/v1/users/current`, session.headers);
  } finally {
    await server.close();
  }
}

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const rows: Figures[] = [await bareFastify()];
for (const engine of engines) rows.push(await currentUser(engine));

const reference = rows[0].requestsPerSecond;
console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, load generator in its own process (${cpus().length} cores)\n`,
);
console.log('| what | req/s | p50 ms | p99 ms | errors | non-2xx | vs bare Fastify |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${(row.requestsPerSecond / reference).toFixed(2)}× |`,
  );
}
if (!process.env.DATABASE_URL) console.log('\n(Set DATABASE_URL to include PostgreSQL.)');
