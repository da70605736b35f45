// Loads the built Arena Wallet into headless Chromium the way TOOLCHAIN.md describes, and drives its
// pages: popup onboarding, approval windows, and a dApp page on a tiny local HTTP server.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.js';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { TargetType, type Browser, type Page, type Target } from 'puppeteer-core';
import { newestModified } from '../../../server/build/newest-modified.js';

export const ROOT = resolve(import.meta.dirname, '../../..');
// ARENA_EXTENSION_DIR points the harness at another unpacked build (e.g. to compare a stripped-down page).
export const EXTENSION_DIR = process.env.ARENA_EXTENSION_DIR ?? join(ROOT, '.output/chrome-mv3');
export const CHROMIUM = CHROMIUM_PATH;

export const newestSourceTime = (path: string): number => newestModified(path);

/** Builds the extension if the output is missing, or older than its sources (a stale build tests old code). */
export function ensureExtensionBuilt(): void {
  const manifest = join(EXTENSION_DIR, 'manifest.json');
  if (process.env.ARENA_EXTENSION_DIR && existsSync(manifest)) return;
  if (existsSync(manifest)) {
    const sources = ['entrypoints', 'src', 'public', 'wxt.config.ts'].map((p) => newestSourceTime(join(ROOT, p)));
    if (Math.max(...sources) <= statSync(manifest).mtimeMs) return;
  }
  execFileSync('npx', ['wxt', 'build'], { cwd: ROOT, stdio: 'pipe' });
}

export interface WalletBrowser {
  browser: Browser;
  extensionId: string;
  popupUrl: string;
  close(): Promise<void>;
}

