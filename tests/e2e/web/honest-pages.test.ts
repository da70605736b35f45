// Issue 16 in a real browser against the real server: pages that tell the truth and forms that say what is
// wrong. The organizer's overview counts what exists and lists what needs attention; the administration page
// follows the tournament's phase; a disqualified player is told so and why; a captain sees "Captain"; a team
// too small is named as such; the admin search keeps every keystroke; an avatar refusal sits at its field and
// clears; tournament cards show art, dates, format and prize; the header's schedule leaves no empty column,
// a 1920 px banner stays short; the admin's navigation fits one line at 1280 px; the sign-in pages draw the
// app's logo. Phases are placed by rewriting the schedule (the clock) and the scheduler's disqualification by
// its one-row update (tests/api/tournaments/phase-transitions.test.ts runs the scheduler itself).
// Set ARENA_SCREENSHOT_DIR to keep a PNG of each screen at 1280 and 360 px.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { journeyEngines } from '../support/journey-engine.js';
import { addMember, call, createTeam, png, setRole, userId } from '../../api/teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  format,
  futureSchedule,
  mainInformation,
  makeOrganizer,
  saveSection,
  scheduleAt,
  setSchedule,
  settings,
  soloBody,
  teamSettings,
} from '../../api/tournaments/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signIn } from '../support/sign-in.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 20_000;
const PASSWORD = 'correct-horse-battery';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const SHOTS = process.env.ARENA_SCREENSHOT_DIR;

/** Seeding is on now: registration and check-in are over, the first round starts in 30 minutes. */
function seedingSchedule(now = Date.now()) {
  return {
    registration: { start: iso(now - 3 * HOUR), end: iso(now - 2 * HOUR) },
    checkIn: { start: iso(now - 2 * HOUR), end: iso(now - 10 * MINUTE) },
    seeding: { start: iso(now - 10 * MINUTE), end: iso(now + 20 * MINUTE) },
    rounds: [{ start: iso(now + 30 * MINUTE), end: iso(now + 90 * MINUTE) }],
  };
}

