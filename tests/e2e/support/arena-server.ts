// Starts the real Arena server the way `npm start` does (built web app + tsx server/main.ts), but on a free
// port with a throwaway data directory, and stops it again. Shared by the browser suites.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../../support/free-port.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ArenaServer {
  /** e.g. http://localhost:41234 (no trailing slash) */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment, e.g. DATABASE_URL to run against PostgreSQL. */
  env?: Record<string, string>;
  /** Keep an existing data directory (to test restarts); a fresh temp dir otherwise. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

async function waitForReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Arena server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`Arena server at ${url} was not ready within ${timeoutMs} ms:\n${output()}`);
}

export async function startArenaServer(options: StartServerOptions = {}): Promise<ArenaServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'arena-e2e-')));
  let log = '';
  // tsx as a loader in this process, not tsx's CLI, which runs the server in a child of its own: a SIGKILL (the
  // fallback below) would stop the CLI and leave that child serving.
  // ARENA_SERVER_NODE_OPTIONS: extra node flags for the server only (a benchmark's `--cpu-prof`, which NODE_OPTIONS
  // refuses).
  const flags = process.env.ARENA_SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'server/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      // Each server gets its own fresh database: embedded PGlite in the temp DATA_DIR unless the test passes
      // a (throwaway) DATABASE_URL itself. Inheriting CI's DATABASE_URL would share one dirty database.
      DATABASE_URL: '',
      // As `npm start` runs it: vitest's NODE_ENV=test would change what the server serves (the dev mailbox).
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // Only the tail matters for diagnosis; keep memory bounded on long runs.
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(url, child, output, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, output, stop };
}

/** A server on the given engine: its own PGlite, or a throwaway PostgreSQL database dropped on stop. */
export async function startArenaServerOn(engine: 'pglite' | 'postgres'): Promise<ArenaServer> {
  if (engine === 'pglite') return startArenaServer();
  const { createThrowawayPostgres } = await import('../../support/test-database.js');
  const database = await createThrowawayPostgres();
  const server = await startArenaServer({ env: { DATABASE_URL: database.url } });
  return {
    ...server,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
