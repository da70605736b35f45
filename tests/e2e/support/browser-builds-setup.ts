// Vitest global setup of the browser project: builds what the browser suites load — the web app, the Chromium
// extension and the Firefox add-on — once, before any worker starts, when a checkout lacks them or they are older
// than their sources. The suites run two files at a time, and two files building the same output side by side
// would overwrite each other's files; after this, the suites' own checks find the builds fresh.
import { ensureExtensionBuilt } from '../extension/extension-harness.js';
import { ensureFirefoxBuilt } from '../extension/firefox-harness.js';
import { ensureWebBuild } from './web-build.js';

export default async function buildForBrowsers(): Promise<void> {
  await ensureWebBuild();
  ensureExtensionBuilt();
  ensureFirefoxBuilt();
}
