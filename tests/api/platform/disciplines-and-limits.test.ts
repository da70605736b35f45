import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { systemClock } from '../../../server/clock.js';
import { seedDemoData, DEMO_DISCIPLINES } from '../../../server/db/demo-data.js';
import { LocalFileStorage } from '../../../server/storage/file-storage.js';
import { join } from 'node:path';

describe.each(testEngines())('disciplines, headers and rate limits on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedDemoData({
      db: server.database.handle.db,
      storage: new LocalFileStorage(join(server.dataDir, 'uploads')),
      clock: systemClock,
    });
  });
  afterAll(async () => server?.close());

  it('lists the games with their platforms and artwork, publicly', async () => {
    const response = await server.api('/disciplines');
    expect(response.status).toBe(200);
    const games = await response.json();
    expect(games).toHaveLength(DEMO_DISCIPLINES.length);
    const rocket = games.find((game: { code: string }) => game.code === 'rocket-league');
    expect(rocket.platforms).toContain('nintendo_switch');
    const art = await fetch(`${server.baseUrl}${rocket.imageUrl}`);
    expect(art.status).toBe(200);
    expect(await art.text()).toContain('Rocket League');
  });

  it('finds one game by id or by code, and 404s unknown ones', async () => {
    const games = await (await server.api('/disciplines')).json();
    const byId = await (await server.api(`/disciplines/${games[0].id}`)).json();
    expect(byId.code).toBe(games[0].code);
    const byCode = await (await server.api('/disciplines/valorant')).json();
    expect(byCode.name).toBe('Valorant');
    const missing = await server.api('/disciplines/not-a-game');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('DISCIPLINE-NOT-FOUND');
  });

  it('seeding again restores rather than duplicates', async () => {
    await seedDemoData({
      db: server.database.handle.db,
      storage: new LocalFileStorage(join(server.dataDir, 'uploads')),
      clock: systemClock,
    });
    expect(await (await server.api('/disciplines')).json()).toHaveLength(DEMO_DISCIPLINES.length);
  });

  it('sends security headers and a request id', async () => {
    const response = await server.api('/disciplines');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-request-id')).toMatch(/.{8,}/);
  });

  it('allows no cross-origin API calls unless configured', async () => {
    const response = await server.api('/disciplines', { headers: { origin: 'https://evil.example.com' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate-limits the authentication endpoints', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await server.api('/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: `bogus-${i}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).message).toBe('TOO-MANY-REQUESTS');
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('configured CORS origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { CORS_ORIGINS: 'https://partner.example.com' });
  });
  afterAll(async () => server?.close());

  it('answers the configured origin and exposes the token headers', async () => {
    const response = await server.api('/disciplines', { headers: { origin: 'https://partner.example.com' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    expect(response.headers.get('access-control-expose-headers')).toContain('newAuthorizationHeader');
  });
});
