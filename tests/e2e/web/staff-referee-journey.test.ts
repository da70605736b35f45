// Issue 26 §3 in real Chromium: the owner makes an organizer a referee on the organization's Members card; two
// players report conflicting results (through the API); the referee opens round management, sees no Pause or Skip,
// resolves the dispute in the match dialog (no Disqualify there), and the audit trail says who did it, as referee.
// Set ARENA_SCREENSHOT_DIR to keep PNGs of the members card and the referee's match dialog (1280 and 360 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationMember } from '../../../src/contract/organizations.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call, userId } from '../../api/teams/people-kit.js';
import { HOUR, at, brackets, reportWin, type PlayTournament } from '../../api/matches/play-kit.js';
import { button, click, dialog, waitForText } from '../support/page-actions.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, matchAt, seedsOf } from '../support/play-journey.js';

describe.each(journeyEngines(import.meta.url))('a staff referee resolves a dispute in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  // Round 1 starts a minute from now: the countdowns read sensibly.
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let players: JourneyPlayer[];
  let t: PlayTournament;
  let referee: Session;
  let refereeId: string;
  let organizationId: string;
  const refereeName = `Ref${suffix}`;

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Staff',
      letter: 'S',
      count: 2,
      rounds: 1,
      format: {},
    }));
    referee = await server.signUp(`ref-${suffix}@example.com`, refereeName);
    refereeId = await userId(server, referee);
    organizationId = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization.id;
    const added = await call(server, 'POST', `/organizations/${organizationId}/members`, {
      session: organizer,
      json: { email: `ref-${suffix}@example.com` },
    });
    expect(added.status).toBe(200);
    clock.set(at.roundStarted(t.t0, 0));
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('the owner makes an organizer a referee on the Members card', async () => {
    const page = await web.as(organizer, '/my-organization');
    const select = `select[data-testid="member-role"][data-member="${refereeName}"]`;
    await page.waitForSelector(select, { timeout: 30_000 });
    await page.select(select, 'REFEREE');
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLSelectElement>(selector)?.value === 'REFEREE',
      {},
      select,
    );
    await expect
      .poll(async () => {
        const members = await call<OrganizationMember[]>(server, 'GET', `/organizations/${organizationId}/members`, {
          session: organizer,
        });
        return members.body.find((member) => member.userId === refereeId)?.role;
      })
      .toBe('REFEREE');
    await web.shoot(page, 'staff-members-card');
  });

  it('the referee resolves a dispute in round management; the audit trail names them as referee', async () => {
    const b = await brackets(server, t.id, organizer);
    const match = matchAt(b, 0, 0);
    const [a, c] = seedsOf(match);
    const sessionOf = (seed: number) =>
      players.find((p) => p.id === b.entrants.find((entrant) => entrant.seed === seed)!.captainId)!;
    await reportWin(server, t.id, match, sessionOf(a).session, a, a);
    const conflicting = await reportWin(server, t.id, match, sessionOf(c).session, c, c);
    expect(conflicting.status).toBe(200);
    expect(matchAt(await brackets(server, t.id, organizer), 0, 0).status).toBe('DISPUTED');

    const page = await web.as(referee, `/create-tournament/${t.id}?section=round-management&round=0`);
    const row = `//tr[@data-testid="round-match-row"][@data-status="DISPUTED"]`;
    await page.waitForSelector(`xpath/${row}`, { timeout: 30_000 });
    // What a referee may not do is not offered (the server refuses it too).
    const visible = async (label: string) =>
      page.$$eval(`xpath/${button(label)}`, (found) =>
        found.some((node) => (node as HTMLElement).offsetParent !== null),
      );
    expect(await visible('Pause')).toBe(false);
    expect(await visible('Publish')).toBe(false);
    expect(await visible('Cancel tournament')).toBe(false);

    await click(page, button('Resolve', row));
    await page.waitForSelector('[data-testid="match-dialog"]');
    expect(await page.$(`xpath/${dialog}//button[starts-with(normalize-space(.), "Disqualify")]`)).toBeNull();
    await click(page, `${dialog}//label[contains(., "${sessionOf(c).name}")]/input[@type="radio"]`);
    await page.type('div[role="dialog"] textarea', 'Both players showed me the last game: it went to the second.');
    await web.shoot(page, 'staff-referee-match-dialog');
    await click(page, button('Set result', dialog));
    await waitForText(page, '[data-testid="match-dialog"]', 'Result saved.');
    await waitForText(page, '[data-testid="audit-trail"]', `Result set by ${refereeName} (referee)`);
    await web.shoot(page, 'staff-referee-audit-trail');
    expect(matchAt(await brackets(server, t.id, organizer), 0, 0)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'ORGANIZER',
      winnerSeed: c,
    });
  });
});
