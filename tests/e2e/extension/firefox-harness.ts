// Runs Arena Wallet in Firefox ESR the way a user installs it (the add-on an Arena server serves), with
// puppeteer over WebDriver BiDi for web pages and Marionette for the wallet's own pages.
//
// Why two protocols: Firefox's BiDi skips moz-extension:// contexts (bug 1755014), so puppeteer cannot see
// the popup or an approval window. Marionette can, but Firefox allows one WebDriver session, shared by
// both protocols. So the harness starts Firefox with both servers, opens the session through Marionette
// asking for a BiDi socket (`webSocketUrl`, as geckodriver does), and hands puppeteer that socket with
// `session.new` answered by the session already open. `--remote-allow-system-access` is what lets a
// WebDriver client navigate a tab to a moz-extension:// page at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type ConnectionTransport, type Page } from 'puppeteer-core';
import WebSocket from 'ws';
import { FIREFOX_ADDON_ID } from '../../../src/wallet/firefox-manifest.js';
import { freePort } from '../../support/free-port.js';
import { ROOT, newestSourceTime } from './extension-harness.js';
import { MarionetteClient, MarionetteError } from './marionette-client.js';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const OUTPUT = join(ROOT, '.output');

/** The Firefox zip `wxt zip -b firefox` made, rebuilt when missing or older than the sources. */
export function ensureFirefoxBuilt(): string {
  const find = () => (existsSync(OUTPUT) ? readdirSync(OUTPUT).find((name) => /-firefox\.zip$/.test(name)) : undefined);
  let zip = find();
  const sources = ['entrypoints', 'src', 'public', 'wxt.config.ts'].map((p) => newestSourceTime(join(ROOT, p)));
  if (!zip || Math.max(...sources) > statSync(join(OUTPUT, zip)).mtimeMs) {
    execFileSync('npx', ['wxt', 'zip', '-b', 'firefox'], { cwd: ROOT, stdio: 'pipe' });
    zip = find();
  }
  if (!zip) throw new Error('wxt zip -b firefox made no zip');
  return join(OUTPUT, zip);
}

/** A wallet page (popup or approval window), driven through Marionette. */
export class ExtensionTab {
  constructor(
    private readonly firefox: FirefoxWallet,
    readonly handle: string,
  ) {}

  private run<T>(command: string, params: Record<string, unknown> = {}): Promise<T> {
    return this.firefox.inWindow(this.handle, (m) => m.command<T>(command, params));
  }

  async goto(url: string): Promise<void> {
    await this.run('WebDriver:Navigate', { url });
  }

  async url(): Promise<string> {
    return (await this.run<{ value: string }>('WebDriver:GetCurrentURL')).value;
  }

  /** Runs `body` (a function body; `arguments` are `args`) in the page; a returned promise is awaited. */
  async evaluate<T>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.run<{ value: T }>('WebDriver:ExecuteScript', { script: body, args })).value;
  }

  /** Waits for an enabled element matching `selector`; resolves with its text. */
  waitFor(selector: string, timeoutMs = 30_000): Promise<string> {
    return this.evaluate<string>(
      `const [selector, timeout] = arguments;
       return new Promise((resolve, reject) => {
         const start = Date.now();
         const tick = () => {
           const el = document.querySelector(selector);
           if (el && !el.disabled && el.getClientRects().length > 0) resolve(el.textContent ?? '');
           else if (Date.now() - start > timeout) reject(new Error('No ' + selector + ' within ' + timeout + ' ms'));
           else setTimeout(tick, 25);
         };
         tick();
       });`,
      selector,
      timeoutMs,
    );
  }

  waitForTestId(id: string, timeoutMs?: number): Promise<string> {
    return this.waitFor(`[data-testid="${id}"]`, timeoutMs);
  }

  private async element(selector: string): Promise<string> {
    await this.waitFor(selector);
    const found = await this.run<{ value: Record<string, string> }>('WebDriver:FindElement', {
      using: 'css selector',
      value: selector,
    });
    return Object.values(found.value)[0];
  }

  /** A real click (Marionette's pointer input); a window that closes under its own button counts as clicked. */
  async click(selector: string): Promise<void> {
    const id = await this.element(selector);
    try {
      await this.run('WebDriver:ElementClick', { id });
    } catch (error) {
      if (!(error instanceof MarionetteError && /no such window|discarded/i.test(error.message))) throw error;
    }
  }

  clickTestId(id: string): Promise<void> {
    return this.click(`[data-testid="${id}"]`);
  }

  async type(selector: string, text: string): Promise<void> {
    const id = await this.element(selector);
    await this.run('WebDriver:ElementClear', { id });
    await this.run('WebDriver:ElementSendKeys', { id, text });
  }

  text(selector: string): Promise<string> {
    return this.evaluate<string>('return document.querySelector(arguments[0])?.textContent ?? ""', selector);
  }

  bodyText(): Promise<string> {
    return this.evaluate<string>('return document.body.innerText');
  }
}

export interface FirefoxWallet {
  browser: Browser;
  marionette: MarionetteClient;
  popupUrl: string;
  /** Runs Marionette commands with `handle` as the current window, one caller at a time. */
  inWindow<T>(handle: string, work: (m: MarionetteClient) => Promise<T>): Promise<T>;
  /** Opens the popup's page in a new tab. */
  openPopup(): Promise<ExtensionTab>;
  /** The next approval window the wallet opens (a window of its own in Firefox too). */
  nextApproval(timeoutMs?: number): Promise<ExtensionTab>;
  close(): Promise<void>;
}

