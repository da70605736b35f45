// PostgreSQL cannot store a NUL character in text. Such input is the client's mistake: it gets a 400 naming the
// field (JSON bodies and query strings, through the text guard) or BAD-REQUEST (multipart fields, from the
// database's refusal), never a 500, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, count } from '../teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, soloBody } from '../tournaments/tournament-kit.js';

describe.each(testEngines())('text PostgreSQL cannot store, on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let player: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, player] = await Promise.all([
      server.signUp('nul-organizer@example.com', 'NulOrganizer'),
      server.signUp('nul-player@example.com', 'NulPlayer'),
    ]);
    await makeOrganizer(server, organizer, 'Nul Events');
    await addGame(server, 'chess');
  });
  afterAll(async () => server?.close());

  it('refuses a NUL in a registration field with the field named, and registers nobody', async () => {
    const id = await createPublished(server, organizer);
    const refused = await call(server, 'POST', `/participants/${id}/registrations/solo`, {
      session: player,
      json: soloBody({ gameNickname: 'Nova\u0000Player' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'VALIDATION-FAILED',
      formFieldErrors: { gameNickname: 'Invalid value' },
    });
    expect(await count(server, 'tournament_registrations', `tournament_id = '${id}'`)).toBe(0);
    // The same player with clean input is registered: nothing was left half-written.
    expect(
      (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: player, json: soloBody() }))
        .status,
    ).toBe(200);
  });

  it('names nested fields, and keeps the profile as it was', async () => {
    const before = (await call(server, 'GET', '/users/current', { session: player })).body;
    const refused = await call(server, 'PUT', '/users/current', {
      session: player,
      json: { nickname: 'Nul\u0000Player', linkedAccounts: { twitch: 'nul\u0000' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.formFieldErrors).toEqual({
      nickname: 'Invalid value',
      'linkedAccounts.twitch': 'Invalid value',
    });
    expect((await call(server, 'GET', '/users/current', { session: player })).body).toEqual(before);
  });

  it('refuses a NUL in a query parameter', async () => {
    const refused = await call(server, 'GET', `/tournaments?game=${encodeURIComponent('chess\u0000')}`);
    expect(refused.status).toBe(400);
    expect(refused.body.formFieldErrors).toEqual({ game: 'Invalid value' });
  });

  it('answers BAD-REQUEST for a NUL in a multipart field, and creates no team', async () => {
    const form = new FormData();
    form.append('name', 'Nul\u0000Team');
    const refused = await call(server, 'POST', '/teams', { session: player, form });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('BAD-REQUEST');
    expect(await count(server, 'teams')).toBe(0);
  });
});
