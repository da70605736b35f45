// Issue 29 §1 in real Chromium: a team owner who has sent the day's invitations (spent through the API) tries one
// more on the team's invite form and reads the limit next to the field; nothing is sent. Set ARENA_SCREENSHOT_DIR
// to keep the form at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ERROR_CATALOGUE } from '../../../src/contract/error-catalogue.js';
import { MAIL_QUOTA_LIMITS } from '../../../src/domain/mail-quota.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, createTeam } from '../../api/teams/people-kit.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, textAppears } from '../support/page-actions.js';
import { JourneyBrowser } from '../support/play-journey.js';

// PGlite only: tests/api/teams/mail-limits.test.ts covers the limits on both engines.
describe('the invite form at the daily mail limit', () => {
  const clock = new ManualClock();
  const suffix = Math.random().toString(36).slice(2, 7);
  const teamName = `Limit Crew ${suffix}`;
  let server: TestServer;
  let web: JourneyBrowser;
  let owner: Session;
  let teamId: string;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite', {}, { clock });
    owner = await server.signUp(`limit-owner-${suffix}@example.com`, `LimitOwner${suffix}`);
    teamId = (await createTeam(server, owner, teamName)).id;
    for (let i = 0; i < MAIL_QUOTA_LIMITS.SENDER; i++) {
      const invited = await call(server, 'PUT', `/teams/${teamId}/member-invite`, {
        session: owner,
        json: { email: `friend-${i}-${suffix}@example.com` },
      });
      expect(invited.status).toBe(200);
    }
    web = await JourneyBrowser.launch(server);
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
  });

  it('shows the limit on the form and sends nothing', async () => {
    const page = await web.as(owner, '/my-profile?tab=teams');
    const card = `//div[@data-team="${teamName}"]`;
    await click(page, button('Manage', card));
    const input = await page.waitForSelector(`xpath/${card}//input[@name="email"]`, { visible: true });
    await input!.type(`one-more-${suffix}@example.com`);
    await click(page, button('Send invitation', card));
    await textAppears(page, ERROR_CATALOGUE['MAIL-LIMIT-REACHED']);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Invitation sent to');
    const mails = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM dev_mailbox WHERE recipient = ${`one-more-${suffix}@example.com`}`.execute(
      server.database.handle.db,
    );
    expect(mails.rows[0].n).toBe(0);
    await web.shoot(page, 'mail-limit-form');
  });
});
