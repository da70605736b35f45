// Persistence of the built-in identity provider: keys, client secret, sessions and refresh tokens survive a
// restart (a new provider instance on the same database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { createIdentityProvider, createIdpAccount } from '../../../server/idp/identity-provider.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';
import { discover, startIdp, TestBrowser, type RunningIdp, PKCE_PARAMS, PKCE_VERIFIER } from './idp-test-harness.js';
import { DevMailboxMailer } from '../../../server/mail/dev-mailbox-mailer.js';

const SCOPE = 'openid profile email offline_access';

describe.each(testEngines())('built-in identity provider across restarts on %s', (engine) => {
  let database: TestDatabase;
  let running: RunningIdp;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    running = await startIdp(database.handle.db);
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

  it('treats reuse of a rotated refresh token as theft and revokes the grant', async () => {
    const config = await discover(running);
    const { tokens } = await signIn(config);
    const rotated = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  // Two token requests carrying the same refresh token at once (two API processes, or two requests of one): each
  // reads the token unconsumed before either marks it, so only the conditional consume keeps it to one exchange.
  it('exchanges a refresh token raced by concurrent requests once, never into two sessions', async () => {
    const config = await discover(running);
    for (let trial = 0; trial < 9; trial++) {
      const { tokens } = await signIn(config);
      const outcomes = await Promise.allSettled([
        oidc.refreshTokenGrant(config, tokens.refresh_token!),
        oidc.refreshTokenGrant(config, tokens.refresh_token!),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(won.length, `trial ${trial}`).toBe(1);
      const lost = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(lost?.reason).toMatchObject({ error: 'invalid_grant' });
      // A later reuse of the raced token revokes the family: the winner's rotated token stops working too. (The
      // loser may itself have read the token already consumed and revoked the grant; either way no second session.)
      const winner = (won[0] as PromiseFulfilledResult<oidc.TokenEndpointResponse>).value;
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
      await expect(oidc.refreshTokenGrant(config, winner.refresh_token!)).rejects.toMatchObject({
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
