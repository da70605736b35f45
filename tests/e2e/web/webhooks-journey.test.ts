// Issue 27 §2 in the browser: an organization owner opens the Webhooks tab of Your Organization, adds an
// endpoint (a real receiver on 127.0.0.1, allowed by the self-hoster's WEBHOOK_ALLOWED_ADDRESSES), is shown its
// signing secret once, sends a test event and sees it delivered in the delivery log, then redelivers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyEngines } from '../support/journey-engine.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { makeOrganizer } from '../../support/tournament-kit.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { button, click, textAppears, POLL_MS } from '../support/page-actions.js';
import { PASSWORD, open } from '../support/journey-kit.js';
import { signInWithPassword } from '../support/sign-in.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const TIMEOUT = 20_000;

describe.each(journeyEngines(import.meta.url))('webhooks journey (%s)', (engine) => {
  let server: TestServer;
  let browser: TestBrowser;
  let receiver: WebhookReceiver;
  const email = `hooks-journey-${Math.random().toString(36).slice(2, 6)}@example.com`;

  beforeAll(async () => {
    await ensureWebBuild();
    receiver = await startWebhookReceiver();
    server = await startTestServer(engine, { WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' });
    const owner = await server.signUp(email, 'HooksJourney', PASSWORD);
    await makeOrganizer(server, owner, 'Journey Hooks');
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.close();
  });

  it('sets up a webhook and sees its deliveries', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    await signInWithPassword(page, server.baseUrl, email, PASSWORD, '/my-organization');
    await open(page, `${server.baseUrl}/my-organization?tab=webhooks`);
    const input = await page.waitForSelector('input[name="url"]', { visible: true, timeout: TIMEOUT });
    await input!.type(`${receiver.origin}/journey`);
    await click(page, button('Add webhook'));
    const secret = await page.waitForSelector('[data-testid="webhook-secret"] code', { timeout: TIMEOUT });
    expect(await secret!.evaluate((node) => node.textContent)).toMatch(/^whsec_/);
    await textAppears(page, `${receiver.origin}/journey`);

    await click(page, button('Send test event'));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="webhook-delivery"]')].some(
          (row) => row.textContent?.includes('webhook.test') && row.textContent.includes('Delivered'),
        ),
      { timeout: TIMEOUT, polling: POLL_MS },
    );
    expect(receiver.at('/journey')).toHaveLength(1);

    await click(page, button('Redeliver'));
    await page.waitForFunction(() => document.body.textContent?.includes('2 attempts'), {
      timeout: TIMEOUT,
      polling: POLL_MS,
    });
    const requests = receiver.at('/journey');
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    await context.close();
  });
});
