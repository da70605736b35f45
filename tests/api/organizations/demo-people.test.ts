// The embedded default's demo data includes an organization for the demo organizer and a team for the demo
// owner and captain, and seeding twice changes nothing.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../server/db/demo-data.js';
import { BUILT_IN_ISSUER_KEY } from '../../../server/app.js';
import { LocalFileStorage } from '../../../server/storage/file-storage.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { call, count } from '../teams/people-kit.js';
import { createPublished, soloBody, teamSettings } from '../tournaments/tournament-kit.js';
import { DEFAULT_TEAM_OPTIONS } from '../../../src/contract/tournaments.js';

describe('demo organization and team', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { clock });
    // The demo tournaments play their past on their own clock; the running server's clock stays before them
    // meanwhile, as at `npm start`, where demo data is seeded before the server starts (demo-tournaments.test.ts).
    const start = Date.now();
    clock.set(start - 30 * 24 * 3600_000);
    const seed = () =>
      seedDemoData({
        db: server.database.handle.db,
        storage: new LocalFileStorage(join(server.dataDir, 'uploads')),
        builtInIssuerKey: BUILT_IN_ISSUER_KEY,
        clock: { now: () => start },
      });
    await seed();
    await seed();
    clock.set(Date.now());
  }, 180_000);
  afterAll(async () => server?.close());

  it('the demo organizer owns Nova Events; the demo owner, captain and a player form Nova Five', async () => {
    expect(await count(server, 'organizations')).toBe(1);
    expect(await count(server, 'teams')).toBe(1);
    const organizer = await server.signIn('organizer@arena.gg', 'arena-organizer-2026');
    const mine = await call(server, 'GET', '/organizations/current', { session: organizer });
    expect(mine.body).toMatchObject({ viewerRole: 'OWNER', organization: { name: 'Nova Events', locked: false } });

    const owner = await server.signIn('owner@arena.gg', 'arena-owner-2026');
    const [team] = (await call(server, 'GET', '/teams', { session: owner })).body;
    expect(team).toMatchObject({ name: 'Nova Five', viewerRole: 'OWNER', memberCount: 3 });
    const members = await call(server, 'GET', `/teams/${team.id}/members`, { session: owner });
    // Listed owner first, then the captain, then the others.
    expect(
      members.body.members.map((m: { nickname: string; role: string; isCaptain: boolean }) => [
        m.nickname,
        m.role,
        m.isCaptain,
      ]),
    ).toEqual([
      ['TeamOwner', 'OWNER', false],
      ['CaptainKai', 'MEMBER', true],
      ['PixelPaula', 'MEMBER', false],
    ]);
    expect(members.body.invitations.map((i: { email: string }) => i.email)).toEqual(['player2@arena.gg']);
  });

  it('the demo team can enter a team tournament with the default team options', async () => {
    const organizer = await server.signIn('organizer@arena.gg', 'arena-organizer-2026');
    const id = await createPublished(server, organizer, {
      game: 'league-of-legends',
      name: 'Default Squads',
      settings: teamSettings({ teamOptions: DEFAULT_TEAM_OPTIONS }),
    });
    const captain = await server.signIn('captain@arena.gg', 'arena-captain-2026');
    const [team] = (await call(server, 'GET', '/teams', { session: captain })).body;
    const members = (await call(server, 'GET', `/teams/${team.id}/members`, { session: captain })).body.members;
    const userIds = members.map((member: { userId: string }) => member.userId);
    const registered = await call(server, 'POST', `/participants/${id}/registrations/team`, {
      session: captain,
      json: { ...soloBody(), teamId: team.id, userIds },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.viewer.registration).toBe('REGISTERED');
  });
});
