// Issue 26 §2 in real Chromium against the app `npm start` builds (in-process, on a ManualClock). The organizer
// picks the pace, its break and the prize at the finish in the wizard's schedule step. Then a 4-player single
// elimination whose rounds start as soon as ready, with a 10-minute break and the prize paid at the finish: the
// semifinals are reported within minutes; the finalist's open page (never reloaded) shows the final moved to after
// the break, with its countdown and no way to report yet, then opens it live when the break is over. The final is
// reported in the modal and confirmed, and the prize reaches the champion's wallet at once, more than half an hour
// before the final's planned start. Time moves on the clock and `runDueWork()` runs the sweeps.
// Then the finalist reads the tournament's mails in the dev mailbox and turns "Your match is ready" e-mails off by the
// mail's own link (issue 26 §4), which the profile's choices then show.
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the schedule step and of the match card before and after the final opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { BracketsView } from '../../../src/contract/matches.js';
import { ChainClient } from '../../../src/chain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { linkWallet, type LinkedWallet } from '../../support/wallet-kit.js';
import { call, userId } from '../../api/teams/people-kit.js';
import {
  addGame,
  createDraft,
  format,
  mainInformation,
  makeOrganizer,
  saveSection,
  settings,
  soloBody,
} from '../../api/tournaments/tournament-kit.js';
import {
  HOUR,
  MINUTE,
  at,
  brackets,
  playSchedule,
  publishPlayable,
  reportWin,
  type PlayTournament,
} from '../../api/matches/play-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, dialog, POLL_MS } from '../support/page-actions.js';
import { JourneyBrowser, finalOf, matchAt, seedsOf, waitForText } from '../support/play-journey.js';

const CARD = '[data-testid="match-card"]';
const STATE = '[data-testid="tournament-state"]';
const BREAK_MINUTES = 10;
const SCHEDULE_FORM = '//form[@data-section-form="schedule"]';

