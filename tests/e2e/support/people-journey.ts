// What the people journeys (teams and organizations, e-mail verification) share: a server process with the demo
// data and one browser for the describe block, every person on a browser context of their own (closed at the end),
// and a person who signs up from the navigation bar and opens Your Profile's Teams tab.
import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import type { Engine } from '../../../server/db/database.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { createAccountFromNavigation, type NewAccount } from './sign-in.js';
import { ensureWebBuild } from './web-build.js';

export interface PeopleJourney {
  /** The server's address (read inside a test: the server starts in beforeAll). */
  readonly url: string;
  /** A page on a fresh browser context: one person, signed out. */
  newPage(): Promise<Page>;
}

/** Starts the server and the browser before the describe block's tests and stops them after; call in a describe. */
export function peopleJourney(engine: Engine, viewport: { width: number; height: number }): PeopleJourney {
  let server: ServerProcess;
  let browser: TestBrowser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServerProcess({ engine, demoData: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      return server.url;
    },
    async newPage() {
      const context = await browser.browser.createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      return page;
    },
  };
}

/** A new person: signs up on a page of their own, then opens the Teams tab of Your Profile. */
export async function signUpAtTeams(
  journey: PeopleJourney,
  account: NewAccount,
  options: { verifyEmail?: boolean } = {},
): Promise<Page> {
  const page = await journey.newPage();
  await createAccountFromNavigation(page, journey.url, account, '/tournaments', options);
  await page.goto(`${journey.url}/my-profile?tab=teams`, { waitUntil: 'networkidle0' });
  return page;
}
