// The sign-in and create-account pages of the built-in identity provider: errors, kept values, CSRF binding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { createIdpAccount } from '../../../server/idp/identity-provider.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';
import {
  alertText,
  discover,
  fieldError,
  inputValue,
  readForm,
  startIdp,
  TestBrowser,
  type RunningIdp,
  PKCE_PARAMS,
  PKCE_VERIFIER,
} from './idp-test-harness.js';

const SCOPE = 'openid profile email offline_access';

describe.each(testEngines())('built-in identity provider pages on %s', (engine) => {
  let database: TestDatabase;
  let running: RunningIdp;
  let config: oidc.Configuration;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    running = await startIdp(database.handle.db);
    config = await discover(running);
    await createIdpAccount(
      database.handle.db,
      {
        email: 'captain@arena.test',
        password: 'captain-pass-1',
        nickname: 'Captain',
      },
      new Date(),
    );
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  /** Starts an authorization in a fresh browser and returns it with the interaction page. */
  async function openInteraction(extra: Record<string, string> = {}) {
    const browser = new TestBrowser();
    const url = oidc.buildAuthorizationUrl(config, {
      ...PKCE_PARAMS,
      redirect_uri: running.redirectUri,
      scope: SCOPE,
      ...extra,
    });
    const { response, url: pageUrl } = await browser.follow(url.href, running.origin);
    expect(response.status).toBe(200);
    return { browser, pageUrl, html: await response.text() };
  }

  async function signIn(email: string, password: string) {
    const { browser, pageUrl, html } = await openInteraction();
    expect(html).toContain('<h1>Sign in</h1>');
    const response = await browser.postForm(`${pageUrl}/login`, { email, password });
    return { browser, pageUrl, response };
  }

  it('serves an accessible, styled sign-in page with a link to create an account', async () => {
    const { pageUrl, html } = await openInteraction();
    expect(html).toContain('<label for="field-email">E-mail</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    expect(html).toContain(`href="${new URL(pageUrl).pathname}?screen=signup"`);
    const css = await fetch(`${running.issuer}/assets/idp.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('#0d0f14');
  });

  it('pre-fills the e-mail from login_hint', async () => {
    const { html } = await openInteraction({ login_hint: 'captain@arena.test' });
    expect(inputValue(html, 'email')).toBe('captain@arena.test');
  });

  it('signs an existing account in and answers with a code', async () => {
    const { browser, response } = await signIn('Captain@Arena.test', 'captain-pass-1');
    expect(response.status).toBe(303);
    const { url } = await browser.follow(
      new URL(response.headers.get('location')!, running.origin).href,
      running.origin,
    );
    const callback = new URL(url);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: PKCE_VERIFIER });
    expect(tokens.claims()).toMatchObject({ email: 'captain@arena.test', nickname: 'Captain' });
  });

  it('refuses a wrong password and an unknown e-mail with the same generic message', async () => {
    for (const [email, password] of [
      ['captain@arena.test', 'not-the-password'],
      ['nobody@arena.test', 'captain-pass-1'],
      ['captain@arena.test', ''],
    ]) {
      const { response } = await signIn(email, password);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(alertText(html)).toBe('E-mail or password is incorrect.');
      expect(inputValue(html, 'email')).toBe(email);
      expect(html).not.toMatch(/id="field-password"[^>]*value="[^"]+"/);
    }
  });

  it('lets the demo seed reset an account idempotently per e-mail', async () => {
    const first = await createIdpAccount(
      database.handle.db,
      { email: 'seed@arena.test', password: 'first-pass', nickname: 'Seed' },
      new Date(),
    );
    // The reset is dated by the seeder's clock, not the machine's.
    const reseededAt = new Date('2026-03-01T12:00:00Z');
    const second = await createIdpAccount(
      database.handle.db,
      { email: 'SEED@arena.test', password: 'second-pass', nickname: 'Seeded' },
      reseededAt,
    );
    expect(second.id).toBe(first.id);
    const stored = await database.handle.db
      .selectFrom('idp_accounts')
      .select('updated_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.updated_at).getTime()).toBe(reseededAt.getTime());
    expect((await signIn('seed@arena.test', 'first-pass')).response.status).toBe(401);
    expect((await signIn('seed@arena.test', 'second-pass')).response.status).toBe(303);
  });

  it('shows inline errors for short values and keeps what was typed', async () => {
    const { browser, pageUrl, html } = await openInteraction({ screen: 'signup' });
    expect(html).toContain('Create your account');
    const response = await browser.postForm(`${pageUrl}/signup`, {
      email: 'not-an-email',
      nickname: 'ab',
      password: 'short',
      passwordConfirmation: 'different',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(fieldError(page, 'email')).toBe('Invalid e-mail.');
    expect(fieldError(page, 'nickname')).toBe('Field must have at least 3 characters.');
    expect(fieldError(page, 'password')).toBe('Field must have at least 8 characters.');
    expect(fieldError(page, 'passwordConfirmation')).toBe('Passwords do not match.');
    expect(inputValue(page, 'email')).toBe('not-an-email');
    expect(inputValue(page, 'nickname')).toBe('ab');
    expect(inputValue(page, 'password')).toBe('');
    expect(page).toMatch(
      /id="field-nickname"[^>]*aria-invalid="true"[^>]*aria-describedby="field-nickname-hint field-nickname-error"/,
    );

    const tooLong = await browser.postForm(`${pageUrl}/signup`, {
      email: 'long@arena.test',
      nickname: 'x'.repeat(33),
      password: 'long-enough',
      passwordConfirmation: 'long-enough',
    });
    expect(tooLong.status).toBe(400);
    const tooLongPage = await tooLong.text();
    expect(fieldError(tooLongPage, 'nickname')).toBe('The value cannot exceed 32 characters.');
    expect(fieldError(tooLongPage, 'email')).toBeUndefined();

    const empty = await browser.postForm(`${pageUrl}/signup`, {});
    const emptyPage = await empty.text();
    for (const field of ['email', 'nickname', 'password', 'passwordConfirmation']) {
      expect(fieldError(emptyPage, field)).toBe('This field is required.');
    }
  });

  it('refuses a duplicate e-mail on sign-up', async () => {
    const { browser, pageUrl } = await openInteraction({ screen: 'signup' });
    const response = await browser.postForm(`${pageUrl}/signup`, {
      email: ' CAPTAIN@arena.test ',
      nickname: 'Impostor',
      password: 'impostor-pass',
      passwordConfirmation: 'impostor-pass',
    });
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(fieldError(page, 'email')).toBe('Email CAPTAIN@arena.test is duplicate.');
    expect(inputValue(page, 'nickname')).toBe('Impostor');
    // The original account is untouched.
    expect((await signIn('captain@arena.test', 'captain-pass-1')).response.status).toBe(303);
  });

  it('opens the create-account form even for a browser that is already signed in', async () => {
    const { browser, response } = await signIn('captain@arena.test', 'captain-pass-1');
    await browser.follow(new URL(response.headers.get('location')!, running.origin).href, running.origin);

    const url = oidc.buildAuthorizationUrl(config, {
      ...PKCE_PARAMS,
      redirect_uri: running.redirectUri,
      scope: SCOPE,
      screen: 'signup',
    });
    const { response: page, url: pageUrl } = await browser.follow(url.href, running.origin);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Create your account');
    const created = await browser.postForm(`${pageUrl}/signup`, {
      email: 'second@arena.test',
      nickname: 'SecondOne',
      password: 'second-pass',
      passwordConfirmation: 'second-pass',
    });
    expect(created.status).toBe(303);
    // oidc-provider ends the previous account's session first (a self-submitting form), then issues the code.
    const { url: callbackUrl } = await browser.follow(
      new URL(created.headers.get('location')!, running.origin).href,
      running.origin,
    );
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), { pkceCodeVerifier: PKCE_VERIFIER });
    expect(tokens.claims()).toMatchObject({ email: 'second@arena.test', nickname: 'SecondOne' });
  });

  it('never shows a consent screen to the first-party client, even when consent is asked for', async () => {
    const { browser, response } = await signIn('captain@arena.test', 'captain-pass-1');
    await browser.follow(new URL(response.headers.get('location')!, running.origin).href, running.origin);
    const url = oidc.buildAuthorizationUrl(config, {
      ...PKCE_PARAMS,
      redirect_uri: running.redirectUri,
      scope: SCOPE,
      prompt: 'consent',
    });
    const { url: callbackUrl, visited } = await browser.follow(url.href, running.origin);
    // The consent interaction is opened and resolved by the provider itself, without a page.
    expect(visited.some((hop) => hop.includes('/idp/interaction/'))).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), { pkceCodeVerifier: PKCE_VERIFIER });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()).toMatchObject({ email: 'captain@arena.test' });
  });

  it('binds form posts to the browser that started the interaction', async () => {
    const { pageUrl } = await openInteraction();
    const stranger = new TestBrowser();
    const forged = await stranger.postForm(`${pageUrl}/login`, {
      email: 'captain@arena.test',
      password: 'captain-pass-1',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Sign-in expired');

    // A browser with its own interaction cannot complete someone else's by swapping the uid in the path.
    const { browser } = await openInteraction();
    const swapped = await browser.postForm(`${pageUrl}/login`, {
      email: 'captain@arena.test',
      password: 'captain-pass-1',
    });
    expect(swapped.status).toBe(400);
    expect(readForm(await swapped.text()).action).toBe('');
  });

  it('renders protocol errors on an Arena page', async () => {
    const response = await fetch(
      `${running.issuer}/auth?client_id=unknown&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(running.redirectUri)}`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('/idp/assets/idp.css');
  });
});
