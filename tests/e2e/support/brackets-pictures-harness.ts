// What the bracket-picture suites share: the fixture server and one Chromium for the file, a browser context per
// test (closed after it), the embeddable bracket page opened at a width, and screenshots kept when the suite's
// environment variable names a folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import type { BracketsView, StandingsView } from '../../../src/contract/matches.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startBracketsFixtureServer, type BracketsFixtureServer } from './brackets-fixture-server.js';
import { ensureWebBuild } from './web-build.js';

export interface PicturesHarness {
  /** The fixture server (to publish live changes); set once the file's beforeAll ran. */
  server(): BracketsFixtureServer;
  /** The embeddable bracket page of `id` at `width`, once `ready` (a selector) is drawn. */
  open(id: string, width: number, height?: number): Promise<Page>;
  /** Keeps a PNG named `name` when screenshots are asked for. */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
}

/** Registers the file's hooks; `fixtures` runs in beforeAll (the engines play the tournaments there). */
export function bracketsPicturesHarness(options: {
  fixtures: () => Record<string, { brackets?: BracketsView; standings?: StandingsView }>;
  /** A selector the page draws once the bracket is there. */
  ready: string;
  /** Where screenshots go when set (an environment variable's value). */
  shots: string | undefined;
}): PicturesHarness {
  let server: BracketsFixtureServer;
  let chromium: TestBrowser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    await ensureWebBuild();
    [server, chromium] = await Promise.all([startBracketsFixtureServer(options.fixtures()), launchBrowser()]);
    if (options.shots) mkdirSync(options.shots, { recursive: true });
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  afterEach(async () => {
    await context?.close().catch(() => undefined);
    context = undefined;
  });

  return {
    server: () => server,
    async open(id, width, height = 800) {
      // One page at a time: a second open in a test closes the first.
      await context?.close().catch(() => undefined);
      context = await chromium.browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      await page.goto(`${server.baseUrl}/embed/tournaments/${id}/brackets`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(options.ready);
      return page;
    },
    async shot(page, name, fullPage = false) {
      if (options.shots) await page.screenshot({ path: join(options.shots, `${name}.png`), fullPage });
    },
  };
}
