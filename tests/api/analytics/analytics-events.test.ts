// POST /analytics/events: stored in the database by default (guest id for visitors, user id when signed in),
// validated, rate-limited; team create/edit/delete recorded by the service; forwarded when configured.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, createTeam, teamForm, userId } from '../teams/people-kit.js';

const guestId = '4f1c2b7e-9a55-4d2b-8c1e-2f6a7b8c9d0e';

async function storedEvents(server: TestServer) {
  const rows = await sql<{
    name: string;
    user_id: string | null;
    guest_id: string | null;
    path: string | null;
    properties: unknown;
  }>`
    SELECT name, user_id, guest_id, path, properties FROM analytics_events ORDER BY id`.execute(
    server.database.handle.db,
  );
  return rows.rows.map((row) => ({
    ...row,
    properties: typeof row.properties === 'string' ? JSON.parse(row.properties) : row.properties,
  }));
}

describe.each(testEngines())('analytics on %s', (engine) => {
  let server: TestServer;
  let player: Session;
  let playerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    player = await server.signUp('analytics@example.com', 'Analyst');
    playerId = await userId(server, player);
  });
  afterAll(async () => server?.close());

  it("stores a visitor's page view and scroll depth under the guest id, and a user's under the user", async () => {
    const guest = await call(server, 'POST', '/analytics/events', {
      json: {
        guestId,
        events: [
          { name: 'page_view', path: '/tournaments' },
          { name: 'scroll_depth', path: '/tournaments', properties: { percent: 50 } },
        ],
      },
    });
    expect(guest).toMatchObject({ status: 202, body: { accepted: 2 } });
    const signedIn = await call(server, 'POST', '/analytics/events', {
      session: player,
      json: { guestId, events: [{ name: 'page_view', path: '/my-profile' }] },
    });
    expect(signedIn.status).toBe(202);
    const events = await storedEvents(server);
    expect(events).toEqual([
      { name: 'page_view', user_id: null, guest_id: guestId, path: '/tournaments', properties: {} },
      { name: 'scroll_depth', user_id: null, guest_id: guestId, path: '/tournaments', properties: { percent: 50 } },
      { name: 'page_view', user_id: playerId, guest_id: null, path: '/my-profile', properties: {} },
    ]);
  });

  it('refuses unknown events, empty or oversized batches and malformed bodies with 4xx', async () => {
    const before = (await storedEvents(server)).length;
    const bad = [
      { events: [{ name: 'buy_now' }] },
      { events: [] },
      { events: Array.from({ length: 21 }, () => ({ name: 'page_view' })) },
      { guestId: 'not-a-uuid', events: [{ name: 'page_view' }] },
      { events: [{ name: 'page_view', properties: { nested: { a: 1 } } }] },
      {
        events: [
          { name: 'page_view', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
        ],
      },
    ];
    for (const json of bad)
      expect(
        (await call(server, 'POST', '/analytics/events', { json })).status,
        JSON.stringify(json).slice(0, 60),
      ).toBe(400);
    const broken = await server.api('/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"events":[',
    });
    expect(broken.status).toBe(400);
    expect((await storedEvents(server)).length).toBe(before);
  });

  it('team create, edit and delete go through the same interface', async () => {
    const team = await createTeam(server, player, 'Tracked Team');
    await call(server, 'PUT', `/teams/${team.id}`, { session: player, form: teamForm({ name: 'Tracked Again' }) });
    await call(server, 'DELETE', `/teams/${team.id}`, { session: player });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const teamEvents = (await storedEvents(server)).filter((e) => e.name.startsWith('team_'));
    expect(teamEvents).toEqual(
      ['team_create', 'team_edit', 'team_delete'].map((name) => ({
        name,
        user_id: playerId,
        guest_id: null,
        path: null,
        properties: { teamId: team.id },
      })),
    );
  });

  it('is rate-limited per client', async () => {
    let limited = 0;
    for (let i = 0; i < 130 && limited === 0; i++) {
      const response = await server.api('/analytics/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guestId, events: [{ name: 'page_view' }] }),
      });
      if (response.status === 429) {
        limited++;
        expect((await response.json()).message).toBe('TOO-MANY-REQUESTS');
      }
    }
    expect(limited).toBe(1);
  });
});

describe('analytics forwarding', () => {
  let collector: Server;
  let server: TestServer;
  const received: unknown[] = [];

  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const address = collector.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await startTestServer('pglite', { ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}/collect` });
  });
  afterAll(async () => {
    await server?.close();
    collector?.close();
  });

  it('sends events to ANALYTICS_FORWARD_URL instead of the database', async () => {
    const answer = await call(server, 'POST', '/analytics/events', {
      json: { guestId, events: [{ name: 'page_view', path: '/leaderboards' }] },
    });
    expect(answer.status).toBe(202);
    expect(received).toEqual([
      { events: [expect.objectContaining({ name: 'page_view', guestId, userId: null, path: '/leaderboards' })] },
    ]);
    expect((await storedEvents(server)).length).toBe(0);
  });
});
