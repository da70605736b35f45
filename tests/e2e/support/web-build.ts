// The server serves web/dist; build it once when a browser suite runs on a fresh checkout.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../../support/server-process.js';

const run = promisify(execFile);

export async function ensureWebBuild(): Promise<void> {
  if (existsSync(join(REPOSITORY_ROOT, 'web/dist/index.html'))) return;
  await run(
    process.execPath,
    [join(REPOSITORY_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
    {
      cwd: REPOSITORY_ROOT,
      // Vitest sets NODE_ENV=test, which would build React's development bundles (157 KB for /tournaments
      // against a 120 KB budget): the server serves what `npm run build:web` makes, a production build.
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 20 * 1024 * 1024,
    },
  );
}
