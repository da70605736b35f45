// Issue 27 §3 in real Chromium against the built app (in-process, on a ManualClock): a 4-player single elimination in
// its semifinals, watched through the stream overlays as a guest would in an OBS browser source at 1920×1080. The
// match overlay is transparent, has no app chrome, follows the tournament's public feed (an EventSource) and, when
// both players report a semifinal through the API, shows the final score on the pinned overlay and moves the unpinned
// one on to the other semifinal, without a reload. The bracket overlay shows the semifinals and the final around the
// current match, the standings overlay its top rows; a draft shows "not available" and nothing of it; the organizer
// finds the three URLs on the tournament page.
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the overlays at 1920×1080 and 1280×720 (transparent) and of the panel.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { BracketsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { HOUR, at, brackets, reportWin, type PlayTournament } from '../../api/matches/play-kit.js';
import { createDraft } from '../../api/tournaments/tournament-kit.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startPlayJourney } from '../support/play-journey-setup.js';
import { JourneyBrowser, matchAt, seedsOf, waitForText } from '../support/play-journey.js';

const SHOTS = process.env.ARENA_SCREENSHOT_DIR;
const SIDE = '[data-testid="overlay-side"]';
const SCORE = '[data-testid="overlay-score"]';

describe.each(journeyEngines(import.meta.url))('stream overlays in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  // Round 1 (the semifinals) starts a minute from now.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  let organizer: Session;
  let t: PlayTournament;
  const sessions = new Map<string, Session>();
  let unpinned: Page;

  const view = () => brackets(server, t.id, organizer);
  const nameOf = (b: BracketsView, seed: number) => b.entrants.find((entrant) => entrant.seed === seed)!.name;
  const overlay = (kind: string) => `/overlay/tournaments/${t.id}/${kind}`;
  const texts = (page: Page, css: string) => page.$$eval(css, (nodes) => nodes.map((node) => node.textContent ?? ''));

  /** A guest's page at 1920×1080, the size of the browser source the README recommends. */
  async function guest(path: string): Promise<Page> {
    const page = await web.asGuest(path);
    await page.setViewport({ width: 1920, height: 1080 });
    return page;
  }

  /** PNGs at 1920×1080 and 1280×720 with a transparent background, as the stream composites them. */
  async function shoot(page: Page, name: string) {
    if (!SHOTS) return;
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ]) {
      await page.setViewport({ width, height });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}x${height}.png`), omitBackground: true });
    }
    await page.setViewport({ width: 1920, height: 1080 });
  }

  /** Marks the document so a reload (which would also show fresh data) cannot pass for a live update. */
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const notReloaded = (page: Page) =>
    page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

  beforeAll(async () => {
    let players;
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix: Math.random().toString(36).slice(2, 7),
      label: 'Overlay',
      letter: 'O',
      count: 4,
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION' },
    }));
    for (const player of players) sessions.set(player.id, player.session);
    clock.set(at.roundStarted(t.t0, 0));
    await server.runDueWork();
  }, 180_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('shows the current match to a guest: both sides, the round, a transparent page without app chrome, fed live', async () => {
    const b = await view();
    const [a, z] = seedsOf(matchAt(b, 0, 0));
    unpinned = await guest(overlay('match'));
    // Loaded again with the request log on: the page opens the tournament's public event stream.
    const feeds: string[] = [];
    const onRequest = (request: HTTPRequest) => {
      if (request.url().includes(`/api/v1/tournaments/${t.id}/feed`)) feeds.push(request.resourceType());
    };
    unpinned.on('request', onRequest);
    await unpinned.reload({ waitUntil: 'networkidle2' });
    unpinned.off('request', onRequest);
    expect(feeds).toContain('eventsource');

    await waitForText(unpinned, SIDE, nameOf(b, a));
    expect(await texts(unpinned, SIDE)).toEqual([nameOf(b, a), nameOf(b, z)]);
    await waitForText(unpinned, '[data-testid="overlay-round"]', 'Semifinals');
    await waitForText(unpinned, '[data-testid="overlay-match-state"]', 'Live');
    const page = await unpinned.evaluate(() => ({
      html: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      chrome: document.querySelectorAll('header, nav, footer').length,
    }));
    expect(page).toEqual({ html: 'rgba(0, 0, 0, 0)', body: 'rgba(0, 0, 0, 0)', chrome: 0 });
    // Fitted to the source: the scoreboard spans 1440 of 1920 design pixels at both sizes.
    const width = () => unpinned.$eval('[data-testid="overlay-match"]', (node) => node.getBoundingClientRect().width);
    expect(Math.round(await width())).toBe(1440);
    await unpinned.setViewport({ width: 1280, height: 720 });
    expect(Math.round(await width())).toBe(960);
    await unpinned.setViewport({ width: 1920, height: 1080 });
    await shoot(unpinned, 'overlay-match');
  });

  it('shows a reported score without a reload: the pinned match’s final result, the unpinned overlay moves on', async () => {
    const b = await view();
    const semi = matchAt(b, 0, 0);
    const [a, z] = seedsOf(semi);
    const pinned = await guest(overlay(`match/${semi.id}`));
    await waitForText(pinned, SIDE, nameOf(b, z));
    await markDocument(pinned);
    await markDocument(unpinned);

    const captain = (seed: number) => sessions.get(b.entrants.find((entrant) => entrant.seed === seed)!.captainId)!;
    for (const seed of [a, z]) expect((await reportWin(server, t.id, semi, captain(seed), seed, a)).status).toBe(200);
    expect(matchAt(await view(), 0, 0).status).toBe('COMPLETED');

    await waitForText(pinned, '[data-testid="overlay-match-state"]', 'Final score');
    expect(await texts(pinned, SCORE)).toEqual(['2', '0']);
    expect(await notReloaded(pinned)).toBe(true);
    await shoot(pinned, 'overlay-match-final');

    const [c, d] = seedsOf(matchAt(b, 0, 1));
    await waitForText(unpinned, SIDE, nameOf(b, c));
    expect(await texts(unpinned, SIDE)).toEqual([nameOf(b, c), nameOf(b, d)]);
    expect(await notReloaded(unpinned)).toBe(true);
  });

  it('shows the bracket around the current match and the standings’ top rows', async () => {
    const b = await view();
    const page = await guest(overlay('bracket'));
    await page.waitForSelector('[data-testid="overlay-bracket-round"]', { timeout: 30_000 });
    expect(await texts(page, '[data-testid="overlay-bracket-round"] > span:first-child')).toEqual([
      'Semifinals',
      'Final',
    ]);
    // The other semifinal is the one on now; the first one's winner already stands in the final.
    const focus = await page.$eval('[data-testid="overlay-bracket-match"][data-focus]', (node) => node.textContent);
    expect(focus).toContain(nameOf(b, seedsOf(matchAt(b, 0, 1))[0]));
    await waitForText(page, '[data-testid="overlay-bracket"]', nameOf(b, matchAt(b, 0, 0).winnerSeed!));
    await shoot(page, 'overlay-bracket');

    const standings = await guest(`${overlay('standings')}?limit=3`);
    await standings.waitForSelector('[data-testid="overlay-standings-row"]', { timeout: 30_000 });
    const rows = await texts(standings, '[data-testid="overlay-standings-row"]');
    expect(rows).toHaveLength(3);
    const names = b.entrants.map((entrant) => entrant.name);
    for (const row of rows) expect(names.some((name) => row.includes(name))).toBe(true);
    await shoot(standings, 'overlay-standings');
  });

  it('shows nothing of a draft tournament', async () => {
    const draft = await createDraft(server, organizer, 'chess', 'Secret Overlay Draft');
    for (const kind of ['match', 'bracket', 'standings']) {
      const page = await guest(`/overlay/tournaments/${draft}/${kind}`);
      await waitForText(page, '[data-testid="overlay-unavailable"]', 'Overlay not available');
      expect(await page.evaluate(() => document.body.textContent)).not.toContain('Secret');
    }
  });

  it('gives the organizer the three overlay URLs on the tournament page', async () => {
    const page = await web.as(organizer, `/tournaments/${t.id}`);
    await page.waitForSelector('[data-testid="stream-overlays"]', { timeout: 30_000 });
    const urls = await page.$$eval('[data-testid="stream-overlay-url"]', (links) => links.map((a) => a.textContent));
    expect(urls).toEqual([
      `${server.baseUrl}${overlay('match')}`,
      `${server.baseUrl}${overlay('bracket')}`,
      `${server.baseUrl}${overlay('standings')}?limit=8`,
    ]);
    await web.shoot(page, 'stream-overlays-panel');
    // Players and guests do not get the panel.
    const visitor = await web.asGuest(`/tournaments/${t.id}`);
    await visitor.waitForSelector('[data-testid="visitor-prompt"]', { timeout: 30_000 });
    expect(await visitor.$('[data-testid="stream-overlays"]')).toBeNull();
  });
});
