// Vitest global setup of the browser project: builds what the browser suites load — the web app, the Chromium
// extension with its download zip, and the Firefox add-on — once, before any worker starts, when a checkout lacks
// them or they are older than their sources (`npm test` builds them first; `npm run test:e2e` on a fresh checkout
// does not). The suites run two files at a time, and two files building the same output side by side would
// overwrite each other's files; after this, the suites' own checks find the builds fresh.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureExtensionBuilt, newestSourceTime } from '../extension/extension-harness.js';
import { ensureFirefoxBuilt } from '../extension/firefox-harness.js';
import { ensureWebBuild } from './web-build.js';

/** The zip `/downloads/arena-wallet.zip` serves (`wxt zip`, which also builds .output/chrome-mv3). */
function ensureChromiumZip(): void {
  const output = join(ROOT, '.output');
  const zip = existsSync(output) ? readdirSync(output).find((name) => /-chrome\.zip$/.test(name)) : undefined;
  const sources = ['entrypoints', 'src', 'public', 'wxt.config.ts'].map((p) => newestSourceTime(join(ROOT, p)));
  if (zip && Math.max(...sources) <= statSync(join(output, zip)).mtimeMs) return;
  execFileSync('npx', ['wxt', 'zip'], { cwd: ROOT, stdio: 'pipe' });
}

export default async function buildForBrowsers(): Promise<void> {
  await ensureWebBuild();
  ensureChromiumZip();
  ensureExtensionBuilt();
  ensureFirefoxBuilt();
}
