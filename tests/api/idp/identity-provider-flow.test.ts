// The built-in identity provider end to end, with openid-client as the relying party: create account,
// code exchange, JWT access token, refresh with rotation, sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';
import {
  discover,
  readForm,
  startIdp,
  TestBrowser,
  type RunningIdp,
  PKCE_PARAMS,
  PKCE_VERIFIER,
} from './idp-test-harness.js';

const SCOPE = 'openid profile email offline_access';

describe.each(testEngines())('built-in identity provider flow on %s', (engine) => {
  let database: TestDatabase;
  let running: RunningIdp;
  let config: oidc.Configuration;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    running = await startIdp(database.handle.db);
    config = await discover(running);
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('advertises every endpoint under /idp in its discovery document', async () => {
    const response = await fetch(`${running.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(running.issuer);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'userinfo_endpoint',
    ]) {
      expect(String(document[key]), key).toMatch(new RegExp(`^${running.issuer}/`));
    }
    expect(document.end_session_endpoint).toBe(`${running.issuer}/session/end`);
    const jwks = (await (await fetch(String(document.jwks_uri))).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual(
      (await running.idp.publicJwks()).keys.map((key) => (key as { kid: string }).kid).sort(),
    );
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('signs a new user up, issues verifiable tokens, refreshes them and signs out', async () => {
    const browser = new TestBrowser();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      ...PKCE_PARAMS,
      redirect_uri: running.redirectUri,
      scope: SCOPE,
      // Exactly what the app's account-creation URL asks for.
      screen: 'signup',
      prompt: 'consent',
    });

    // The account-creation URL opens the interaction on the create-account page.
    const { response: page, url: pageUrl } = await browser.follow(authorizationUrl.href, running.origin);
    expect(page.status).toBe(200);
    expect(pageUrl).toMatch(new RegExp(`^${running.issuer}/interaction/[\\w-]+$`));
    const html = await page.text();
    expect(html).toContain('Create your account');
    const form = readForm(html);
    expect(form.action).toBe(`${new URL(pageUrl).pathname}/signup`);

    const submitted = await browser.postForm(new URL(form.action, running.origin).href, {
      email: 'Nova@Example.com',
      nickname: 'NovaStrike',
      password: 'correct horse',
      passwordConfirmation: 'correct horse',
    });
    expect(submitted.status).toBe(303);
    const { url: callbackUrl } = await browser.follow(
      new URL(submitted.headers.get('location')!, running.origin).href,
      running.origin,
      undefined,
    );
    const callback = new URL(callbackUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(running.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: PKCE_VERIFIER });
    expect(tokens.refresh_token).toBeTruthy();
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: running.issuer,
      aud: running.idp.clientId,
      email: 'nova@example.com',
      nickname: 'NovaStrike',
      name: 'NovaStrike',
    });
    expect(typeof claims.sub).toBe('string');

    const keys = createLocalJWKSet(await running.idp.publicJwks());
    const { payload } = await jwtVerify(tokens.access_token, keys, {
      issuer: running.issuer,
      audience: running.resource,
    });
    expect(payload.sub).toBe(claims.sub);
    expect(payload.client_id).toBe(running.idp.clientId);
    expect(payload.exp! - payload.iat!).toBe(300);

    // Refresh tokens rotate: the new one works, the used one is refused.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const { payload: refreshedPayload } = await jwtVerify(refreshed.access_token, keys, {
      issuer: running.issuer,
      audience: running.resource,
    });
    expect(refreshedPayload.sub).toBe(claims.sub);

    // A second authorization in the same browser is answered without any page (SSO, no consent screen), and its
    // code is exchanged; the grant, which already holds everything asked, is read but not written again.
    const grants = () =>
      sql<{ id: string; version: string }>`SELECT id, xmin::text AS version FROM idp_payloads WHERE model = 'Grant'`
        .execute(database.handle.db)
        .then(({ rows }) => rows);
    const grantsBefore = await grants();
    expect(grantsBefore).toHaveLength(1);
    const again = await browser.follow(
      oidc.buildAuthorizationUrl(config, { ...PKCE_PARAMS, redirect_uri: running.redirectUri, scope: SCOPE }).href,
      running.origin,
    );
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
    const againTokens = await oidc.authorizationCodeGrant(config, new URL(again.url), {
      pkceCodeVerifier: PKCE_VERIFIER,
    });
    expect(againTokens.claims()!.sub).toBe(claims.sub);
    expect(await grants()).toEqual(grantsBefore);

    // RP-initiated logout: the hand-off page submits itself and lands on the post-logout URI.
    const endSessionUrl = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: running.postLogoutRedirectUri,
    });
    const logoutPage = await browser.get(endSessionUrl.href);
    expect(logoutPage.status).toBe(200);
    const logoutForm = readForm(await logoutPage.text());
    expect(logoutForm.fields.logout).toBe('yes');
    const loggedOut = await browser.postForm(new URL(logoutForm.action, running.origin).href, logoutForm.fields);
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.headers.get('location')).toBe(running.postLogoutRedirectUri);

    // Signed out: the next authorization shows the sign-in page and the refresh token is dead.
    const afterLogout = await browser.follow(
      oidc.buildAuthorizationUrl(config, { ...PKCE_PARAMS, redirect_uri: running.redirectUri, scope: SCOPE }).href,
      running.origin,
    );
    expect(afterLogout.response.status).toBe(200);
    expect(await afterLogout.response.text()).toContain('Sign in');
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