function mediaForm(kind: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'art.png');
  return form;
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe.each(journeyEngines(import.meta.url))('pages that tell the truth (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  const contexts: BrowserContext[] = [];
  let organizer: Session;
  let player: Session;
  let captain: Session;
  let imageDir: string;
  const ids: Record<string, string> = {};
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;

  async function newPage(width = 1280, height = 900): Promise<Page> {
    const context = await browser.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width, height });
    return page;
  }

  // The app keeps one live-update stream open, so "network idle" allows two connections.
  async function open(page: Page, path: string) {
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle2' });
  }

  const signInAs = (page: Page, who: string, path: string) => signIn(page, server.baseUrl, email(who), PASSWORD, path);

  /** Keeps a full-page PNG of the screen at its width, and at 360 px, when ARENA_SCREENSHOT_DIR is set. */
  async function shoot(page: Page, name: string) {
    if (!SHOTS) return;
    const viewport = page.viewport()!;
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
    await page.setViewport({ width: 360, height: 780 });
    await new Promise((done) => setTimeout(done, 300));
    await page.screenshot({ path: join(SHOTS, `${name}-360.png`), fullPage: true });
    await page.setViewport(viewport);
  }

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine);
    imageDir = await mkdtemp(join(tmpdir(), 'arena-images-'));
    organizer = await server.signUp(email('org'), `Org${suffix}`, PASSWORD);
    await makeOrganizer(server, organizer, `Nova Honest ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    await addGame(server, 'valorant', 'Valorant');
    player = await server.signUp(email('player'), `Solo${suffix}`, PASSWORD);
    captain = await server.signUp(email('captain'), `Kai${suffix}`, PASSWORD);
    const owner = await server.signUp(email('owner'), `Oscar${suffix}`, PASSWORD);
    await server.signUp(email('admin'), `Admin${suffix}`, PASSWORD);
    await setRole(server, email('admin'), 'admin');
    for (const name of ['Orbit League', 'Pixel Masters']) {
      const someone = await server.signUp(
        email(name.split(' ')[0].toLowerCase()),
        `${name.split(' ')[0]}${suffix}`,
        PASSWORD,
      );
      await makeOrganizer(server, someone, `${name} ${suffix}`);
    }

    // A tournament with art (hero, a 1920 × 1100 top banner), uploaded while it is a draft, and a prize pool
    // (written directly: escrowing it is the wizard suite's business).
    ids.art = await createDraft(server, organizer, 'chess', 'Art Cup');
    const upload = async (kind: string, bytes: Buffer) =>
      (
        await call(server, 'POST', `/tournaments/${ids.art}/media`, {
          session: organizer,
          form: mediaForm(kind, bytes),
        })
      ).body.url as string;
    const hero = await upload('hero', await png(1200, 500));
    const banner = await upload('banner', await png(1920, 1100));
    const banners = [
      { name: 'Big', brand: 'Nova', link: 'https://nova.example', imageUrl: banner, position: 'TOP_BANNER' },
    ];
    await saveSection(
      server,
      organizer,
      ids.art,
      'main-information',
      mainInformation({ name: 'Art Cup', heroArt: { url: hero, mediaType: 'image' }, banners }),
    );
    await saveSection(server, organizer, ids.art, 'settings', settings());
    await saveSection(server, organizer, ids.art, 'format', format());
    await saveSection(server, organizer, ids.art, 'schedule', futureSchedule());
    expect((await call(server, 'POST', `/tournaments/${ids.art}/publish`, { session: organizer })).status).toBe(200);
    await setSchedule(server, ids.art, scheduleAt('registration'));
    const prizepool = {
      rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '1500.5', uniqs: [{ factoryId: '7', quantity: 2 }] }],
    };
    await sql`UPDATE tournaments SET prizepool = ${JSON.stringify(prizepool)}::jsonb WHERE id = ${ids.art}`.execute(
      server.database.handle.db,
    );

    // The no-show: registered, did not check in, disqualified when check-in closed; seeding is on now.
    ids.seeding = await createPublished(server, organizer, { game: 'chess', name: 'Seeding Cup' });
    expect(
      (
        await call(server, 'POST', `/participants/${ids.seeding}/registrations/solo`, {
          session: player,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    await setSchedule(server, ids.seeding, seedingSchedule());
    await sql`UPDATE tournament_registrations SET status = 'DISQUALIFIED' WHERE tournament_id = ${ids.seeding} AND status = 'REGISTERED'`.execute(
      server.database.handle.db,
    );

    ids.draft = await createDraft(server, organizer, 'chess', 'Unfinished Draft');

    // A team tournament taking 2 to 3 players; the captain's team has only them and its owner is elsewhere.
    ids.team = await createPublished(server, organizer, {
      game: 'valorant',
      name: 'Squad Cup',
      settings: teamSettings(),
    });
    const team = await createTeam(server, owner, `Lonely ${suffix}`);
    await addMember(server, owner, team.id, email('captain'), captain);
    expect(
      (
        await call(server, 'PUT', `/teams/${team.id}/captain`, {
          session: owner,
          json: { memberId: await userId(server, captain) },
        })
      ).status,
    ).toBe(200);
    ids.soloTeam = (await createTeam(server, captain, `Solo Squad ${suffix}`)).id;

    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
    if (imageDir) await rm(imageDir, { recursive: true, force: true });
  });

  it('Your Organization counts what exists, lists what needs attention, and shows each list once', async () => {
    const page = await newPage();
    await signInAs(page, 'org', '/my-organization');
    await page.waitForSelector('[data-testid="organization-counts"]', { visible: true, timeout: TIMEOUT });
    await page.waitForSelector('[data-tournament="Art Cup"]', { visible: true, timeout: TIMEOUT });
    const text = await bodyText(page);
    expect(text).not.toMatch(/No (tournaments|participants|leaderboards) yet/);
    const tiles = await page.$$eval('[data-testid="organization-counts"] > div', (items) =>
      items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
    );
    expect(tiles).toEqual([
      ['Tournaments', '4'],
      ['Participants', '0'],
      ['Leaderboards', '0'],
      ['Uniq factories', '0'],
    ]);
    const attention = await page.$$eval('[data-attention]', (items) =>
      items.map((item) => [item.getAttribute('data-attention'), item.querySelector('strong')?.textContent]),
    );
    expect(attention).toEqual([['DRAFT_NOT_PUBLISHED', 'Unfinished Draft']]);
    // The tournaments are listed in the tab only, not a second time above it.
    expect(await page.$$eval('[data-tournament="Art Cup"]', (rows) => rows.length)).toBe(1);
    await shoot(page, 'organization-overview');
  });

  it('the administration page says seeding is on, not that players can register', async () => {
    const page = await newPage();
    await signInAs(page, 'org', `/create-tournament/${ids.seeding}`);
    await page.waitForSelector('[data-testid="published-message"]', { visible: true, timeout: TIMEOUT });
    const message = await page.$eval('[data-testid="published-message"]', (element) => element.textContent ?? '');
    expect(message).toMatch(/^Check-in is closed\. Seeding until /);
    expect(message).not.toContain('can register');
  });

  it('a disqualified player sees Disqualified on their badge and why; the header leaves no empty column', async () => {
    const page = await newPage();
    await signInAs(page, 'player', '/my-profile');
    await open(page, `/tournaments/${ids.seeding}`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tournament-state"]')?.textContent === 'Disqualified',
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(await page.$eval('[data-testid="disqualification"]', (element) => element.textContent)).toBe(
      'You were disqualified because you did not check in before check-in closed.',
    );
    // The schedule takes the header's whole width, its phases side by side.
    const widths = await page.evaluate(() => {
      const header = document.querySelector('main header') as HTMLElement;
      const schedule = [...header.querySelectorAll('dt')].find((dt) => dt.textContent === 'Schedule')!.parentElement!;
      return {
        header: header.getBoundingClientRect().width,
        schedule: schedule.getBoundingClientRect().width,
        height: schedule.getBoundingClientRect().height,
      };
    });
    expect(widths.schedule).toBeGreaterThan(widths.header * 0.9);
    expect(widths.height).toBeLessThan(200);
    await shoot(page, 'disqualified-player');
  });

  it('tournament cards show art, dates, format and prize; a 1920 px banner stays short', async () => {
    const page = await newPage();
    await open(page, '/tournaments');
    const card = 'xpath///li[@data-testid="tournament-card"][.//h3[normalize-space(.)="Art Cup"]]';
    await page.waitForSelector(card, { visible: true, timeout: TIMEOUT });
    const facts = await page.$eval(card, (item) => ({
      art: item.querySelector<HTMLImageElement>('[data-testid="card-art"]')?.naturalWidth ?? 0,
      labels: [...item.querySelectorAll('dt')].map((dt) => dt.textContent),
      prize: item.querySelector('[data-testid="card-prize"]')?.textContent,
      text: (item as HTMLElement).innerText,
    }));
    expect(facts.art).toBeGreaterThan(0);
    expect(facts.labels).toEqual(['Starts', 'Registration', 'Format', 'Prize pool']);
    expect(facts.prize).toBe('1500.5 UOS + 2 Uniqs');
    expect(facts.text).toContain('Single elimination · Solo');
    await shoot(page, 'tournament-cards');

    await open(page, `/tournaments/${ids.art}`);
    const bannerImage = await page.waitForSelector('ul[aria-label="Sponsors"] img', {
      visible: true,
      timeout: TIMEOUT,
    });
    await page.waitForFunction(
      (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
      { timeout: TIMEOUT, polling: POLL_MS },
      bannerImage!,
    );
    const height = await bannerImage!.evaluate((image) => image.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(180);
    await shoot(page, 'tournament-header');
  });

  it('a captain sees Captain on their team, and a team too small is named as such', async () => {
    const page = await newPage();
    await signInAs(page, 'captain', '/my-profile');
    await open(page, '/my-profile?tab=teams');
    const lonely = `xpath///*[@data-team="Lonely ${suffix}"]`;
    await page.waitForSelector(lonely, { visible: true, timeout: TIMEOUT });
    expect(
      await page.$eval(lonely, (card) =>
        [...card.querySelectorAll('[data-testid="team-role"]')].map((badge) => badge.textContent),
      ),
    ).toEqual(['Captain']);
    expect(
      await page.$eval(`xpath///*[@data-team="Solo Squad ${suffix}"]`, (card) =>
        [...card.querySelectorAll('[data-testid="team-role"]')].map((badge) => badge.textContent),
      ),
    ).toEqual(['Owner', 'Captain']);
    await shoot(page, 'captain-teams');

    await open(page, `/tournaments/${ids.team}`);
    await click(page, button('Register a team'));
    await page.waitForSelector(`div[role="dialog"] select[name="teamId"] option[value="${ids.soloTeam}"]`, {
      timeout: TIMEOUT,
    });
    await page.select('div[role="dialog"] select[name="teamId"]', ids.soloTeam);
    await page.waitForSelector('[data-testid="team-rule"]', { visible: true, timeout: TIMEOUT });
    expect(await page.$eval('[data-testid="team-rule"]', (element) => element.textContent)).toBe(
      'Your team has 1 member; this tournament needs at least 2 players per team.',
    );
    await click(page, button('Cancel', dialog));
  });

  it('the admin search keeps every keystroke typed at normal speed, and the navigation fits one line', async () => {
    const page = await newPage();
    await signInAs(page, 'admin', '/admin-management');
    const search = await page.waitForSelector('input[type="search"]', { visible: true, timeout: TIMEOUT });
    // About 8 characters a second, as people type; then again with no pause at all.
    await search!.type('orbit', { delay: 120 });
    expect(await search!.evaluate((input) => input.value)).toBe('orbit');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('search') === 'orbit', {
      timeout: TIMEOUT,
    });
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, {
      timeout: TIMEOUT,
      polling: POLL_MS,
    });
    expect(await page.$eval('table tbody tr', (row) => row.textContent)).toContain(`Orbit League ${suffix}`);
    await search!.click({ clickCount: 3 });
    await page.keyboard.press('Backspace');
    await search!.type('pixel masters', { delay: 0 });
    expect(await search!.evaluate((input) => input.value)).toBe('pixel masters');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('search') === 'pixel masters', {
      timeout: TIMEOUT,
    });

    // Every link of the main navigation sits on one line at 1280 px.
    const tops = await page.$$eval('nav[aria-label="Main"] a', (links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThan(3);
    expect(new Set(tops).size).toBe(1);
    const headerHeight = await page.$eval('header', (header) => header.getBoundingClientRect().height);
    expect(headerHeight).toBeLessThan(90);
    await shoot(page, 'admin-management');
  });

  it('an avatar refusal shows at the picture field, not as a banner, and clears after a good upload', async () => {
    const small = join(imageDir, 'small.png');
    const good = join(imageDir, 'good.png');
    await writeFile(small, await png(16, 16));
    await writeFile(good, await png(256, 256));
    const page = await newPage();
    await signInAs(page, 'player', '/my-profile');
    await open(page, '/my-profile?tab=user-info');
    const input = await page.waitForSelector('input[name="profilePicture"]', { timeout: TIMEOUT });
    await input!.uploadFile(small);
    await click(page, button('Upload picture'));
    const fieldError = 'xpath///fieldset[legend[normalize-space(.)="Profile picture"]]//*[@role="alert"]';
    await page.waitForSelector(fieldError, { visible: true, timeout: TIMEOUT });
    expect(await page.$eval(fieldError, (element) => element.textContent)).toBe(
      'This picture is too small. Please use one of at least 128 × 128 pixels.',
    );
    // Only at the field: no page banner repeats it.
    expect(
      await page.$$eval(
        '[role="alert"]',
        (alerts) => alerts.filter((alert) => alert.textContent?.includes('too small')).length,
      ),
    ).toBe(1);
    await shoot(page, 'avatar-error');

    await input!.uploadFile(good);
    await click(page, button('Upload picture'));
    await page.waitForFunction(() => document.body.innerText.includes('Your new picture is saved.'), {
      timeout: TIMEOUT,
    });
    expect(await bodyText(page)).not.toContain('too small');
  });

  it('the sign-in pages draw the same logo as the app', async () => {
    const page = await newPage();
    await open(page, '/tournaments');
    const appLogo = await page.$eval('header a[aria-label^="Arena"]', (logo) =>
      [...logo.querySelectorAll('svg path')].map((path) => path.getAttribute('d')),
    );
    await open(page, '/my-profile');
    await page.waitForFunction(() => window.location.pathname.includes('/idp/'), { timeout: 30_000, polling: POLL_MS });
    const idpLogo = await page.$$eval('.brand svg path', (paths) => paths.map((path) => path.getAttribute('d')));
    expect(appLogo.length).toBe(2);
    expect(idpLogo).toEqual(appLogo);
    expect(await page.$eval('.brand', (brand) => (brand as HTMLElement).innerText.trim())).toBe('ARENA');
    await shoot(page, 'idp-sign-in');
  });
});
