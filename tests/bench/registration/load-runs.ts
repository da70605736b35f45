// The parts every rush benchmark shares: the load generator run in its own process (load-generator.mjs), and
// the yardstick printed beside each figure — a raw Fastify + PostgreSQL primary-key read, two processes, same
// pool size, same generator — plus the machine's load average, since the machine may be shared.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArenaCluster } from './arena-cluster.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  acceptedPerSecond: number;
  total: number;
  accepted: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests the generator built. */
  sent: number;
  /** Bytes read per answer, headers included (compressed, when the answer was). */
  bytesPerAnswer?: number;
}

/** "1/5/15-minute load averages", for the printout. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs the load generator on `plan` (see load-generator.mjs) and returns its figures. */
export async function generate(plan: Record<string, unknown>): Promise<LoadResult> {
  const dir = await mkdtemp(join(tmpdir(), 'arena-bench-'));
  const file = join(dir, 'plan.json');
  await writeFile(file, JSON.stringify(plan));
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(HERE, 'load-generator.mjs'), file], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        try {
          resolve(JSON.parse(output));
        } catch {
          reject(new Error(`load generator exited with ${code}: ${output}`));
        }
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts a yardstick server (raw-server.ts prints its port) over `databaseUrl`, with tsx as its loader, as Arena's. */
export async function startRawServer(
  script: string,
  databaseUrl: string,
  poolSize: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: poolSize },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * The yardstick: GET /users/:id on two raw Fastify + pg processes over the cluster's database. With `answer`, each
 * read is answered with those bytes in that encoding instead of the user's row: what moving an answer of that size
 * costs the same servers, client and kernel (raw-pk-server.ts).
 */
export async function rawPrimaryKeyReads(
  cluster: ArenaCluster,
  options: {
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    poolSize: string;
    answer?: { file: string; encoding: string };
  },
): Promise<LoadResult> {
  const users = await cluster.database.db.selectFrom('users').select('id').execute();
  const env: Record<string, string> = options.answer
    ? { RAW_ANSWER_FILE: options.answer.file, RAW_ANSWER_ENCODING: options.answer.encoding }
    : {};
  const servers = [
    await startRawServer(join(HERE, 'raw-pk-server.ts'), cluster.databaseUrl, options.poolSize, env),
    await startRawServer(join(HERE, 'raw-pk-server.ts'), cluster.databaseUrl, options.poolSize, env),
  ];
  try {
    const plan = {
      urls: servers.map((server) => server.url),
      connections: options.connections,
      kind: 'primary-key-reads',
      ids: users.map((user) => user.id),
    };
    await generate({ ...plan, seconds: options.warmUpSeconds });
    return await generate({ ...plan, seconds: options.seconds });
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}