describe.each(journeyEngines(import.meta.url))('rounds as soon as ready in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  // Round 1 starts a minute from now: the countdowns the browser draws read sensibly.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (who: string) => `${who}-${suffix}@example.com`;
  let organizer: Session;
  let t: PlayTournament;
  const people = new Map<string, { session: Session; name: string; wallet: LinkedWallet }>();
  const players: Session[] = [];
  let chain: ChainClient;

  const view = () => brackets(server, t.id, organizer);
  const personOfSeed = (b: BracketsView, seed: number) =>
    people.get(b.entrants.find((entrant) => entrant.seed === seed)!.captainId)!;
  const plannedStart = (r: number) => t.t0 + 3.5 * HOUR + r * HOUR;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer(engine, {}, { clock });
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(email('org'), `Org${suffix}`);
    await makeOrganizer(server, organizer, `Pace Events ${suffix}`);
    await addGame(server, 'chess', 'Chess');
    const wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const name = `P${i}${suffix}`;
      const session = await server.signUp(email(`p${i}`), name);
      players.push(session);
      people.set(await userId(server, session), { session, name, wallet: await linkWallet(server, session) });
    }
    t = await publishPlayable(server, organizer, clock, {
      name: `Pace Cup ${suffix}`,
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION' },
      schedule: {
        ...playSchedule(clock.now(), 2),
        roundStart: 'AS_SOON_AS_READY',
        roundBreakMinutes: BREAK_MINUTES,
        prizeDistribution: 'AT_FINISH',
      },
      prizes: { wallet, prizepool: { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '25', uniqs: [] }] } },
    });
    clock.set(at.registrationOpen(t.t0));
    for (const player of players) {
      const answer = await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
        session: player,
        json: soloBody(),
      });
      expect(answer.status).toBe(200);
    }
    clock.set(at.checkInOpen(t.t0));
    for (const player of players)
      expect((await call(server, 'POST', `/participants/${t.id}/check-in`, { session: player })).status).toBe(200);
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    web = await JourneyBrowser.launch(server);
  }, 180_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('offers the pace, its break and the prize at the finish in the wizard’s schedule step', async () => {
    const id = await createDraft(server, organizer, 'chess', `Wizard Pace ${suffix}`);
    await saveSection(server, organizer, id, 'main-information', mainInformation({ name: `Wizard Pace ${suffix}` }));
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    const page = await web.as(organizer, `/create-tournament/${id}`);
    await click(page, `//nav[@aria-label="Tournament sections"]//button[@data-section="schedule"]`);
    await page.waitForSelector('section[data-current-section="schedule"]', { timeout: 30_000 });
    await click(page, button('Use recommended dates', SCHEDULE_FORM));
    // The break is asked for only once rounds start as soon as ready.
    expect(await page.$('[name="roundBreakMinutes"]')).toBeNull();
    await page.select('[name="roundStart"]', 'AS_SOON_AS_READY');
    const breakInput = await page.waitForSelector('[name="roundBreakMinutes"]', { visible: true });
    await breakInput!.type('5');
    await page.select('[name="prizeDistribution"]', 'AT_FINISH');
    await web.shoot(page, 'asap-wizard-schedule');
    await click(page, button('Save section', SCHEDULE_FORM));
    await page.waitForFunction(
      () => document.querySelector('button[data-section="schedule"] [data-section-state]')?.textContent === 'Saved',
      { timeout: 30_000, polling: POLL_MS },
    );
    const saved = await call(server, 'GET', `/tournaments/${id}`, { session: organizer });
    expect(saved.body.schedule).toMatchObject({
      roundStart: 'AS_SOON_AS_READY',
      roundBreakMinutes: 5,
      prizeDistribution: 'AT_FINISH',
    });
  });

  let finalist: Page;
  let finalistSeed: number;
  let resolvedAt: number;

  it('moves the final to ten minutes after the semifinals end, shown live on the finalist’s card', async () => {
    clock.set(plannedStart(0) + 2 * MINUTE);
    const b = await view();
    const semi = matchAt(b, 0, 0);
    // The better seed wins every semifinal: this page's player reaches the final.
    finalistSeed = Math.min(...seedsOf(semi));
    finalist = await web.as(personOfSeed(b, finalistSeed).session, `/tournaments/${t.id}`);
    await waitForText(finalist, CARD, 'Semifinals');
    // Both semifinals reported by their players within minutes (the API stands in for the other pages).
    clock.set(plannedStart(0) + 6 * MINUTE);
    resolvedAt = clock.now();
    for (const match of b.matches.filter((m) => m.roundIndex === 0)) {
      const seeds = seedsOf(match);
      const best = Math.min(...seeds);
      for (const seed of seeds)
        expect((await reportWin(server, t.id, match, personOfSeed(b, seed).session, seed, best)).status).toBe(200);
    }
    await server.runDueWork();
    const after = await view();
    expect(Date.parse(after.rounds[1].startsAt!)).toBe(resolvedAt + BREAK_MINUTES * MINUTE);
    expect(Date.parse(after.rounds[1].startsAt!)).toBeLessThan(plannedStart(1));
    // The open page, not reloaded, moves on to the final: not open yet, with the countdown to its new start.
    await waitForText(finalist, CARD, 'Final');
    await waitForText(finalist, CARD, 'Round starts in');
    expect(await finalist.$$eval('button', (els) => els.map((el) => el.textContent))).not.toContain('Submit results');
    await web.shoot(finalist, 'asap-final-waiting');
  });

  it('opens the final live when the break is over, and pays the prize the moment it is decided', async () => {
    clock.set(resolvedAt + BREAK_MINUTES * MINUTE);
    await server.runDueWork();
    await finalist.waitForSelector(`xpath///button[normalize-space(.)="Submit results"]`, { timeout: 30_000 });
    await web.shoot(finalist, 'asap-final-open');
    const b = await view();
    const final = finalOf(b);
    const [champion, runnerUp] = seedsOf(final).sort((x, y) => x - y);
    const before = await chain.getCurrencyBalance(personOfSeed(b, champion).wallet.accountName);
    clock.advance(4 * MINUTE);
    await click(finalist, button('Submit results'));
    await finalist.waitForSelector('div[role="dialog"] [data-testid="duel-game-row"]');
    const inputs = await finalist.$$('div[role="dialog"] input[inputmode="numeric"]');
    const won = finalistSeed === champion;
    await inputs[0].type(won ? '2' : '0');
    await inputs[1].type(won ? '0' : '2');
    await click(finalist, button('Submit results', dialog));
    await finalist.waitForFunction(() => !document.querySelector('div[role="dialog"]'), {
      timeout: 30_000,
      polling: POLL_MS,
    });
    const other = won ? runnerUp : champion;
    const confirm = await reportWin(server, t.id, final, personOfSeed(b, other).session, other, champion);
    expect(confirm.status).toBe(200);
    await server.runDueWork();
    await waitForText(finalist, STATE, won ? '1st place' : '2nd place');
    const payouts = await call(server, 'GET', `/tournaments/${t.id}/payouts`, { session: organizer });
    expect(payouts.body.status).toBe('COMPLETE');
    expect(await chain.getCurrencyBalance(personOfSeed(b, champion).wallet.accountName)).toBe(before + 25n * 10n ** 8n);
    // Decided 40 minutes into the tournament: the final was planned to start more than an hour later.
    expect(plannedStart(1) - clock.now()).toBeGreaterThan(HOUR / 2);
  });

  it('mails the finalist what happened, and the mail’s own link turns one kind of e-mail off', async () => {
    // Issue 26 §4: the digest's two minutes pass, then the finalist opens their mail (the dev mailbox).
    clock.advance(3 * MINUTE);
    await server.runDueWork();
    await server.runDueWork();
    const b = await view();
    const address = email(`p${players.indexOf(personOfSeed(b, finalistSeed).session)}`);
    await finalist.goto(`${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(address)}`, {
      waitUntil: 'networkidle0',
    });
    const mailbox = await finalist.evaluate(() => document.body.innerText);
    expect(mailbox).toContain(`Pace Cup ${suffix}: Your round 2 match is ready`);
    expect(mailbox).toContain(`Pace Cup ${suffix}: The tournament you registered for has started.`);
    await web.shoot(finalist, 'asap-mailbox');
    // The link that follows 'Stop e-mails about "Your match is ready"' in the newest mail that has one.
    const stop = await finalist.evaluateHandle(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('pre a[href*="/unsubscribe?token="]')].find((link) =>
        link.previousSibling?.textContent?.endsWith('Stop e-mails about "Your match is ready": '),
      ),
    );
    const link = stop.asElement();
    expect(link).not.toBeNull();
    await Promise.all([
      finalist.waitForNavigation({ waitUntil: 'networkidle0' }),
      (link as unknown as { click(): Promise<void> }).click(),
    ]);
    await waitForText(finalist, 'h1', 'You are unsubscribed');
    await waitForText(finalist, 'main', 'Arena will no longer e-mail you about “Your match is ready”.');
    await web.shoot(finalist, 'asap-unsubscribed');
    // The choices on the profile say so: that kind's e-mail off, its in-app notice and the other kinds untouched.
    await click(finalist, '//a[normalize-space(.)="Choose your notifications"]');
    const matchReadyMail = 'input[aria-label="Your match is ready: by e-mail"]';
    await finalist.waitForSelector(matchReadyMail, { visible: true, timeout: 30_000 });
    const ticked = (selector: string) => finalist.$eval(selector, (box) => (box as HTMLInputElement).checked);
    expect(await ticked(matchReadyMail)).toBe(false);
    expect(await ticked('input[aria-label="Your match is ready: in the app"]')).toBe(true);
    expect(await ticked('input[aria-label="Your opponent reported a score: by e-mail"]')).toBe(true);
  });
});