/** `extensionDir`: another unpacked copy, e.g. the zip a server served, unpacked. */
export async function launchWalletBrowser(extensionDir = EXTENSION_DIR): Promise<WalletBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'arena-wallet-e2e-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    enableExtensions: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = await browser.waitForTarget(
    (t) => t.type() === TargetType.SERVICE_WORKER && t.url().endsWith('/background.js'),
    { timeout: 30_000 },
  );
  const extensionId = new URL(worker.url()).host;
  const popupUrl = `chrome-extension://${extensionId}/popup.html`;
  // The worker target exists before the background's main() ran: poll until it answers a message.
  const probe = await browser.newPage();
  await probe.goto(popupUrl);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await probe
      .evaluate(() =>
        (globalThis as any).chrome.runtime
          .sendMessage({ arenaWallet: 1, name: 'wallet:overview', params: {} })
          .then((r: { ok?: boolean } | undefined) => Boolean(r?.ok)),
      )
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('The wallet background never became ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  await probe.close();
  return {
    browser,
    extensionId,
    popupUrl,
    async close() {
      await browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

export async function clickTestId(page: Page, id: string): Promise<void> {
  const selector = `[data-testid="${id}"]`;
  await page.waitForSelector(`${selector}:not([disabled])`, { visible: true });
  try {
    await page.click(selector);
  } catch (error) {
    // Approve/reject close their own window; the click landed if the window went away under it.
    if (!page.isClosed() && !/Target closed|Session closed|detached/i.test(String(error))) throw error;
  }
}

/** Popup onboarding: create or import, then back up (create) and set the account name. */
export async function onboard(
  wallet: WalletBrowser,
  options: { password: string; accountName: string; importKey?: string; arenaNodeUrl?: string },
): Promise<Page> {
  const popup = await wallet.browser.newPage();
  await popup.goto(wallet.popupUrl);
  await popup.waitForSelector('[data-testid="onboarding"]');
  if (options.importKey) {
    await clickTestId(popup, 'mode-import');
    await typeInto(popup, 'input[name="privateKey"]', options.importKey);
  }
  await typeInto(popup, 'input[name="password"]', options.password);
  await typeInto(popup, 'input[name="confirm"]', options.password);
  await clickTestId(popup, 'onboarding-submit');
  if (!options.importKey) {
    await popup.waitForSelector('[data-testid="backup-private-key"]');
    await clickTestId(popup, 'backup-confirm');
    await clickTestId(popup, 'backup-done');
  }
  await popup.waitForSelector('[data-testid="account-setup"]');
  await typeInto(popup, 'input[name="accountName"]', options.accountName);
  await clickTestId(popup, 'account-save');
  await popup.waitForSelector('[data-testid="tab-settings"]');
  if (options.arenaNodeUrl) {
    await clickTestId(popup, 'tab-settings');
    await typeInto(popup, 'input[name="arenaNodeUrl"]', options.arenaNodeUrl);
    await clickTestId(popup, 'arena-url-save');
    await popup.waitForFunction(
      (url) =>
        [...document.querySelectorAll('[data-testid="network-settings"] li')].some((li) =>
          li.textContent?.includes(url),
        ),
      {},
      options.arenaNodeUrl.replace(/\/v1\/chain\/?$/, ''),
    );
    await clickTestId(popup, 'tab-home');
  }
  return popup;
}

export function isApprovalTarget(t: Target): boolean {
  return t.type() === TargetType.PAGE && t.url().includes('/approval.html');
}

/** Waits for the next approval window and returns its page once its content is shown. */
// A settled approval window takes a moment to close; never hand out the same window twice.
const handedOut = new WeakSet<Target>();

/** Approval windows open and not handed out yet (a window being closed after its answer is not one of them). */
export function waitingApprovalTargets(browser: Browser): Target[] {
  return browser.targets().filter((t) => isApprovalTarget(t) && !handedOut.has(t));
}

export async function nextApproval(browser: Browser, timeout = 15_000): Promise<Page> {
  const target = await browser.waitForTarget((t) => isApprovalTarget(t) && !handedOut.has(t), { timeout });
  handedOut.add(target);
  const page = await target.page();
  if (!page) throw new Error('The approval window has no page');
  await page.waitForSelector('[data-testid="approval"]', { timeout });
  return page;
}

export interface DappServer {
  origin: string;
  /** Served paths; may be extended once the origin is known. */
  files: Record<string, { type: string; body: string | Buffer }>;
  close(): Promise<void>;
}

const DAPP_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Test dApp</title>
<script>window.__ultraAtStart = 'ultra' in window;</script></head>
<body><h1>Test dApp</h1></body></html>`;

/** A static page on 127.0.0.1, which the content scripts match; `files` adds JSON or other paths. */
export async function startDappServer(
  files: Record<string, { type: string; body: string | Buffer }> = {},
): Promise<DappServer> {
  const server: Server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(200, {
      'content-type': file?.type ?? 'text/html; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    res.end(file?.body ?? DAPP_HTML);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    files,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Starts a provider call in the page without awaiting it; read it later with `settled`. */
export async function startCall(page: Page, key: string, expression: string): Promise<void> {
  await page.evaluate(
    (k, expr) => {
      const w = window as unknown as { __calls: Record<string, unknown> };
      w.__calls ??= {};
      w.__calls[k] = { pending: true };
      // The harness evaluates the test's expression inside the page, where no other way of running it exists.
      // eslint-disable-next-line no-new-func, @typescript-eslint/no-implied-eval
      const promise = new Function(`return (${expr});`)() as Promise<unknown>;
      promise.then(
        (value) => (w.__calls[k] = { resolved: value }),
        (reason) => (w.__calls[k] = { rejected: reason }),
      );
    },
    key,
    expression,
  );
}

export async function settled(page: Page, key: string, timeout = 30_000): Promise<{ resolved?: any; rejected?: any }> {
  await page.waitForFunction(
    (k) => {
      const call = (window as unknown as { __calls?: Record<string, { pending?: boolean }> }).__calls?.[k];
      return call && !call.pending;
    },
    { timeout, polling: 50 },
    key,
  );
  return page.evaluate((k) => (window as unknown as { __calls: Record<string, unknown> }).__calls[k], key) as Promise<{
    resolved?: any;
    rejected?: any;
  }>;
}

/** Stops the extension's service worker, as Chrome does after 30 s idle; resolves once it is gone. */
export async function stopServiceWorker(browser: Browser): Promise<void> {
  const target = browser
    .targets()
    .find((t) => t.type() === TargetType.SERVICE_WORKER && t.url().endsWith('/background.js'));
  if (!target) return;
  const worker = await target.worker();
  await worker?.close();
  const deadline = Date.now() + 10_000;
  while (browser.targets().includes(target) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (browser.targets().includes(target)) throw new Error('The service worker did not stop');
}
