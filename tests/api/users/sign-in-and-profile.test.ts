import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

function avatarForm(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe.each(testEngines())('sign-in and profiles on %s', (engine) => {
  let server: TestServer;
  let alice: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    alice = await server.signUp('alice@example.com', 'AliceZ');
  });
  afterAll(async () => server?.close());

  it('a new account signs up at the provider and becomes an Arena player', async () => {
    const response = await server.api('/users/current', { session: alice });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      nickname: 'AliceZ',
      email: 'alice@example.com',
      type: 'player',
      walletId: null,
      profilePictureURL: null,
    });
    expect(user.permissions.teams).toContain('create');
    expect(user.permissions.organizations).toEqual([]);
  });

  it('signing in again returns the same user', async () => {
    const again = await server.signIn('alice@example.com', 'correct-horse-battery');
    const first = await (await server.api('/users/current', { session: alice })).json();
    const second = await (await server.api('/users/current', { session: again })).json();
    expect(second.id).toBe(first.id);
  });

  it('a wrong password does not give a code', async () => {
    await expect(server.signIn('alice@example.com', 'wrong-password')).rejects.toThrow(/did not return a code/);
  });

  it('a call without a session answers 401 with the login url', async () => {
    const response = await server.api('/users/current');
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.statusCode).toBe(401);
    expect(body.message.loginUrl).toContain('/idp/');
  });

  it('a forged token is treated as no session', async () => {
    const response = await server.api('/users/current', { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(response.status).toBe(401);
    expect((await response.json()).message.loginUrl).toBeTruthy();
  });

  it('an unknown or reused authorization code is refused with a catalogue code', async () => {
    const started = await server.api('/authentication/login-url');
    const state = new URL((await started.json()).loginUrl).searchParams.get('state');
    const cookie = started.headers.getSetCookie()[0].split(';')[0];
    const response = await server.api('/authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: 'nope', state }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('INVALID-AUTHORIZATION-CODE');
    const missing = await server.api('/authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).formFieldErrors).toEqual({ code: 'This field is required.' });
  });

  it('a tampered token is invalid, not expired: no refresh, 401', async () => {
    const session = await server.signUp('tamper@example.com', 'Tamperer');
    const response = await fetch(`${server.baseUrl}/api/v1/users/current`, {
      headers: { authorization: 'Bearer ' + expireToken(session.access_token), refresh_token: session.refresh_token },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('newauthorizationheader')).toBeNull();
  });

  it('updates nickname, gaming ids and linked accounts, and validates them', async () => {
    const ok = await server.api('/users/current', {
      session: alice,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nickname: 'AliceWins',
        disciplineAccounts: { steam: 'alice_steam', riotGames: 'Alice#EUW' },
        linkedAccounts: { discord: 'alice#0001' },
      }),
    });
    expect(ok.status).toBe(200);
    const user = await ok.json();
    expect(user.nickname).toBe('AliceWins');
    expect(user.disciplineAccounts).toEqual({ steam: 'alice_steam', riotGames: 'Alice#EUW' });
    expect(user.linkedAccounts).toEqual({ discord: 'alice#0001' });

    const linked = await (await server.api('/users/current/linkedAccounts', { session: alice })).json();
    expect(linked.linkedAccounts).toEqual({ discord: 'alice#0001' });

    const bad = await server.api('/users/current', {
      session: alice,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'Al', disciplineAccounts: { steam: 'x'.repeat(65), notAPlatform: 'x' } }),
    });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).formFieldErrors;
    expect(errors.nickname).toBe('Field must have at least 3 characters.');
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(2);
    const after = await (await server.api('/users/current', { session: alice })).json();
    expect(after.nickname).toBe('AliceWins');
  });

  it('malformed JSON and a wrong content type are 4xx, never 500', async () => {
    const broken = await server.api('/users/current', {
      session: alice,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"nickname":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('BAD-REQUEST');
    const wrongType = await server.api('/users/current', {
      session: alice,
      method: 'PUT',
      headers: { 'content-type': 'application/xml' },
      body: '<x/>',
    });
    expect(wrongType.status).toBe(415);
    const huge = await server.api('/users/current', {
      session: alice,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('accepts a png avatar, re-encodes it and serves it', async () => {
    const response = await server.api('/users/current/avatar', {
      session: alice,
      method: 'PUT',
      body: avatarForm('profilePicture', await png(300, 200), 'me.png', 'image/png'),
    });
    expect(response.status).toBe(200);
    const { profilePictureURL } = await response.json();
    expect(profilePictureURL).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await fetch(`${server.baseUrl}${profilePictureURL}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    const user = await (await server.api('/users/current', { session: alice })).json();
    expect(user.profilePictureURL).toBe(profilePictureURL);
  });

  it('refuses mislabelled, too small and oversized avatars and keeps the old one', async () => {
    const before = (await (await server.api('/users/current', { session: alice })).json()).profilePictureURL;
    const fake = await server.api('/users/current/avatar', {
      session: alice,
      method: 'PUT',
      body: avatarForm('profilePicture', Buffer.from('not an image at all'), 'me.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).message).toBe('AVATAR-INVALID-FORMAT');
    const tiny = await server.api('/users/current/avatar', {
      session: alice,
      method: 'PUT',
      body: avatarForm('profilePicture', await png(32, 32), 'tiny.png', 'image/png'),
    });
    expect((await tiny.json()).message).toBe('AVATAR-TOO-SMALL');
    const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const wrongFormat = await server.api('/users/current/avatar', {
      session: alice,
      method: 'PUT',
      body: avatarForm('profilePicture', webp, 'me.png', 'image/png'),
    });
    expect((await wrongFormat.json()).message).toBe('AVATAR-INVALID-FORMAT');
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const oversized = await server.api('/users/current/avatar', {
      session: alice,
      method: 'PUT',
      body: avatarForm('profilePicture', big, 'big.png', 'image/png'),
    });
    expect(oversized.status).toBe(413);
    const none = await server.api('/users/current/avatar', { session: alice, method: 'PUT', body: new FormData() });
    expect(none.status).toBe(400);
    const after = (await (await server.api('/users/current', { session: alice })).json()).profilePictureURL;
    expect(after).toBe(before);
  });

  it('refuses an avatar URL that points at a private address', async () => {
    const form = new FormData();
    form.append('profilePictureUrl', `${server.baseUrl}/uploads/anything.png`);
    const response = await server.api('/users/current/avatar', { session: alice, method: 'PUT', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('AVATAR-URL-UNREACHABLE');
  });

  it('avatar upload needs a session', async () => {
    const response = await server.api('/users/current/avatar', {
      method: 'PUT',
      body: avatarForm('profilePicture', await png(200, 200), 'a.png', 'image/png'),
    });
    expect(response.status).toBe(401);
  });

  it('shows public profiles and 404s unknown ones', async () => {
    const me = await (await server.api('/users/current', { session: alice })).json();
    const publicView = await (await server.api(`/users/current/${me.id}`)).json();
    expect(publicView).toMatchObject({ id: me.id, nickname: me.nickname });
    expect(publicView.email).toBeUndefined();
    const missing = await server.api('/users/current/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('USER-NOT-FOUND');
    const malformed = await server.api('/users/current/not-a-uuid');
    expect(malformed.status).toBe(400);
  });

  it('logout returns the provider end-session url', async () => {
    const response = await server.api('/authentication/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: alice.id_token }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).logoutUrl).toContain('/idp/session/end');
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/current', '/api/v1/authentication']),
    );
  });

  it('unknown API paths answer the JSON envelope', async () => {
    const response = await server.api('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'NOT-FOUND' });
  });
});

describe.each(testEngines())('token refresh on %s', (engine) => {
  let server: TestServer;
  // Tokens live one second of the server's clock, which the tests move instead of sleeping.
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer(engine, { ACCESS_TOKEN_TTL_SECONDS: '1' }, { clock });
  });
  afterAll(async () => server?.close());

  it('serves a request with an expired token and returns new tokens in headers; concurrent requests share one refresh', async () => {
    const session = await server.signUp('expiring@example.com', 'Expiring');
    clock.advance(2100);
    const withoutRefresh = await fetch(`${server.baseUrl}/api/v1/users/current`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(withoutRefresh.status).toBe(401);
    const responses = await Promise.all(
      [1, 2, 3].map(() => fetch(`${server.baseUrl}/api/v1/users/current`, { headers: session.headers })),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const newAuthorization = responses[0].headers.get('newauthorizationheader');
    const newRefresh = responses[0].headers.get('newrefreshtoken');
    expect(newAuthorization).toMatch(/^Bearer .+/);
    expect(newRefresh).toBeTruthy();
    expect(new Set(responses.map((r) => r.headers.get('newrefreshtoken'))).size).toBe(1);
    // The new access token is a later one for the same user, issued at the clock's instant; the client, as the web
    // app does, sends it with the new refresh token.
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const before = claims(session.access_token);
    const after = claims(newAuthorization!.slice('Bearer '.length));
    expect(after.sub).toBe(before.sub);
    expect(after.exp).toBeGreaterThan(before.exp);
    const fresh = await fetch(`${server.baseUrl}/api/v1/users/current`, {
      headers: { authorization: newAuthorization!, refresh_token: newRefresh! },
    });
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).nickname).toBe('Expiring');
  });

  it('shares a refresh for 30 s of the server clock; after that the spent refresh token is refused', async () => {
    const session = await server.signUp('sharing@example.com', 'Sharing');
    clock.advance(2100);
    const first = await fetch(`${server.baseUrl}/api/v1/users/current`, { headers: session.headers });
    expect(first.status).toBe(200);
    const renewed = first.headers.get('newrefreshtoken');
    // A late request of the same page load, 30 s on: still within the window, it gets the same refresh's tokens.
    clock.advance(30_000);
    const late = await fetch(`${server.baseUrl}/api/v1/users/current`, { headers: session.headers });
    expect(late.status).toBe(200);
    expect(late.headers.get('newrefreshtoken')).toBe(renewed);
    // Past the window the old refresh token is spent (they rotate), so the caller is sent to sign in.
    clock.advance(1);
    const stale = await fetch(`${server.baseUrl}/api/v1/users/current`, { headers: session.headers });
    expect(stale.status).toBe(401);
    expect((await stale.json()).message.loginUrl).toContain('/idp/');
  });

  it('an expired token with a revoked or bogus refresh token gets the login url', async () => {
    const session = await server.signUp('bogus@example.com', 'Bogus');
    clock.advance(2100);
    const response = await fetch(`${server.baseUrl}/api/v1/users/current`, {
      headers: { authorization: `Bearer ${session.access_token}`, refresh_token: 'not-a-refresh-token' },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message.loginUrl).toContain('/idp/');
  });
});

/** Same token with its payload changed to be expired: the signature no longer matches. */
function expireToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('a visitor with a malformed body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server?.close());

  it('is told to sign in, not that the body is wrong', async () => {
    const response = await server.api('/users/current', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 1 }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message.loginUrl).toContain('/idp/');
  });
});

describe('a cut-off or malformed multipart upload', () => {
  let server: TestServer;
  let session: Session;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    session = await server.signUp('cutoff@example.com', 'CutOff');
  });
  afterAll(async () => server?.close());

  it.each([
    [
      'cut off',
      '--XyZ\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG partial',
    ],
    ['no boundary', 'garbage'],
    ['bad part header', '--XyZ\r\nnot a header\r\n\r\nx\r\n--XyZ--\r\n'],
  ])('%s → 400, never 500', async (_name, body) => {
    const response = await fetch(`${server.baseUrl}/api/v1/users/current/avatar`, {
      method: 'PUT',
      headers: { ...session.headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).message).toMatch(/BAD-REQUEST|VALIDATION-FAILED/);
  });
});
