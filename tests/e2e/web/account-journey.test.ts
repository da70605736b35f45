// The platform foundation's "done when": a new visitor creates an account on the built-in provider, lands
// back signed in, edits nickname and avatar, reloads and sees them, and signs out — on PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { createAccountFromNavigation, newAccount } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { journeyEngines } from '../support/journey-engine.js';
import { POLL_MS } from '../support/page-actions.js';

async function clickButton(page: Page, label: string) {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space(.)="${label}"]`, { visible: true });
  await button!.click();
}

async function textAppears(page: Page, text: string) {
  await page.waitForFunction(
    (wanted: string) => document.body.innerText.includes(wanted),
    { timeout: 20_000, polling: POLL_MS },
    text,
  );
}

describe.each(journeyEngines(import.meta.url))('a new player’s first visit (%s)', (engine) => {
  let server: ServerProcess;
  let browser: TestBrowser;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServerProcess({ engine });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs up, edits the profile, keeps it after a reload, and signs out', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const account = newAccount('journey');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await createAccountFromNavigation(page, server.url, account);
    await page.waitForSelector('xpath/.//nav//a[normalize-space(.)="Your Profile"]', { visible: true });

    await page.goto(`${server.url}/my-profile?tab=user-info`, { waitUntil: 'networkidle0' });
    const nickname = await page.waitForSelector('input[name="nickname"]', { visible: true });
    expect(await nickname!.evaluate((input) => input.value)).toBe(account.nickname);
    await nickname!.click({ clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.type('input[name="nickname"]', 'NewName42');
    await clickButton(page, 'Save changes');
    await textAppears(page, 'Your profile has been saved.');

    const folder = await mkdtemp(join(tmpdir(), 'arena-avatar-'));
    const picture = join(folder, 'me.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 256, height: 256, channels: 3, background: '#a855f7' } })
        .png()
        .toBuffer(),
    );
    const fileInput = await page.waitForSelector('input[type=file][name=profilePicture]');
    await (fileInput as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(picture);
    await clickButton(page, 'Upload picture');
    await textAppears(page, 'Your new picture is saved.');

    // Issue 26 §4: the notification choices, each box saved as it is ticked (check-in's e-mail is off by default).
    const checkInMail = 'input[aria-label="Check-in is open: by e-mail"]';
    const isOn = (selector: string) => page.$eval(selector, (box) => (box as HTMLInputElement).checked);
    await page.waitForSelector(checkInMail, { visible: true });
    expect(await isOn(checkInMail)).toBe(false);
    expect(await isOn('input[aria-label="Your match is ready: by e-mail"]')).toBe(true);
    await page.click(checkInMail);
    await page.waitForFunction(
      (selector: string) => {
        const box = document.querySelector<HTMLInputElement>(selector);
        return Boolean(box?.checked && !box.disabled);
      },
      {},
      checkInMail,
    );

    await page.reload({ waitUntil: 'networkidle0' });
    const reloaded = await page.waitForSelector('input[name="nickname"]', { visible: true });
    expect(await reloaded!.evaluate((input) => input.value)).toBe('NewName42');
    await page.waitForSelector(checkInMail, { visible: true });
    expect(await isOn(checkInMail)).toBe(true);
    const avatars = await page.$$eval('img', (images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(avatars.some((src) => src.includes('/uploads/avatars/'))).toBe(true);

    // An e-mail's unsubscribe link that is not one of Arena's says so and leads to the choices (a valid one: the
    // API suite tests/api/notifications).
    await page.goto(`${server.url}/unsubscribe?token=not-a-real-link`, { waitUntil: 'networkidle0' });
    await textAppears(page, 'This link does not work');
    const choices = await page.waitForSelector('xpath/.//a[normalize-space(.)="Choose your notifications"]');
    await choices!.click();
    await page.waitForSelector(checkInMail, { visible: true });

    // Sign-out goes through the provider's end-session endpoint and back to /tournaments as a guest.
    // Signing out from a protected page must not be undone by the page's own sign-in redirect.
    await clickButton(page, 'Sign out');
    await page
      .waitForFunction(
        () =>
          window.location.pathname === '/tournaments' &&
          !localStorage.getItem('authorization') &&
          document.body.innerText.includes('Create account'),
        { timeout: 20_000, polling: POLL_MS },
      )
      .catch(async (error) => {
        const state = await page.evaluate(
          () => `${location.href} | storage=${JSON.stringify(localStorage)} | ${document.body.innerText.slice(0, 200)}`,
        );
        throw new Error(`not signed out: ${state.slice(0, 120)} dialogs=${JSON.stringify(dialogs)}`, { cause: error });
      });
    expect(await page.$('xpath/.//nav//a[normalize-space(.)="Your Profile"]')).toBeNull();
    // Signed out at the provider too: opening a private page asks for the password again.
    await page.goto(`${server.url}/my-profile`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname.includes('/idp/'), { timeout: 20_000, polling: POLL_MS });
    await page.waitForSelector('input[name="password"]', { visible: true });
    await context.close();
  });
});
