// The server as `npm start` runs it: first start creates the database and demo data, SIGTERM lets
// in-flight requests finish and exits cleanly, and a restart keeps everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort } from '../../support/test-server.js';
import { SERVER_BUNDLE, bundleServer, serverBundleStale } from '../../../server/build/bundle-server.js';

const ROOT = join(import.meta.dirname, '../../..');

interface Booted {
  child: ChildProcess;
  /** What the process has written to stderr so far (read as it comes, so a full pipe never stalls it). */
  stderr: () => string;
}

function boot(dataDir: string, port: number): Booted {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return { child, stderr: () => stderr };
}

// A first boot creates the database and plays the demo tournaments through the services: 10 s alone, and a CI run saw
// it outlast 100 s on two cores with the API suites beside it. A process that exits instead fails at once, saying why.
async function waitReady({ child, stderr }: Booted, port: number, timeoutMs = 170_000) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderr()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready in ${timeoutMs} ms; its stderr:\n${stderr()}`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('server process lifecycle (embedded defaults)', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    // The bundle npm start runs (the run's global setup builds it; a run of this file alone may find it stale).
    if (serverBundleStale()) await bundleServer();
    dataDir = await mkdtemp(join(tmpdir(), 'arena-boot-'));
    port = await freePort();
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  // The two tests run side by side: the bad configuration's process exits before it opens a database or a port, so it
  // needs nothing of the other's and need not wait out its two boots (1–2 s of this file on a loaded machine).
  it.concurrent(
    'boots with demo data, drains on SIGTERM, restarts with its data',
    async ({ expect }) => {
      const first = boot(dataDir, port);
      console.log(
        `[lifecycle] first boot (database, migrations, demo data) ready in ${await waitReady(first, port)} ms`,
      );
      const games = await (await fetch(`http://127.0.0.1:${port}/api/v1/disciplines`)).json();
      expect(games.length).toBeGreaterThan(0);

      const inFlight = Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${port}/api/v1/disciplines`)
          .then((r) => r.status)
          .catch(() => 'refused'),
      );
      const exited = exitOf(first.child);
      first.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight);
      expect(await exited).toBe(0);
      // Requests that reached the server were answered; while draining, new ones get 503 (retryable), never a
      // broken connection or another server error.
      expect(statuses.filter((status) => status !== 200 && status !== 503 && status !== 'refused')).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

      const second = boot(dataDir, port);
      console.log(`[lifecycle] second boot ready in ${await waitReady(second, port)} ms`);
      const again = await (await fetch(`http://127.0.0.1:${port}/api/v1/disciplines`)).json();
      expect(again.map((g: { id: string }) => g.id).sort()).toEqual(games.map((g: { id: string }) => g.id).sort());
      const stopped = exitOf(second.child);
      second.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    },
    // Two boots, one with the demo data, and a drain: minutes on a busy machine (see waitReady).
    300_000,
  );

  it.concurrent('refuses to start with a bad configuration and names every bad key', async ({ expect }) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud', OIDC_ISSUER: 'https://id.example.com' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await exitOf(child)).toBe(1);
    for (const key of ['PORT', 'LOG_LEVEL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) expect(stderr).toContain(key);
  });
});
