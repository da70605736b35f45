// A real Arena server process, started the way `npm start` starts it (node .build/server.mjs), on a free port with a
// data folder and database of its own: the one helper for every suite and benchmark that needs a separate process
// (browser journeys, the extension's chain flow, two processes sharing a database, a SIGKILL mid-distribution).
// It can be killed (SIGKILL, no shutdown of any kind) and started again on the same address and data, which is what
// a crash and a restart by a supervisor look like. Nothing in the server knows it is being tested.
//
// Its database is a copy of the run's template (database-templates.ts): the migrated one, or with `demoData` the one
// that holds the demo data, so a suite does not load the demo data again (14–33 s on a loaded machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../../server/db/database.js';
import { currentTemplates } from './database-templates.js';
import { SERVER_BUNDLE, bundleServer, serverBundleStale } from '../../server/build/bundle-server.js';
import { freePort } from './free-port.js';
import { preparePGliteFolder, preparePostgres } from './test-database.js';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcessOptions {
  /** PGlite in the data folder (the default) or a throwaway PostgreSQL database. Ignored with env.DATABASE_URL. */
  engine?: Engine;
  /** Start with the demo data loaded, as a first `npm start` does; without it the database is empty. */
  demoData?: boolean;
  /** Extra environment; it wins over everything this helper sets. */
  env?: Record<string, string>;
  /** Keep and reuse this data folder (a second process on the same data); a temp folder otherwise. */
  dataDir?: string;
  /** The host name in the URL browsers use (default localhost). */
  host?: string;
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  /** e.g. http://localhost:41234 (no trailing slash) */
  url: string;
  port: number;
  dataDir: string;
  /** The PostgreSQL database's connection string when the process runs on PostgreSQL. */
  databaseUrl?: string;
  /** The tail of what the process printed, for failure messages. */
  output(): string;
  /** The running process's id (a benchmark reads its CPU time), undefined while stopped. */
  pid(): number | undefined;
  /** Starts the process again on the same port and data (after kill or stop). */
  start(): Promise<void>;
  /** SIGKILL, no shutdown of any kind; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful); keeps the data for a later start(). */
  stop(): Promise<void>;
  /** Stops the process and removes the data folder and database it made. */
  close(): Promise<void>;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://${options.host ?? 'localhost'}:${port}`;
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'arena-process-')));
  const demo = Boolean(options.demoData);

  // The database: the caller's, or a copy of the run's template (an empty one, migrated at start, without it).
  let databaseUrl = options.env?.DATABASE_URL || undefined;
  let dropDatabase = async () => {};
  if (!databaseUrl && options.engine === 'postgres') {
    const throwaway = await preparePostgres(demo);
    databaseUrl = throwaway.url;
    dropDatabase = throwaway.drop;
    // The demo data's pictures live in DATA_DIR/uploads beside the database.
    const uploads = demo ? currentTemplates()?.demo?.postgresUploadsDir : undefined;
    if (uploads && ownsDataDir) await cp(uploads, join(dataDir, 'uploads'), { recursive: true });
  } else if (!databaseUrl && ownsDataDir) {
    await preparePGliteFolder(dataDir, demo);
  }

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    // Never inherit CI's DATABASE_URL: an empty one means PGlite in DATA_DIR.
    DATABASE_URL: databaseUrl ?? '',
    // As `npm start` runs it: vitest's NODE_ENV=test would change what the server serves (the dev mailbox).
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: String(demo),
    ...options.env,
  };
  // ARENA_SERVER_NODE_OPTIONS: extra node flags for the server only (a benchmark's `--cpu-prof`, which NODE_OPTIONS
  // refuses).
  const flags = process.env.ARENA_SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];

  let child: ChildProcess | null = null;
  let log = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters for diagnosis; keep memory bounded on long runs.
    log = (log + chunk.toString()).slice(-20_000);
  };
  const exited = (process_: ChildProcess) =>
    process_.exitCode !== null || process_.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process_.once('exit', () => resolve()));

  const stop = async () => {
    if (!child) return;
    const running = child;
    const gone = exited(running);
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
    child = null;
  };

  const start = async () => {
    // The bundle `npm start` runs (server/build/bundle-server.ts), in this very process: built afresh when a source
    // is newer (the run's global setup builds it once before any worker starts).
    if (serverBundleStale()) await bundleServer();
    const started = spawn(process.execPath, [...flags, SERVER_BUNDLE], {
      cwd: REPOSITORY_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    // What /readyz last answered (or why it could not be asked), for the error if it never gets ready.
    let last = '';
    const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`Arena exited with ${started.exitCode}:\n${log}`);
      try {
        const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
        if (answer.status === 200) return;
        last = `${answer.status} ${await answer.text()}`;
      } catch (error) {
        // Not listening yet (or not answering within the timeout).
        last = String((error as Error).cause ?? error);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Arena at ${url} not ready (last: ${last}):\n${log}`);
  };

  const close = async () => {
    await stop();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };

  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    databaseUrl,
    output: () => log,
    pid: () => child?.pid,
    start,
    async kill() {
      if (!child) return;
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
      child = null;
    },
    stop,
    close,
  };
}
