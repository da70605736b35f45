// Login CSRF: a sign-in is bound to the browser that started it (state + PKCE S256). A code that comes back
// without that browser's state is refused before it is exchanged, so an attacker's link cannot sign a
// victim in to the attacker's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { exchangeCode, signInAtIdp } from '../../support/idp-browserless.js';

describe.each(testEngines())('sign-in bound to the browser, on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.signUp('bound@example.com', 'BoundPlayer', 'correct-horse-battery');
  });
  afterAll(async () => server?.close());

  const post = (body: unknown, cookie?: string) =>
    server.api('/authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('asks for the code with a state and an S256 PKCE challenge, and gives the browser an httpOnly key', async () => {
    const response = await server.api('/authentication/login-url');
    const url = new URL((await response.json()).loginUrl);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(response.headers.getSetCookie()[0]).toMatch(/^arena_login_key=[\w-]{43}; Path=\/; .*HttpOnly; SameSite=Lax/);
    // The 401 {loginUrl} of a call without a session is bound the same way.
    const unauthenticated = await server.api('/users/current');
    expect(new URL((await unauthenticated.json()).message.loginUrl).searchParams.get('code_challenge_method')).toBe(
      'S256',
    );
  });

  it('refuses a code without its state, and does not spend it', async () => {
    const outcome = await signInAtIdp(server.baseUrl, 'bound@example.com', 'correct-horse-battery');
    expect(outcome.code && outcome.state).toBeTruthy();
    for (const [body, cookie] of [
      [{ code: outcome.code }, outcome.cookie],
      [{ code: outcome.code, state: outcome.state }, undefined],
    ] as const) {
      const refused = await post(body, cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ statusCode: 400, message: 'LOGIN-STATE-MISMATCH' });
    }
    // The code was never exchanged: the browser that asked for it still can.
    const tokens = await exchangeCode(server.baseUrl, outcome);
    expect(tokens.access_token).toBeTruthy();
  });

  it("refuses an attacker's code and state in the victim's browser", async () => {
    const attacker = await signInAtIdp(server.baseUrl, 'bound@example.com', 'correct-horse-battery');
    const victim = await server.api('/authentication/login-url');
    const victimCookie = victim.headers.getSetCookie()[0].split(';')[0];
    const refused = await post({ code: attacker.code, state: attacker.state }, victimCookie);
    expect(await refused.json()).toEqual({ statusCode: 400, message: 'LOGIN-STATE-MISMATCH' });
    // A state forged for the victim's key from the attacker's nonce fails too.
    const [nonce] = attacker.state!.split('.');
    expect(
      (await (await post({ code: attacker.code, state: `${nonce}.${'A'.repeat(43)}` }, victimCookie)).json()).message,
    ).toBe('LOGIN-STATE-MISMATCH');
  });

  it('refuses a code used twice', async () => {
    const outcome = await signInAtIdp(server.baseUrl, 'bound@example.com', 'correct-horse-battery');
    await exchangeCode(server.baseUrl, outcome);
    const again = await post({ code: outcome.code, state: outcome.state }, outcome.cookie);
    expect(await again.json()).toEqual({ statusCode: 400, message: 'INVALID-AUTHORIZATION-CODE' });
  });

  it('the built-in provider refuses an authorization request without PKCE', async () => {
    const url = new URL((await (await server.api('/authentication/login-url')).json()).loginUrl);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    expect(location).not.toContain('/idp/interaction/');
    expect(location + (response.status >= 400 ? await response.text() : '')).toMatch(/invalid_request|code_challenge/);
  });
});
