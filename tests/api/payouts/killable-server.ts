// One real Arena server process (tsx server/main.ts, as `npm start` runs it) on a fixed port and data, that a
// test can kill with SIGKILL at any instant and start again on the same address and database: what a crash
// and a restart by the supervisor look like. Nothing in the server knows it is being tested.
import { spawn, type ChildProcess } from 'node:child_process';
import { REPOSITORY_ROOT } from '../../support/server-process.js';

export interface KillableServer {
  url: string;
  start(): Promise<void>;
  /** SIGKILL, no shutdown of any kind; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), at the end of the test. */
  stop(): Promise<void>;
  output(): string;
}

export function killableServer(options: { port: number; env: Record<string, string> }): KillableServer {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  return {
    url,
    output: () => log,
    async start() {
      const process_ = spawn(
        process.execPath,
        // tsx as a loader in this very process, not tsx's CLI: the CLI runs the server in a child of its own, and a
        // SIGKILL to the CLI left that child serving (the "crash" then killed nothing).
        ['--import', 'tsx', 'server/main.ts'],
        {
          cwd: REPOSITORY_ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'development',
            PORT: String(options.port),
            HOST: '127.0.0.1',
            PUBLIC_URL: url,
            SEED_DEMO_DATA: 'false',
            LOG_LEVEL: 'warn',
            ...options.env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = process_;
      process_.stdout?.on('data', keep);
      process_.stderr?.on('data', keep);
      // What /readyz last answered (or why it could not be asked), for the error if it never gets ready.
      let last = '';
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (process_.exitCode !== null) throw new Error(`Arena exited with ${process_.exitCode}:\n${log}`);
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
    },
    async kill() {
      if (!child) return;
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
      child = null;
    },
    async stop() {
      if (!child) return;
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
      child = null;
    },
  };
}
