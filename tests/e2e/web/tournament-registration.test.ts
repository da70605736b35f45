// Issue 6 §2 in a real browser against the real server: a visitor is asked to log in instead of seeing the
// tabs; a player registers solo through the modal (the form's own checks first), sees REGISTERED, cancels,
// and checks in during another tournament's check-in window; a captain registers a team choosing its players;
// the filters and the promoted strip of /tournaments. Windows are moved by rewriting the schedule (the clock).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { journeyEngines } from '../support/journey-engine.js';
import { addMember, call, createTeam, userId } from '../../api/teams/people-kit.js';
import {
  addGame,
  createPublished,
  makeOrganizer,
  scheduleAt,
  setSchedule,
  soloBody,
  teamSettings,
} from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signIn } from '../support/sign-in.js';
import { seriousAxeViolations } from '../support/axe.js';
import { button, click, dialog, typeIntoDialog, POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 20_000;
const PASSWORD = 'correct-horse-battery';

async function tick(page: Page, name: string) {
  await page.click(`div[role="dialog"] input[name="${name}"]`);
}

async function stateIs(page: Page, label: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('[data-testid="tournament-state"]')?.textContent === wanted,
    { timeout: TIMEOUT, polling: POLL_MS },
    label,
  );
}

// The app keeps one server-sent-events stream open (live updates), so "network idle" allows it.
async function open(page: Page, path: string) {
  await page.goto(`${baseUrlOf(page)}${path}`, { waitUntil: 'networkidle2' });
}
const baseUrls = new WeakMap<Page, string>();
const baseUrlOf = (page: Page) => baseUrls.get(page) ?? '';

const signInAs = (page: Page, email: string) => signIn(page, baseUrlOf(page), email, PASSWORD);

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const cardNames = (page: Page, testId = 'tournament-card') =>
  page.$$eval(`[data-testid="${testId}"] h3`, (headings) =>
    headings.map((heading) => heading.textContent ?? '').sort(),
  );

