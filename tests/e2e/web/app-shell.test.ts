// The web app shell in a real Chromium against a real server: routing, guards, sign-in redirect, the
// small-screen menu and accessibility.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { seriousAxeViolations } from '../support/axe.js';
import { DEMO_ACCOUNTS, createAccountFromNavigation, newAccount, signInWithPassword } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { signInAtIdp } from '../../support/idp-browserless.js';
import { ERROR_CATALOGUE } from '../../../src/contract/error-catalogue.js';
import { POLL_MS } from '../support/page-actions.js';

let server: ServerProcess;
let chromium: TestBrowser;
let page: Page;
let context: BrowserContext | undefined;

beforeAll(async () => {
  await ensureWebBuild();
  [server, chromium] = await Promise.all([startServerProcess({ demoData: true }), launchBrowser()]);
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close().catch(() => undefined);
  context = undefined;
});

/** Each test gets its own browser context: no storage or session leaks from one test into the next. */
async function newPage(width = 1366, height = 900): Promise<Page> {
  context = await chromium.browser.createBrowserContext();
  page = await context.newPage();
  await page.setViewport({ width, height });
  return page;
}

describe('web app shell', () => {
  it('shows the 404 page without navigation bar or footer for an unknown path', async () => {
    await newPage();
    await page.goto(`${server.url}/no/such/page`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="not-found-page"]');
    expect(await page.$eval('h1', (element) => element.textContent)).toBe('Page not found');
    expect(await page.$('nav[aria-label="Main"]')).toBeNull();
    expect(await page.$('footer')).toBeNull();
    await page.click('a[href="/tournaments"]');
    await page.waitForFunction(() => window.location.pathname === '/tournaments');
    await page.waitForSelector('footer');
  });

  it('sends a visitor who opens /my-profile to the sign-in page of the identity provider', async () => {
    await newPage();
    await page.goto(`${server.url}/my-profile`);
    await page.waitForFunction(() => window.location.pathname.includes('/idp/'), { timeout: 30_000, polling: POLL_MS });
    expect(page.url()).toContain('/idp/');
    await page.waitForSelector('input[name="password"]');
  });

  it('lets a visitor read public pages without being sent to sign in', async () => {
    await newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).toBe('/tournaments');
    await page.waitForSelector('nav[aria-label="Main"]');
    const buttons = await page.$$eval('header button', (elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()),
    );
    expect(buttons).toEqual(expect.arrayContaining(['Login', 'Create account']));
    await page.goto(`${server.url}/legal`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).toBe('/legal');
    expect(await page.$('nav[aria-label="Main"]')).toBeNull();
  });

  it('at 360 px the menu icon opens the menu modal and its links navigate', async () => {
    await newPage(360, 740);
    await page.goto(`${server.url}/tournaments`, { waitUntil: 'networkidle0' });
    // The desktop bar is hidden on small screens.
    expect(
      await page.$eval('nav[aria-label="Main"]', (element) => getComputedStyle(element.parentElement!).display),
    ).toBe('none');
    await page.click('button[aria-label="Open menu"]');
    const dialog = await page.waitForSelector('[role="dialog"]');
    expect(await dialog!.evaluate((element) => element.textContent)).toContain('Leaderboards');
    const link = await page.waitForSelector('[role="dialog"] a[href="/leaderboards"]');
    await link!.click();
    await page.waitForFunction(() => window.location.pathname === '/leaderboards');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // The leaderboards page is a lazy chunk: its heading replaces the loading state when the chunk has arrived.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Leaderboards');
  });

  it('at 360 px a guest gets the login-or-create-account prompt from the profile button', async () => {
    await newPage(360, 740);
    await page.goto(`${server.url}/tournaments`, { waitUntil: 'networkidle0' });
    await page.click('button[aria-label="Log in or create an account"]');
    const dialog = await page.waitForSelector('[role="dialog"]');
    const text = await dialog!.evaluate((element) => element.textContent ?? '');
    expect(text).toContain('Login');
    expect(text).toContain('Create account');
    expect(await dialog!.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('720px');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });

  it.each(['/tournaments', '/legal', '/no/such/page'])(
    'axe finds no serious or critical violation on %s',
    async (path) => {
      await newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it("does not sign a visitor in with an attacker's code (login CSRF), with or without the attacker's state", async () => {
    const attacker = await signInAtIdp(server.url, DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    expect(attacker.code).toBeTruthy();
    await newPage();
    const links = [`code=${attacker.code}&state=${attacker.state}`, `code=${attacker.code}`];
    for (const query of links) {
      await page.goto(`${server.url}/tournaments?${query}`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => !new URLSearchParams(window.location.search).has('code'), {
        timeout: 30_000,
        polling: POLL_MS,
      });
      expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
      const refusal = ERROR_CATALOGUE['LOGIN-STATE-MISMATCH'];
      await page.waitForFunction(
        (text: string) => document.body.innerText.includes(text),
        { timeout: 10_000, polling: POLL_MS },
        refusal,
      );
    }
  });

  it('signs a player in, shows Your Profile, passes axe on /my-profile, and hides /admin-management', async () => {
    await newPage();
    await signInWithPassword(page, server.url, DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    const tokens = await page.evaluate(() => [
      localStorage.getItem('authorization'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('idToken'),
    ]);
    expect(tokens.every(Boolean)).toBe(true);
    await page.waitForSelector('[role="tablist"][aria-label="Profile sections"]');
    const navLinks = await page.$$eval('nav[aria-label="Main"] a', (elements) =>
      elements.map((element) => element.textContent),
    );
    expect(navLinks).toContain('Your Profile');
    expect(navLinks).not.toContain('Admin Management');

    await page.goto(`${server.url}/my-profile?tab=user-info`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="nickname"]');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/admin-management`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="not-found-page"]');
  });

  it('lets a new visitor create an account from the navigation bar and come back signed in', async () => {
    await newPage();
    const account = newAccount();
    await createAccountFromNavigation(page, server.url, account);
    expect(new URL(page.url()).search).toBe('');
    await page.waitForSelector('xpath/.//nav[@aria-label="Main"]//a[normalize-space(.)="Your Profile"]');
    // A button's name is its aria-label when it has one (the desktop bar shortens some labels below 1638 px).
    const buttons = await page.$$eval('header button', (elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()),
    );
    expect(buttons).toEqual(expect.arrayContaining(['Get the extension', 'Download Client', 'Sign out']));
    expect(buttons).not.toContain('Login');
  });
});
