// Persistence of the built-in identity provider: keys, client secret, sessions and refresh tokens survive a
// restart (a new provider instance on the same database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { createIdentityProvider, createIdpAccount } from '../../../server/idp/identity-provider.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';
import { ManualClock } from '../../support/manual-clock.js';
import { REFRESH_GRACE_MS } from '../../../server/idp/refresh-exchanges.js';
import { discover, startIdp, TestBrowser, type RunningIdp, PKCE_PARAMS, PKCE_VERIFIER } from './idp-test-harness.js';
import { DevMailboxMailer } from '../../../server/mail/dev-mailbox-mailer.js';

const SCOPE = 'openid profile email offline_access';

describe.each(testEngines())('built-in identity provider across restarts on %s', (engine) => {
  let database: TestDatabase;
  let running: RunningIdp;
  // The provider's clock: the refresh grace window is judged by it.
  const clock = new ManualClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    running = await startIdp(database.handle.db, clock);
    await createIdpAccount(
      database.handle.db,
      {
        email: 'player@arena.test',
        password: 'player-pass-1',
        nickname: 'Player1',
      },
      new Date(),
    );
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  async function signIn(config: oidc.Configuration, browser = new TestBrowser()) {
    const url = oidc.buildAuthorizationUrl(config, { ...PKCE_PARAMS, redirect_uri: running.redirectUri, scope: SCOPE });
    const { url: pageUrl } = await browser.follow(url.href, running.origin);
    const posted = await browser.postForm(`${pageUrl}/login`, {
      email: 'player@arena.test',
      password: 'player-pass-1',
    });
    expect(posted.status).toBe(303);
    const { url: callbackUrl } = await browser.follow(
      new URL(posted.headers.get('location')!, running.origin).href,
      running.origin,
    );
    return {
      browser,
      tokens: await oidc.authorizationCodeGrant(config, new URL(callbackUrl), { pkceCodeVerifier: PKCE_VERIFIER }),
    };
  }

  it('keeps signing keys and the client secret when created again on the same database', async () => {
    const options = {
      db: database.handle.db,
      issuer: running.issuer,
      redirectUris: [running.redirectUri],
      postLogoutRedirectUris: [running.postLogoutRedirectUri],
      resource: running.resource,
      now: () => new Date(),
      mailer: new DevMailboxMailer(database.handle.db, 'arena@example.test'),
      afterEmailVerifiedUrl: `${running.origin}/my-profile?emailVerified=1`,
    };
    const [first, second] = await Promise.all([createIdentityProvider(options), createIdentityProvider(options)]);
    const third = await createIdentityProvider(options);
    for (const other of [second, third, running.idp]) {
      expect(other.clientId).toBe('arena-web');
      expect(other.clientSecret).toBe(first.clientSecret);
      expect(await other.publicJwks()).toEqual(await first.publicJwks());
    }
    const { keys } = await first.publicJwks();
    expect(keys.map((key) => key.alg)).toContain('RS256');
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(40);
  });

  it('honours sessions and refresh tokens issued before a restart', async () => {
    const before = await discover(running);
    const { browser, tokens } = await signIn(before);

    await running.restart();
    const after = await discover(running);

    const refreshed = await oidc.refreshTokenGrant(after, tokens.refresh_token!);
    const { payload } = await jwtVerify(refreshed.access_token, createLocalJWKSet(await running.idp.publicJwks()), {
      issuer: running.issuer,
      audience: running.resource,
    });
    expect(payload.sub).toBe(tokens.claims()!.sub);
    // The access token from before the restart still verifies against the keys after it.
    await jwtVerify(tokens.access_token, createLocalJWKSet(await running.idp.publicJwks()), {
      issuer: running.issuer,
      audience: running.resource,
    });

    // The browser's provider session survived too: no sign-in page this time.
    const again = await browser.follow(
      oidc.buildAuthorizationUrl(after, { ...PKCE_PARAMS, redirect_uri: running.redirectUri, scope: SCOPE }).href,
      running.origin,
    );
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
  });

  it('answers a repeat within the grace window with the same tokens, and treats a later reuse as theft', async () => {
    const config = await discover(running);
    const { tokens } = await signIn(config);
    const rotated = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    // A client retrying moments later (a lost answer, a second tab) gets the very same response, not a new session.
    clock.advance(REFRESH_GRACE_MS - 1_000);
    const repeated = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(repeated.refresh_token).toBe(rotated.refresh_token);
    expect(repeated.access_token).toBe(rotated.access_token);
    // Stored sealed: neither token is readable in the database.
    const stored = await database.handle.db.selectFrom('refresh_exchanges').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(rotated.refresh_token!);
    expect(JSON.stringify(stored)).not.toContain(rotated.access_token);
    // After the window the same token is theft: the grant is revoked, the rotated token with it.
    clock.advance(2_000);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  // Two token requests carrying the same refresh token at once (two API processes, or two requests of one): each
  // reads the token unconsumed before either marks it; the conditional consume keeps it to one exchange, and the
  // loser is answered with the winner's response.
  it('exchanges a refresh token raced by concurrent requests once, both callers getting the same tokens', async () => {
    const config = await discover(running);
    for (let trial = 0; trial < 9; trial++) {
      const { tokens } = await signIn(config);
      const [first, second] = await Promise.all([
        oidc.refreshTokenGrant(config, tokens.refresh_token!),
        oidc.refreshTokenGrant(config, tokens.refresh_token!),
      ]);
      expect(second.refresh_token, `trial ${trial}`).toBe(first.refresh_token);
      expect(second.access_token, `trial ${trial}`).toBe(first.access_token);
      // The one session goes on; a reuse of the raced token after the window revokes it.
      const next = await oidc.refreshTokenGrant(config, first.refresh_token!);
      clock.advance(REFRESH_GRACE_MS + 1_000);
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
      await expect(oidc.refreshTokenGrant(config, next.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    }
  });

  it('rejects a wrong client secret', async () => {
    const config = await discover(running);
    const { tokens } = await signIn(config);
    const impostor = await oidc.discovery(new URL(running.issuer), 'arena-web', 'not-the-secret', undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    await expect(oidc.refreshTokenGrant(impostor, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_client',
    });
    // client_secret_post is accepted as well as client_secret_basic.
    const viaPost = await oidc.discovery(
      new URL(running.issuer),
      'arena-web',
      running.idp.clientSecret,
      oidc.ClientSecretPost(running.idp.clientSecret),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    expect((await oidc.refreshTokenGrant(viaPost, tokens.refresh_token!)).access_token).toBeTruthy();
  });
});