/** puppeteer's side of the shared session: a WebSocket whose `session.new` gets the open session back. */
function sessionTransport(
  url: string,
  session: { sessionId: string; capabilities: unknown },
): Promise<ConnectionTransport> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const transport: ConnectionTransport = {
      send(message) {
        const request = JSON.parse(message) as { id: number; method: string };
        if (request.method === 'session.new') {
          setImmediate(() =>
            transport.onmessage?.(JSON.stringify({ type: 'success', id: request.id, result: session })),
          );
          return;
        }
        socket.send(message);
      },
      close() {
        socket.close();
      },
    };
    socket.on('message', (data) => transport.onmessage?.(data.toString()));
    socket.on('close', () => transport.onclose?.());
    socket.once('open', () => resolve(transport));
    socket.once('error', reject);
  });
}

async function startFirefox(profile: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    FIREFOX_PATH,
    ['--headless', '--no-remote', '--profile', profile, '--marionette', '--remote-debugging-port', '0'].concat(
      '--remote-allow-system-access',
    ),
    { env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  return { child, output: () => log };
}

/** Starts Firefox ESR with a fresh profile and installs the add-on at `addonPath` (an .xpi or a folder). */
export async function launchFirefoxWallet(addonPath: string): Promise<FirefoxWallet> {
  const profile = await mkdtemp(join(tmpdir(), 'arena-firefox-'));
  const marionettePort = await freePort();
  // Firefox gives each add-on a random internal UUID per profile; fixing it gives the popup a known URL.
  const uuid = randomUUID();
  const prefs: Record<string, string | number | boolean> = {
    'marionette.port': marionettePort,
    'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: uuid }),
    'browser.shell.checkDefaultBrowser': false,
    'datareporting.policy.dataSubmissionEnabled': false,
  };
  await writeFile(
    join(profile, 'user.js'),
    Object.entries(prefs)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  const { child, output } = await startFirefox(profile);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          r(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(undefined);
        });
      });
    }
    await rm(profile, { recursive: true, force: true });
  };

  try {
    const marionette = await MarionetteClient.connect(marionettePort, 60_000);
    const created = await marionette.command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      'WebDriver:NewSession',
      // Marionette takes the capabilities already merged (what geckodriver sends it), not alwaysMatch/firstMatch.
      { webSocketUrl: true, unhandledPromptBehavior: 'ignore' },
    );
    const webSocketUrl = String(created.capabilities.webSocketUrl);
    const browser = await puppeteer.connect({
      transport: await sessionTransport(webSocketUrl, created),
      protocol: 'webDriverBiDi',
      defaultViewport: null,
    });
    // Firefox's webExtension.install refuses a relative path (NS_ERROR_FILE_UNRECOGNIZED_PATH).
    await browser.installExtension(resolve(addonPath));

    let lock: Promise<unknown> = Promise.resolve();
    const inWindow = <T>(handle: string, work: (m: MarionetteClient) => Promise<T>): Promise<T> => {
      const run = async () => {
        await marionette.command('WebDriver:SwitchToWindow', { handle, focus: false });
        return work(marionette);
      };
      const result = lock.then(run, run);
      lock = result.catch(() => undefined);
      return result;
    };
    const handles = () => marionette.command<string[]>('WebDriver:GetWindowHandles');
    const seen = new Set<string>(await handles());
    const popupUrl = `moz-extension://${uuid}/popup.html`;

    const wallet: FirefoxWallet = {
      browser,
      marionette,
      popupUrl,
      inWindow,
      async openPopup() {
        const anyHandle = [...seen][0];
        const opened = await inWindow(anyHandle, (m) =>
          m.command<{ handle: string }>('WebDriver:NewWindow', { type: 'tab', focus: false }),
        );
        seen.add(opened.handle);
        const tab = new ExtensionTab(wallet, opened.handle);
        await tab.goto(popupUrl);
        return tab;
      },
      async nextApproval(timeoutMs = 30_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          for (const handle of await handles()) {
            if (seen.has(handle)) continue;
            const url = await inWindow(handle, (m) => m.command<{ value: string }>('WebDriver:GetCurrentURL')).catch(
              () => ({ value: '' }),
            );
            if (!url.value.includes('/approval.html')) continue; // still about:blank, or not the wallet's
            seen.add(handle);
            const tab = new ExtensionTab(wallet, handle);
            await tab.waitForTestId('approval', timeoutMs);
            return tab;
          }
          if (Date.now() > deadline) throw new Error(`No approval window within ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 25));
        }
      },
      async close() {
        await browser.close().catch(() => undefined);
        marionette.close();
        await stop();
      },
    };
    return wallet;
  } catch (error) {
    await stop();
    throw new Error(`Firefox did not start with the wallet: ${String(error)}\n${output().slice(-2000)}`);
  }
}

/**
 * A new tab for web pages. Firefox's remote agent now and then fails to create one (`browsingContext.create`:
 * "browsingContext is null" while it waits for the new tab's visibility, seen once in CI), with nothing wrong on
 * the page's side: the tab is asked for again, up to three times.
 */
export async function newWebPage(browser: FirefoxWallet['browser']): Promise<Page> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await browser.newPage();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('browsingContext.create')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
