// What the play journeys (Swiss, FFA) share: a player's own browser context signed in once and reused round
// after round, reading a tab's table as text rows, and screenshots at a desktop and a phone width for review.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'puppeteer-core';
import { ACTION_TIMEOUT, waitForText } from './page-actions.js';

export { waitForText };
import { signInWithPassword } from './sign-in.js';
import type { BracketsView } from '../../../src/contract/matches.js';
import type { Session, TestServer } from '../../support/test-server.js';

export const PASSWORD = 'correct-horse-battery';

/** A signed-up player of a journey: who they are for the browser (email) and for the API (session, id). */
export interface JourneyPlayer {
  email: string;
  nickname: string;
  session: Session;
  id: string;
}

/** The player holding `seed` in the brackets view (entrants name their captain); any player kind with an id. */
export function playerOfSeed<P extends { id: string }>(view: BracketsView, players: readonly P[], seed: number): P {
  const entrant = view.entrants.find((e) => e.seed === seed)!;
  return players.find((p) => p.id === entrant.captainId)!;
}

export function seedOfPlayer(view: BracketsView, player: { id: string }): number {
  return view.entrants.find((e) => e.captainId === player.id)!.seed;
}
/** Set JOURNEY_SHOTS_DIR to keep screenshots of the journeys' screens (for review; off by default). */
const SHOTS_DIR = process.env.JOURNEY_SHOTS_DIR;

export interface PlayerPages {
  /** The player's page, signed in (one browser context per player). */
  page(email: string): Promise<Page>;
  close(): Promise<void>;
}

export function playerPages(browser: Browser, baseUrl: string): PlayerPages {
  const pages = new Map<string, Page>();
  return {
    async page(email) {
      const known = pages.get(email);
      if (known) return known;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await signInWithPassword(page, baseUrl, email, PASSWORD);
      pages.set(email, page);
      return page;
    },
    async close() {
      for (const page of pages.values())
        await page
          .browserContext()
          .close()
          .catch(() => undefined);
    },
  };
}

/** Opens a path and waits until the app has settled (its queries answered). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: ACTION_TIMEOUT });
}

/** The rows of the table matched by `selector` (body rows), each as its cells' trimmed texts. */
export function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

/** Column headings of the table matched by `selector`. */
export function tableHeadings(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} thead th`, (cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
}

/** Full-page screenshots at 1280 and 360 px of what the page shows now, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  const viewport = page.viewport() ?? { width: 1280, height: 900 };
  for (const width of [1280, 360]) {
    await page.setViewport({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewport(viewport);
}

/**
 * Signs up `count` players at once, each from their own address (X-Forwarded-For, for a server started with
 * TRUST_PROXY=true), as a crowd of real players would: the identity provider's per-address rate limit (20
 * sign-ups a minute) is meant for one client, not for a whole tournament's field.
 */
export async function signUpCrowd(
  server: TestServer,
  count: number,
  make: (i: number) => { email: string; nickname: string },
) {
  const address = new AsyncLocalStorage<string>();
  const original = globalThis.fetch;
  globalThis.fetch = (input, init = {}) => {
    const from = address.getStore();
    if (!from) return original(input, init);
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', from);
    return original(input, { ...init, headers });
  };
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, i) =>
        address.run(`198.51.100.${i + 1}`, async () => {
          const { email, nickname } = make(i);
          const session: Session = await server.signUp(email, nickname, PASSWORD);
          return { email, nickname, session };
        }),
      ),
    );
  } finally {
    globalThis.fetch = original;
  }
}
