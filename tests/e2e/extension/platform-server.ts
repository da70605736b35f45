// Starts the real Arena server (`tsx server/main.ts`) for the chain-backed wallet flow: a fresh data
// folder, a free port, and a platform account key chosen by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../../support/free-port.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './extension-harness';

export const SERVER_ENTRY = join(ROOT, 'server/main.ts');

export interface PlatformServer {
  baseUrl: string;
  chainUrl: string;
  output(): string;
  close(): Promise<void>;
}

export function platformServerExists(): boolean {
  return existsSync(SERVER_ENTRY);
}

export async function startPlatformServer(env: Record<string, string>, timeoutMs = 120_000): Promise<PlatformServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-wallet-e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), [SERVER_ENTRY], {
    cwd: ROOT,
    // DATABASE_URL: '' gives each server its own PGlite in the temp DATA_DIR (never CI's shared database).
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so close() ends tsx and the node process it starts
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));

  const close = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => {
        const timer = setTimeout(() => {
          try {
            if (child.pid) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          r(undefined);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(undefined);
        });
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await close();
      throw new Error(`The Arena server exited during start-up:\n${log}`);
    }
    const info = await fetch(`${baseUrl}/v1/chain/get_info`, { method: 'POST', body: '{}' })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    if (info && typeof (info as { chain_id?: unknown }).chain_id === 'string') break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The Arena server's /v1/chain did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, chainUrl: `${baseUrl}/v1/chain`, output: () => log, close };
}
