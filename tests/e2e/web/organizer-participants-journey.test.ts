// Issue 26 §1 in real Chromium against the app `npm start` builds (in-process, on a ManualClock): the organizer's
// participants table and seeding. Four players registered through the API; the organizer adds a fifth by nickname,
// finds them with the search, checks them in on their behalf, removes another with a reason (the removed player
// reads it in their notices), exports the table as CSV, and once the seeding window opens randomizes the seeds
// (applied at once, saved with its source in the activity trail).
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the participants table and the seeding at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { SeedingView } from '../../../src/contract/matches.js';
import type { ParticipantEvent } from '../../../src/contract/participant-management.js';
import type { Participant } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer, soloBody } from '../../api/tournaments/tournament-kit.js';
import { at, publishPlayable, type PlayTournament } from '../../api/matches/play-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { ACTION_TIMEOUT, button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { JourneyBrowser, waitForText } from '../support/play-journey.js';

const TABLE = '[data-testid="participants-table"]';
const row = (name: string) => `//tr[@data-participant="${name}"]`;

describe.each(journeyEngines(import.meta.url))('the organizer participants table in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now());
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;
  const name = (i: number) => `Part${i}${suffix}`;
  let organizer: Session;
  const players: Session[] = [];
  let t: PlayTournament;
  let page: Page;

  const participantsPath = () => `/create-tournament/${t.id}?section=participants`;
  const table = async () =>
    (await call<Participant[]>(server, 'GET', `/tournaments/${t.id}/participants`, { session: organizer })).body;
  const rowNames = () =>
    page.$$eval(`${TABLE} tbody tr`, (rows) => rows.map((tr) => tr.getAttribute('data-participant')));

  /** Replaces the text of the input (or textarea) labelled `label`, inside `within` (an XPath). */
  async function typeInto(label: string, value: string, within = '') {
    const field = await page.waitForSelector(
      `xpath/${within}//label[normalize-space(.)="${label}"]/following::*[self::input or self::textarea][1]`,
      { visible: true, timeout: ACTION_TIMEOUT },
    );
    await field!.click({ clickCount: 3 });
    await page.keyboard.press('Backspace');
    if (value) await field!.type(value);
  }

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(email('org'), `PartOrg${suffix}`);
    await makeOrganizer(server, organizer, `Table Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    for (let i = 0; i < 5; i++) players.push(await server.signUp(email(`p${i}`), name(i)));
    t = await publishPlayable(server, organizer, clock, {
      name: `Table Cup ${suffix}`,
      rounds: 3,
      seedingWindow: true,
      format: { seeding: 'MANUAL' },
    });
    clock.set(at.registrationOpen(t.t0));
    for (const player of players.slice(0, 4)) {
      const answer = await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
        session: player,
        json: soloBody(),
      });
      expect(answer.status).toBe(200);
    }
    clock.set(at.checkInOpen(t.t0));
    web = await JourneyBrowser.launch(server);
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('adds a player by nickname, finds them with the search and checks them in on their behalf', async () => {
    page = await web.as(organizer, participantsPath());
    await waitForText(page, '[data-testid="participants-count"]', '4 players, 0 checked in.');
    await typeInto('Add a player', name(4).toLowerCase());
    await click(page, button('Add'));
    await waitForText(page, 'p[role="status"]', `${name(4).toLowerCase()} was added.`);
    await waitForText(page, '[data-testid="participants-count"]', '5 players, 0 checked in.');

    await typeInto('Search', name(4));
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(css).length === 1,
      { timeout: ACTION_TIMEOUT, polling: POLL_MS },
      `${TABLE} tbody tr`,
    );
    expect(await rowNames()).toEqual([name(4)]);
    expect(page.url()).toContain(`q=${name(4)}`);
    await waitForText(page, '[data-testid="participants-count"]', '1 of 5 players, 0 checked in.');
    await web.shoot(page, 'participants-search');

    await click(page, `${row(name(4))}${button('Check in')}`);
    await waitForText(page, `${TABLE} tbody tr`, 'Checked in');
    expect((await table()).find((p) => p.name === name(4))!.status).toBe('CHECKED_IN');
    // The status filter keeps only the checked-in one once the search is cleared.
    await typeInto('Search', '');
    await page.select('[data-testid="participants-status"]', 'CHECKED_IN');
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(css).length === 1,
      { timeout: ACTION_TIMEOUT, polling: POLL_MS },
      `${TABLE} tbody tr`,
    );
    expect(await rowNames()).toEqual([name(4)]);
    await page.select('[data-testid="participants-status"]', '');
  });

  it('removes a player with a reason they read in their notices, and exports the table as CSV', async () => {
    await click(page, `${row(name(3))}${button('Remove')}`);
    await page.waitForSelector(`xpath/${dialog}`, { visible: true, timeout: ACTION_TIMEOUT });
    await typeInto('Reason (shown to them)', 'No-show at the last two events.', dialog);
    await click(page, button('Remove', dialog));
    await page.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: ACTION_TIMEOUT,
      polling: POLL_MS,
    });
    await page.waitForFunction(
      (css: string, gone: string) =>
        ![...document.querySelectorAll(css)].some((tr) => tr.getAttribute('data-participant') === gone),
      { timeout: ACTION_TIMEOUT, polling: POLL_MS },
      `${TABLE} tbody tr`,
      name(3),
    );
    const notices = await call(server, 'GET', `/notices?tournamentId=${t.id}`, { session: players[3] });
    // Other notices may have come before it (check-in opening is one since issue 26 §4): the removal is among them.
    expect(notices.body.notices.map((n: { text: string }) => n.text)).toContain(
      'The organizer removed you from this tournament. Reason: No-show at the last two events.',
    );
    await waitForText(page, '[data-testid="participant-events"] summary', 'Activity (3)');
    await web.shoot(page, 'participants-table');

    const exported = page.waitForResponse((response) => response.url().includes(`/participants/export`), {
      timeout: ACTION_TIMEOUT,
    });
    await click(page, button('Export CSV'));
    const response = await exported;
    expect(response.status()).toBe(200);
    const csv = await response.text();
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Name,Type,Captain,Members,E-mail,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([name(0), name(1), name(2), name(4)].sort());
  });

  it('randomizes the seeds once the seeding window opens, at once and saved with its source', async () => {
    for (const player of players.slice(0, 3)) {
      expect((await call(server, 'POST', `/participants/${t.id}/check-in`, { session: player })).status).toBe(200);
    }
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    page = await web.as(organizer, `/create-tournament/${t.id}?section=placement`);
    await page.waitForSelector('[data-testid="seed-row"]', { timeout: ACTION_TIMEOUT });
    const saved = page.waitForResponse(
      (response) => response.url().includes('/seeds?source=RANDOM') && response.request().method() === 'PUT',
      { timeout: ACTION_TIMEOUT },
    );
    await click(page, button('Randomize'));
    expect((await saved).status()).toBe(200);
    const seeds = (await call<SeedingView>(server, 'GET', `/matches/${t.id}/seeds`, { session: organizer })).body;
    const expected = seeds.entrants.map((e) => `Seed ${e.seed}: ${e.name}`);
    await page.waitForFunction(
      (want: string[]) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="seed-row"]')].map((li) => li.getAttribute('aria-label')),
        ) === JSON.stringify(want),
      { timeout: ACTION_TIMEOUT, polling: POLL_MS },
      expected,
    );
    expect(seeds.entrants.map((e) => e.name).sort()).toEqual([name(0), name(1), name(2), name(4)].sort());
    const events = (
      await call<ParticipantEvent[]>(server, 'GET', `/tournaments/${t.id}/participants/events`, {
        session: organizer,
      })
    ).body;
    expect(events[0]).toMatchObject({ kind: 'SEEDED', details: { source: 'RANDOM' } });
    await web.shoot(page, 'seeding-sources');
  });
});
