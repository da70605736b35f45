// Issue 26 §3 in real Chromium against the built app (in-process, on a ManualClock): a 4-player single elimination
// with a 10-minute match check-in. A semifinalist's open page offers "Ready" with the countdown and the match's
// stream link; after the click it shows both sides' state. The opponent never comes: at the deadline the play clock
// gives the walkover and the page moves on to the final; the organizer undoes it in round management and the
// semifinal is back on the player's page, live, waiting for the opponent. The bracket shows the stream mark.
// Set ARENA_SCREENSHOT_DIR to keep PNGs (1280 and 360 px) of the card, the organizer's dialog and the bracket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import {
  HOUR,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  sessionOfSeed,
  signUpCast,
  type PlayTournament,
} from '../../api/matches/play-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog } from '../support/page-actions.js';
import { JourneyBrowser, matchAt, seedsOf, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STREAM = 'https://twitch.tv/arena-semifinal';

describe.each(journeyEngines(import.meta.url))('match check-in in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  // The first round's matches become available now (its join window opens 3 h 15 after t0): the countdowns the
  // browser draws on its own clock read sensibly.
  const clock = new ManualClock(Date.now() - 3.25 * HOUR);
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: PlayTournament;
  let page: Page;
  let present: number;

  const view = () => brackets(server, t.id, organizer);
  const semi = (b: BracketsView) => matchAt(b, 0, 0);

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    let players: Session[];
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: `cij${Math.random().toString(36).slice(2, 6)}`,
      organization: `Check-in Events ${Math.random().toString(36).slice(2, 6)}`,
      players: 4,
    }));
    t = await publishPlayable(server, organizer, clock, {
      name: 'Ready Cup',
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION', matchCheckIn: { enabled: true, minutes: 10 } },
    });
    await registerAndCheckIn(server, clock, t, players);
    clock.set(t.t0 + 3.25 * HOUR);
    await server.runDueWork();
    web = await JourneyBrowser.launch(server);
  }, 180_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('offers Ready with the countdown and the stream link, then shows both sides’ state', async () => {
    const b = await view();
    present = seedsOf(semi(b))[0];
    const streamSet = await call(server, 'PUT', `/matches/${t.id}/${semi(b).id}/stream`, {
      session: organizer,
      json: { streamUrl: STREAM },
    });
    expect(streamSet.status).toBe(200);
    page = await web.as(sessionOfSeed(b, sessions, present), `/tournaments/${t.id}`);
    await waitForText(page, CARD, 'Check in: confirm you are here');
    await waitForText(page, CARD, 'Check in within');
    expect(await page.$eval('[data-testid="match-stream-link"]', (a) => a.getAttribute('href'))).toBe(STREAM);
    expect(await page.$$eval(`${CARD} button`, (els) => els.map((el) => el.textContent))).not.toContain(
      'Submit results',
    );
    await web.shoot(page, 'check-in-open');
    await click(page, button('Ready'));
    await waitForText(page, CARD, 'You are checked in. Waiting for your opponent');
    await waitForText(page, '[data-testid="match-check-in"]', 'You: ready');
    await web.shoot(page, 'check-in-waiting');
  });

  it('gives the walkover at the deadline, which the organizer undoes: the semifinal is back on the open page', async () => {
    let b = await view();
    clock.set(Date.parse(semi(b).checkIn!.endsAt));
    await server.runDueWork();
    b = await view();
    expect(semi(b)).toMatchObject({ status: 'WALKOVER', winnerSeed: present });
    // The open page, not reloaded, moves on to the final.
    await waitForText(page, CARD, 'Final');

    const org = await web.as(organizer, `/create-tournament/${t.id}?section=round-management&round=0`);
    await org.waitForSelector('[data-testid="round-match-row"]', { timeout: 30_000 });
    // The table says who missed the window before the organizer opens the match.
    await waitForText(org, '[data-testid="round-match-row"] [data-check-in="NO_SHOW"]', 'No-show');
    await web.shoot(org, 'check-in-round-management');
    await click(org, '(//tr[@data-testid="round-match-row"])[1]//button');
    await waitForText(org, '[data-testid="match-dialog"]', 'did not check in before the deadline');
    // The dialog gives the stream overlay pinned to this match (issue 27 §3).
    expect(await org.$eval('[data-testid="pinned-match-overlay"]', (a) => a.getAttribute('href'))).toMatch(
      new RegExp(`^/overlay/tournaments/${t.id}/match/[0-9a-f-]{36}$`),
    );
    await web.shoot(org, 'check-in-undo-dialog');
    await click(org, button('Undo walkover', dialog));
    await waitForText(page, CARD, 'You are checked in. Waiting for your opponent');
    expect(semi(await view())).toMatchObject({ status: 'READY', winnerSeed: null });
  });

  it('marks the match’s stream on the bracket', async () => {
    await page.goto(`${server.baseUrl}/tournaments/${t.id}?tab=brackets`, { waitUntil: 'networkidle2' });
    const link = await page.waitForSelector('[data-testid="bracket-stream-link"]', { timeout: 30_000 });
    expect(await link!.evaluate((a) => a.getAttribute('href'))).toBe(STREAM);
    await web.shoot(page, 'check-in-bracket');
  });
});
