// OIDC_ISSUER mode, tested against the built-in provider of another Arena server as if it were an external
// provider (Keycloak, Auth0…): server B has no identity provider of its own and talks to A over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../../support/test-server.js';
import { signInAtIdp, signUpAtIdp, exchangeCode } from '../../support/idp-browserless.js';
import { followVerificationLink } from '../../support/verification-mail.js';
import { loadConfig } from '../../../server/config.js';
import { buildApp } from '../../../server/app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLIENT_SECRET = 'b-client-secret-0123456789';

describe('an external OpenID provider (another Arena as the provider)', () => {
  let provider: TestServer;
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    provider = await startTestServer('pglite', {
      IDP_TRUSTED_CLIENTS: JSON.stringify([
        {
          clientId: 'arena-b',
          clientSecret: CLIENT_SECRET,
          redirectUris: [`${baseUrl}/`],
          postLogoutRedirectUris: [`${baseUrl}/tournaments`],
        },
      ]),
    });
    database = await createTestDatabase('pglite');
    dataDir = await mkdtemp(join(tmpdir(), 'arena-external-'));
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      OIDC_ISSUER: `${provider.baseUrl}/idp`,
      OIDC_CLIENT_ID: 'arena-b',
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_AUDIENCE: `${provider.baseUrl}/api`,
    });
    app = (await buildApp({ config, database: database.handle })).app;
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await provider?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has no built-in provider of its own and sends sign-ins to the external issuer', async () => {
    expect((await fetch(`${baseUrl}/idp/.well-known/openid-configuration`)).status).toBe(404);
    const { loginUrl } = await (await fetch(`${baseUrl}/api/v1/authentication/login-url`)).json();
    expect(loginUrl.startsWith(`${provider.baseUrl}/idp/auth`)).toBe(true);
    expect(new URL(loginUrl).searchParams.get('client_id')).toBe('arena-b');
    const unauthenticated = await (await fetch(`${baseUrl}/api/v1/users/current`)).json();
    expect(unauthenticated.message.loginUrl.startsWith(`${provider.baseUrl}/idp/`)).toBe(true);
  });

  it('creates the Arena user on first sign-in through the external provider, and serves the API with its tokens', async () => {
    // The account exists at the provider (created through the provider's own app).
    const created = await signUpAtIdp(provider.baseUrl, {
      email: 'ext@example.com',
      password: 'correct-horse-battery',
      nickname: 'External',
    });
    expect(created.code).toBeTruthy();

    const outcome = await signInAtIdp(baseUrl, 'ext@example.com', 'correct-horse-battery');
    expect(outcome.code, outcome.html?.slice(0, 1500)).toBeTruthy();
    const tokens = await exchangeCode(baseUrl, outcome);
    const me = await (
      await fetch(`${baseUrl}/api/v1/users/current`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json();
    // The provider has not verified the address: Arena says so, and cannot mail a link itself.
    expect(me).toMatchObject({ nickname: 'External', email: 'ext@example.com', type: 'player', emailVerified: false });
    const resend = await fetch(`${baseUrl}/api/v1/users/current/email-verification`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(resend.status).toBe(409);
    expect((await resend.json()).message).toBe('EMAIL-VERIFIED-BY-PROVIDER');
    // Verified at the provider, the next sign-in's ID token says email_verified: true and Arena keeps it.
    await followVerificationLink(provider.database.handle.db, 'ext@example.com');
    const again = await exchangeCode(baseUrl, await signInAtIdp(baseUrl, 'ext@example.com', 'correct-horse-battery'));
    const verified = await (
      await fetch(`${baseUrl}/api/v1/users/current`, { headers: { authorization: `Bearer ${again.access_token}` } })
    ).json();
    expect(verified.emailVerified).toBe(true);

    const stored = await database.handle.db.selectFrom('users').select(['issuer', 'subject']).executeTakeFirstOrThrow();
    expect(stored.issuer).toBe(`${provider.baseUrl}/idp`);

    const logout = await (
      await fetch(`${baseUrl}/api/v1/authentication/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: tokens.id_token }),
      })
    ).json();
    expect(logout.logoutUrl.startsWith(`${provider.baseUrl}/idp/session/end`)).toBe(true);
  });

  it('refuses a token whose signature does not verify against the provider’s published keys', async () => {
    const providerSession = await provider.signUp('other@example.com', 'OtherUser');
    const forged = providerSession.access_token.split('.').slice(0, 2).join('.') + '.AAAA';
    const response = await fetch(`${baseUrl}/api/v1/users/current`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
  });
});
