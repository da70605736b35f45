// Issue 27 §1 in the browser: the demo organizer (Nova Events' owner) opens Your Organization → API keys, creates
// a read key, sees and copies its secret once, uses it with fetch against the API (a read passes, a write is
// refused for its scope), reads the key's request log, revokes it after confirming, and the key then gets 401.
// The tab is walked at 1280 and 360 px: nothing wider than the screen, no serious accessibility violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { DEMO_ACCOUNTS, signIn } from '../support/sign-in.js';
import { ensureWebBuild } from '../support/web-build.js';
import { seriousAxeViolations } from '../support/axe.js';
import { journeyEngines } from '../support/journey-engine.js';
import { screenshots } from '../support/journey-kit.js';
import { button, click, dialog, textAppears } from '../support/page-actions.js';

const TIMEOUT = 20_000;
const SECRET = '[data-testid="api-key-secret"]';

async function fetchWithKey(page: Page, secret: string, path: string, method = 'GET', body?: unknown) {
  return page.evaluate(
    async (key, url, verb, json) => {
      const response = await fetch(url, {
        method: verb,
        headers: { authorization: `Bearer ${key}`, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
      });
      return {
        status: response.status,
        body: (await response.json()) as { message?: unknown },
        limit: response.headers.get('ratelimit-limit'),
      };
    },
    secret,
    `/api/v1${path}`,
    method,
    body,
  );
}

async function fitsTheScreen(page: Page, width: number) {
  await page.setViewport({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect([width, overflow]).toEqual([width, 0]);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe.each(journeyEngines(import.meta.url))('API keys in the browser (%s)', (engine) => {
  let server: ServerProcess;
  let browser: TestBrowser;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startServerProcess({ engine, demoData: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a key, shows its secret once, uses it, logs it and revokes it', async () => {
    const context = await browser.browser.createBrowserContext();
    await context.overridePermissions(server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const { email, password } = DEMO_ACCOUNTS.organizer;
    await signIn(page, server.url, email, password, '/my-organization');
    await click(page, '//button[@role="tab"][normalize-space(.)="API keys"]');
    await textAppears(page, 'Create an API key');

    // Create: a name, the read scope (chosen by default), no expiry.
    const nameInput = await page.waitForSelector('xpath///label[normalize-space(.)="Name"]/following::input[1]', {
      visible: true,
      timeout: TIMEOUT,
    });
    await nameInput!.type('Stream overlay');
    await click(page, button('Create key'));
    const secretBox = await page.waitForSelector(SECRET, { visible: true, timeout: TIMEOUT });
    const secret = (await secretBox!.evaluate((node) => node.textContent ?? '')).trim();
    expect(secret).toMatch(/^arena_live_[A-Za-z0-9_-]{43}$/);
    await click(page, button('Copy'));
    await textAppears(page, 'Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await fitsTheScreen(page, 1280);
    await fitsTheScreen(page, 360);
    await screenshots(page, 'api-keys-created');
    await page.setViewport({ width: 1280, height: 900 });

    // Seen once: after Done, and after a reload, the page never holds the secret again.
    await click(page, button('Done'));
    await page.waitForSelector(SECRET, { hidden: true, timeout: TIMEOUT });
    await page.reload({ waitUntil: 'networkidle2' });
    await textAppears(page, 'Stream overlay');
    expect(await page.content()).not.toContain(secret);

    // The key works from a program (here the page's own fetch), within its scope.
    const read = await fetchWithKey(page, secret, '/organizations/current/overview');
    expect(read.status).toBe(200);
    expect(read.limit).not.toBeNull();
    const write = await fetchWithKey(page, secret, '/tournaments', 'POST', { disciplineCode: 'x', name: 'Bot Cup' });
    expect(write).toMatchObject({ status: 403, body: { message: 'API-KEY-SCOPE-MISSING' } });

    // The list shows its last use; the log shows both calls, newest first.
    await page.reload({ waitUntil: 'networkidle2' });
    const row = '//li[.//strong[normalize-space(.)="Stream overlay"]]';
    await page.waitForSelector(`xpath/${row}`, { visible: true, timeout: TIMEOUT });
    expect(await page.$eval(`xpath/${row}`, (node) => node.textContent ?? '')).not.toContain('Last used: never');
    await click(page, button('Request log', row));
    await page.waitForSelector('table[aria-label="Request log"] tbody tr:nth-child(2)', { timeout: TIMEOUT });
    const logRows = await page.$$eval('table[aria-label="Request log"] tbody tr', (rows) =>
      rows.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)),
    );
    expect(logRows).toEqual([
      ['POST', '/api/v1/tournaments', '403'],
      ['GET', '/api/v1/organizations/current/overview', '200'],
    ]);
    await fitsTheScreen(page, 360);
    await screenshots(page, 'api-keys-log');
    await page.setViewport({ width: 1280, height: 900 });

    // Revoke, after confirming: the key answers 401 from then on.
    await click(page, button('Revoke', row));
    await click(page, button('Revoke key', dialog));
    await page.waitForSelector(`xpath/${row}//span[normalize-space(.)="Revoked"]`, { timeout: TIMEOUT });
    const revoked = await fetchWithKey(page, secret, '/organizations/current/overview');
    expect(revoked).toMatchObject({ status: 401, body: { message: 'API-KEY-INVALID' } });
    await context.close();
  });
});
