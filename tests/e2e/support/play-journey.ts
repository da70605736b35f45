// What the play journeys (single elimination, teams) share: one browser with a signed-in context per person,
// opened on demand and kept for the rest of the journey, screenshots at 1280 and 360 px when
// ARENA_SCREENSHOT_DIR is set, and the API calls that stand for the players the browser does not follow.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { AUTH_STORAGE_KEYS } from '../../../src/contract/auth.js';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { duelForm } from '../../api/matches/play-kit.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { ACTION_TIMEOUT, waitForText } from './page-actions.js';

export { waitForText };

const SHOTS = process.env.ARENA_SCREENSHOT_DIR;

export class JourneyBrowser {
  private readonly pages = new Map<Session, Page>();
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    private readonly browser: TestBrowser,
    private readonly server: TestServer,
  ) {}

  static async launch(server: TestServer): Promise<JourneyBrowser> {
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    return new JourneyBrowser(await launchBrowser(), server);
  }

  /**
   * The page of the person holding `session`, opened at `path`. The journeys follow up to a dozen people, so
   * they start signed in with tokens the provider issued to that person (stored under the keys the app reads
   * after its own sign-in) rather than typing a password a dozen times; the sign-in pages have their own suites.
   * The page gets a session of its own, as a second device would: when the suite moves the clock past a token's
   * lifetime, the app and the suite's API calls each refresh their own. The app keeps one live-update stream
   * open, so "network idle" allows two connections.
   */
  async as(session: Session, path: string): Promise<Page> {
    let page = this.pages.get(session);
    if (!page) {
      const own = await this.server.signInAgain(session);
      const context = await this.browser.browser.createBrowserContext();
      this.contexts.push(context);
      page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.evaluateOnNewDocument(
        (keys: Record<string, string>, tokens: Record<string, string>) => {
          // Once per context: a token the app refreshed later must not be overwritten on the next page.
          if (localStorage.getItem(keys.authorization)) return;
          for (const [name, key] of Object.entries(keys)) localStorage.setItem(key, tokens[name]);
        },
        { ...AUTH_STORAGE_KEYS },
        { authorization: own.access_token, refreshToken: own.refresh_token, idToken: own.id_token },
      );
      this.pages.set(session, page);
    }
    await page.goto(`${this.server.baseUrl}${path}`, { waitUntil: 'networkidle2' });
    return page;
  }

  /** A page of a visitor who is not signed in (a context of its own), opened at `path`. */
  async asGuest(path: string): Promise<Page> {
    const context = await this.browser.browser.createBrowserContext();
    this.contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${this.server.baseUrl}${path}`, { waitUntil: 'networkidle2' });
    return page;
  }

  /** A PNG of the page at its width and at 360 px (full page), when ARENA_SCREENSHOT_DIR is set. */
  async shoot(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    const viewport = page.viewport()!;
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
    await page.setViewport({ width: 360, height: 780 });
    await new Promise((done) => setTimeout(done, 300));
    await page.screenshot({ path: join(SHOTS, `${name}-360.png`), fullPage: true });
    await page.setViewport(viewport);
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close().catch(() => undefined);
    await this.browser.close();
  }
}

/**
 * Waits for `selector` on a page kept live by its socket, without reloading it. When it does not come, the error says
 * where the update was lost, for the next run to tell: what the server answers now (`serverSays`), and whether a
 * reload draws it (then the page missed a live update) or not (then the server's answer or a copy of it was stale).
 * The double-elimination journey's last wait failed so once in some twenty CI runs, without a clue.
 */
export async function waitForLive(page: Page, selector: string, serverSays: () => Promise<string>): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout: ACTION_TIMEOUT });
  } catch (error) {
    const said = await serverSays().catch((failure: unknown) => `nothing (${String(failure)})`);
    await page.reload({ waitUntil: 'networkidle2' });
    const reloaded = await page.waitForSelector(selector, { timeout: ACTION_TIMEOUT }).then(
      () => 'draws it',
      () => 'does not draw it either',
    );
    throw new Error(
      `${selector} was not drawn live within ${ACTION_TIMEOUT} ms; the server then answered ${said}; a reload ${reloaded}`,
      { cause: error },
    );
  }
}

export const textOf = (page: Page, selector: string) =>
  page.evaluate((css: string) => document.querySelector(css)?.textContent ?? '', selector);

/**
 * Reports `winner`'s clean sweep of `match` as `reporter` (holding `reporterSeed`): as many games 1–0 as the
 * best-of needs. Both sides calling it with the same winner confirm the result.
 */
export async function reportSweep(
  server: TestServer,
  tournamentId: string,
  match: MatchView,
  reporter: Session,
  reporterSeed: number,
  winner: number,
) {
  const games = Math.ceil(match.bestOf / 2);
  const won = reporterSeed === winner;
  const answer = await call(server, 'POST', `/matches/${tournamentId}/${match.id}/duel/score`, {
    session: reporter,
    form: duelForm({ winner, mine: Array(games).fill(won ? 1 : 0), theirs: Array(games).fill(won ? 0 : 1) }),
  });
  if (answer.status !== 200) throw new Error(`report refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export const seedsOf = (match: MatchView) => match.sides.map((side) => side.seed!) as [number, number];
export const matchAt = (view: BracketsView, round: number, position: number) =>
  view.matches.find((match) => match.roundIndex === round && match.position === position)!;
/** The final of a single elimination (its positions follow the decider's numbering, so find it by kind). */
export const finalOf = (view: BracketsView) => {
  const last = Math.max(...view.matches.map((match) => match.roundIndex));
  return view.matches.find((match) => match.roundIndex === last && !match.isThirdPlaceDecider)!;
};
export const deciderOf = (view: BracketsView) => view.matches.find((match) => match.isThirdPlaceDecider)!;
export const matchOf = (view: BracketsView, round: number, seed: number) =>
  view.matches.find(
    (match) =>
      match.roundIndex === round && !match.isThirdPlaceDecider && match.sides.some((side) => side.seed === seed),
  )!;