describe.each(journeyEngines(import.meta.url))('tournament pages and registration in the browser (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  const contexts: BrowserContext[] = [];
  let organizer: Session;
  let player: Session;
  const ids: Record<string, string> = {};
  const suffix = Math.random().toString(36).slice(2, 7);
  const playerEmail = `solo-${suffix}@example.com`;
  const captainEmail = `captain-${suffix}@example.com`;

  async function newPage(): Promise<Page> {
    const context = await browser.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    baseUrls.set(page, server.baseUrl);
    return page;
  }

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine);
    organizer = await server.signUp(`org-${suffix}@example.com`, `Org${suffix}`);
    await makeOrganizer(server, organizer, `Cup Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    await addGame(server, 'valorant', 'Valorant');
    player = await server.signUp(playerEmail, `Solo${suffix}`, PASSWORD);
    ids.solo = await createPublished(server, organizer, { game: 'chess', name: 'Nova Chess Cup' });
    ids.checkIn = await createPublished(server, organizer, { game: 'chess', name: 'Check-in Cup' });
    ids.team = await createPublished(server, organizer, {
      game: 'valorant',
      name: 'Valorant Squads',
      settings: teamSettings(),
    });
    ids.console = await createPublished(server, organizer, {
      game: 'valorant',
      name: 'Console Night',
      mainInformation: { platforms: ['playstation5'] },
    });
    ids.canceled = await createPublished(server, organizer, { game: 'chess', name: 'Rained Out Cup' });
    expect((await call(server, 'POST', `/tournaments/${ids.canceled}/cancel`, { session: organizer })).status).toBe(
      200,
    );
    await sql`UPDATE tournaments SET promoted = true WHERE id = ${ids.solo}`.execute(server.database.handle.db);
    // The check-in tournament: registered through the API while registration is open, then its check-in opens.
    expect(
      (
        await call(server, 'POST', `/participants/${ids.checkIn}/registrations/solo`, {
          session: player,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    await setSchedule(server, ids.checkIn, scheduleAt('check-in'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('asks a visitor to log in or create an account instead of showing the tabs and Register', async () => {
    const page = await newPage();
    await open(page, `/tournaments/${ids.solo}`);
    await page.waitForSelector('[data-testid="visitor-prompt"]', { visible: true, timeout: TIMEOUT });
    const text = await bodyText(page);
    expect(text).toContain('Nova Chess Cup');
    await stateIs(page, 'Registration open');
    expect(text).toContain('0 / 25 players');
    expect(text).toContain('Be nice.');
    expect(await page.$('[role="tablist"]')).toBeNull();
    expect(await page.$(`xpath/${button('Register')}`)).toBeNull();
    expect(await page.$(`xpath/${button('Login')}[ancestor::*[@data-testid="visitor-prompt"]]`)).not.toBeNull();
    expect(
      await page.$(`xpath/${button('Create account')}[ancestor::*[@data-testid="visitor-prompt"]]`),
    ).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('a player registers solo through the modal, cancels, and checks in elsewhere', async () => {
    const page = await newPage();
    await signInAs(page, playerEmail);
    await open(page, `/tournaments/${ids.solo}`);
    await stateIs(page, 'Registration open');
    await page.waitForSelector('[role="tablist"]', { visible: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.body.innerText.includes('No participants yet'), {
      timeout: TIMEOUT,
      polling: POLL_MS,
    });

    // The form's own checks come first: nothing is sent until every field is right.
    await click(page, button('Register'));
    await click(page, button('Register', dialog));
    await page.waitForFunction(() => document.querySelectorAll('div[role="dialog"] [role="alert"]').length === 5, {
      timeout: TIMEOUT,
    });
    const alerts = await page.$$eval('div[role="dialog"] [role="alert"]', (items) =>
      items.map((item) => item.textContent),
    );
    expect(new Set(alerts)).toEqual(new Set(['This field is required.']));
    expect(await page.$eval('div[role="dialog"]', (element) => element.textContent)).toContain(
      'I am at least 13 years old',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await typeIntoDialog(page, 'Discord nickname', 'solo#1234');
    await typeIntoDialog(page, 'In-game nickname', 'SoloStar');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    expect(await page.$$('div[role="dialog"] [role="alert"]')).toHaveLength(0);
    await click(page, button('Register', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await stateIs(page, 'Registered');
    expect(await page.$eval('[data-testid="participant-count"]', (element) => element.textContent)).toBe(
      '1 / 25 players',
    );
    await page.waitForSelector(`[data-participant="Solo${suffix}"]`, { visible: true, timeout: TIMEOUT });
    const registered = await call(server, 'GET', '/tournaments/registered', { session: player });
    expect(registered.body.map((tournament: { name: string }) => tournament.name).sort()).toEqual([
      'Check-in Cup',
      'Nova Chess Cup',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Cancelling asks first, then frees the place.
    await click(page, button('Cancel registration'));
    await click(page, button('Yes, cancel registration', dialog));
    await stateIs(page, 'Registration open');
    expect(await page.$eval('[data-testid="participant-count"]', (element) => element.textContent)).toBe(
      '0 / 25 players',
    );
    expect((await call(server, 'GET', `/tournaments/${ids.solo}`, { session: player })).body.viewer.registration).toBe(
      'NONE',
    );

    // Registered meanwhile elsewhere (another tab, through the API): the server's refusal shows as the SPEC §8
    // banner, and the page reads the tournament again.
    await click(page, button('Register'));
    await typeIntoDialog(page, 'Discord nickname', 'solo#1234');
    await typeIntoDialog(page, 'In-game nickname', 'SoloStar');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    expect(
      (
        await call(server, 'POST', `/participants/${ids.solo}/registrations/solo`, {
          session: player,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    await click(page, button('Register', dialog));
    await page.waitForFunction(
      () => document.body.innerText.includes('You are already registered for this tournament.'),
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    await click(page, button('Cancel', dialog));
    await stateIs(page, 'Registered');

    // Check-in in the other tournament, whose check-in window is open now.
    await open(page, `/tournaments/${ids.checkIn}`);
    await stateIs(page, 'Check-in open');
    await click(page, button('Check in'));
    await stateIs(page, 'Checked in');
    await page.waitForSelector('xpath///*[@role="status" and contains(normalize-space(.), "Checked in")]', {
      visible: true,
      timeout: TIMEOUT,
    });
    expect(await page.$(`xpath/${button('Check in')}`)).toBeNull();
    expect(
      (await call(server, 'GET', `/tournaments/${ids.checkIn}`, { session: player })).body.viewer.registration,
    ).toBe('CHECKED_IN');
  });

  it('a captain registers a team choosing its players within the limits', async () => {
    const captain = await server.signUp(captainEmail, `Cap${suffix}`, PASSWORD);
    const mateA = await server.signUp(`mate-a-${suffix}@example.com`, `MateA${suffix}`);
    const mateB = await server.signUp(`mate-b-${suffix}@example.com`, `MateB${suffix}`);
    const team = await createTeam(server, captain, `Squad ${suffix}`);
    await addMember(server, captain, team.id, `mate-a-${suffix}@example.com`, mateA);
    await addMember(server, captain, team.id, `mate-b-${suffix}@example.com`, mateB);

    // A visitor keeps the page open meanwhile: it follows the registration live, without a reload.
    const watcher = await newPage();
    await open(watcher, `/tournaments/${ids.team}`);
    await watcher.waitForFunction(
      () => document.querySelector('[data-testid="participant-count"]')?.textContent === '0 / 25 teams',
      { timeout: TIMEOUT, polling: POLL_MS },
    );

    const page = await newPage();
    await signInAs(page, captainEmail);
    await open(page, `/tournaments/${ids.team}`);
    await stateIs(page, 'Registration open');
    await click(page, button('Register a team'));
    await page.waitForSelector(`div[role="dialog"] select[name="teamId"] option[value="${team.id}"]`, {
      timeout: TIMEOUT,
    });
    await page.select('div[role="dialog"] select[name="teamId"]', team.id);
    const playerBox = (nickname: string) => `xpath/${dialog}//label[normalize-space(.)="${nickname}"]//input`;
    await page.waitForSelector(playerBox(`MateB${suffix}`), { visible: true, timeout: TIMEOUT });
    expect(await bodyText(page)).toContain('Players (2 to 3)');

    // One player is too few for this tournament (2 to 3): the captain is told which team rule.
    await (await page.$(playerBox(`Cap${suffix}`)))!.click();
    await typeIntoDialog(page, 'Discord nickname', 'cap#0001');
    await typeIntoDialog(page, 'In-game nickname', 'CapStar');
    await tick(page, 'acceptedArenaTermsOfUse');
    await tick(page, 'acceptedTournamentTermsOfUse');
    await tick(page, 'isOldEnough');
    await click(page, button('Register team', dialog));
    await page.waitForFunction(
      () =>
        document
          .querySelector('div[role="dialog"]')
          ?.textContent?.includes('Choose at least 2 players: this tournament takes 2 to 3 players per team.'),
      { timeout: TIMEOUT, polling: POLL_MS },
    );

    await (await page.$(playerBox(`MateB${suffix}`)))!.click();
    await click(page, button('Register team', dialog));
    await page.waitForSelector('div[role="dialog"]', { hidden: true, timeout: TIMEOUT });
    await stateIs(page, 'Registered');
    expect(await page.$eval('[data-testid="participant-count"]', (element) => element.textContent)).toBe(
      '1 / 25 teams',
    );
    await page.waitForSelector(`[data-participant="Squad ${suffix}"]`, { visible: true, timeout: TIMEOUT });
    await watcher.waitForFunction(
      () => document.querySelector('[data-testid="participant-count"]')?.textContent === '1 / 25 teams',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    const participants = await call(server, 'GET', `/tournaments/${ids.team}/participants`, { session: captain });
    expect(participants.status).toBe(200);
    const members = participants.body[0].members.map((member: { id: string }) => member.id).sort();
    expect(members).toEqual([await userId(server, captain), await userId(server, mateB)].sort());

    // A player of the team who is not its captain sees the team registered, and that the captain acts for it.
    const mate = await newPage();
    await signInAs(mate, `mate-b-${suffix}@example.com`);
    await open(mate, `/tournaments/${ids.team}`);
    await stateIs(mate, 'Registered');
    await mate.waitForFunction(
      () => document.body.innerText.includes('Your team captain checks the team in and manages its registration.'),
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(await mate.$(`xpath/${button('Cancel registration')}`)).toBeNull();
    expect(await mate.$(`xpath/${button('Register a team')}`)).toBeNull();
  });

  it('filters the list by game, status and platform in the address, and shows the promoted strip', async () => {
    const page = await newPage();
    await open(page, `/tournaments`);
    await page.waitForSelector('[data-testid="promoted-tournament-card"]', { visible: true, timeout: TIMEOUT });
    expect(await cardNames(page, 'promoted-tournament-card')).toEqual(['Nova Chess Cup']);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-card"]').length === 5, {
      timeout: TIMEOUT,
    });
    expect(await cardNames(page)).toEqual([
      'Check-in Cup',
      'Console Night',
      'Nova Chess Cup',
      'Rained Out Cup',
      'Valorant Squads',
    ]);

    await page.select('select[name="platform"]', 'playstation5');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('platform') === 'playstation5', {
      timeout: TIMEOUT,
    });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-card"]').length === 1, {
      timeout: TIMEOUT,
    });
    expect(await cardNames(page)).toEqual(['Console Night']);

    await page.select('select[name="platform"]', '');
    await page.select('select[name="status"]', 'canceled');
    await page.waitForFunction(() => location.search === '?status=canceled', { timeout: TIMEOUT, polling: POLL_MS });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-card"]').length === 1, {
      timeout: TIMEOUT,
    });
    expect(await cardNames(page)).toEqual(['Rained Out Cup']);
    expect(await page.$eval('[data-testid="tournament-card"]', (card) => card.textContent)).toContain('Canceled');

    // Filters survive a reload and combine with the game.
    await open(page, `/tournaments?game=valorant&status=published`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-card"]').length === 2, {
      timeout: TIMEOUT,
    });
    expect(await cardNames(page)).toEqual(['Console Night', 'Valorant Squads']);
    expect(await page.$eval('select[name="status"]', (select) => select.value)).toBe('published');
  });
});
