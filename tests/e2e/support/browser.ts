// Launches Debian Chromium through puppeteer-core with a fresh profile (TOOLCHAIN.md: flags verified here).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

export async function launchBrowser(
  options: { args?: string[]; launch?: Partial<LaunchOptions> } = {},
): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'arena-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    ...options.launch,
  });
  return {
    browser,
    close: async () => {
      await browser.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
