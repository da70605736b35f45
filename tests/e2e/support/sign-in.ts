// Signs in through the built-in identity provider's own pages, the way a person does: open a page that
// needs an account, fill in e-mail and password, and land back in the app.
import type { Page, PuppeteerLifeCycleEvent } from 'puppeteer-core';
import { POLL_MS } from './page-actions.js';

// The one sign-in of the browser suites. Each step waits for what the person waits for (the form's fields, the
// address back in the app without its code), not for the network to go quiet: "network idle" is half a second
// of nothing after the last request, three times a sign-in, and the suites sign in a few hundred times.
// Firefox over WebDriver BiDi passes `load`.
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  startPath = '/my-profile',
  waitUntil: PuppeteerLifeCycleEvent = 'domcontentloaded',
): Promise<void> {
  await page.goto(`${baseUrl}${startPath}`, { waitUntil });
  await page.waitForFunction(() => window.location.pathname.includes('/idp/'), { timeout: 30_000, polling: POLL_MS });
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', password);
  await Promise.all([page.waitForNavigation({ waitUntil }), page.click('button[type="submit"]')]);
  // Back in the app: wait until the code has been exchanged (the tokens stored, the code gone from the address) and
  // the page's first queries have answered, as a person waits for the page to show: a click before that can be
  // lost when the page is swapped for the signed-in one (a dialog opened on it closes with it). A quarter second
  // of quiet, not puppeteer's half; Firefox over BiDi never reports quiet, so `load` skips it.
  await page.waitForFunction(
    (path: string) =>
      window.location.pathname === path &&
      !new URLSearchParams(window.location.search).has('code') &&
      Boolean(localStorage.getItem('authorization')),
    { timeout: 30_000, polling: POLL_MS },
    startPath,
  );
  if (waitUntil !== 'load') await page.waitForNetworkIdle({ idleTime: 250, concurrency: 2, timeout: 30_000 });
}

/** The earlier name of signIn, kept while other branches still call it. */
export const signInWithPassword = signIn;

/** Demo accounts seeded on an empty database (server/db/demo-data.ts). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@arena.gg', password: 'arena-admin-2026' },
  organizer: { email: 'organizer@arena.gg', password: 'arena-organizer-2026' },
  player: { email: 'player1@arena.gg', password: 'arena-player-2026' },
} as const;

export interface NewAccount {
  email: string;
  nickname: string;
  password: string;
}

/** A unique account for one test run. */
export function newAccount(prefix = 'player'): NewAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${prefix}-${unique}@example.test`,
    nickname: `${prefix}${unique}`.slice(0, 32),
    password: `pw-${unique}-secret`,
  };
}

/**
 * Creates an account the way a visitor does: "Create account" in the navigation bar (desktop width), the
 * identity provider's sign-up form, then back to the page the visitor started from, signed in.
 */
export async function createAccountFromNavigation(
  page: Page,
  baseUrl: string,
  account: NewAccount,
  startPath = '/tournaments',
  options: { verifyEmail?: boolean } = {},
): Promise<void> {
  await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'domcontentloaded' });
  const button = await page.waitForSelector('xpath/.//header//button[normalize-space(.)="Create account"]', {
    visible: true,
  });
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), button!.click()]);
  await page.waitForSelector('input[name="passwordConfirmation"]');
  await page.type('input[name="email"]', account.email);
  await page.type('input[name="nickname"]', account.nickname);
  await page.type('input[name="password"]', account.password);
  await page.type('input[name="passwordConfirmation"]', account.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button[type="submit"]')]);
  await page.waitForFunction(
    (path: string) =>
      window.location.pathname === path &&
      !new URLSearchParams(window.location.search).has('code') &&
      Boolean(localStorage.getItem('authorization')),
    { timeout: 30_000, polling: POLL_MS },
    startPath,
  );
  if (options.verifyEmail === false) return;
  // As the new player does next: open the mail, follow its link, and come back to where they were.
  await verifyEmailFromMailbox(page, baseUrl, account.email);
  await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle0' });
}

/**
 * Follows the newest verification link mailed to `email` (the dev mailbox, loopback only) and "Continue to Arena":
 * Your Profile signs in again, so Arena reads the verified address from the new ID token. Ends on /my-profile.
 */
export async function verifyEmailFromMailbox(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { waitUntil: 'domcontentloaded' });
  const link = await page.waitForSelector('a[href*="/verify-email?token="]', { timeout: 30_000 });
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), link!.click()]);
  await page.waitForSelector('xpath/.//h1[normalize-space(.)="E-mail address verified"]', { timeout: 30_000 });
  const onward = await page.waitForSelector('xpath/.//a[normalize-space(.)="Continue to Arena"]');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), onward!.click()]);
  await page.waitForFunction(
    () =>
      window.location.pathname === '/my-profile' &&
      !window.location.search.includes('emailVerified') &&
      !new URLSearchParams(window.location.search).has('code') &&
      Boolean(document.querySelector('h1')) &&
      !document.querySelector('[data-testid="email-verification-notice"]'),
    { timeout: 30_000, polling: POLL_MS },
  );
}
