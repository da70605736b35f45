// Wallet latency benchmark, driven by puppeteer against the built extension (issue §5):
//   1. request → approval window shown: dApp calls signMessage until the approval page has rendered it;
//   2. approve click → signed response: click on "Sign" until the dApp's promise resolved.
// Times come from performance marks in both pages on the same clock (performance.timeOrigin + now()).
// In headless Chromium and in Firefox ESR. Also prints the extension's bundle sizes and both add-on zips.
// Usage: npm run bench:wallet [-- --runs 30] [-- --browser chromium|firefox]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import {
  EXTENSION_DIR,
  ROOT,
  type DappServer,
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  onboard,
  settled,
  startCall,
  startDappServer,
} from '../../e2e/extension/extension-harness';
import { ensureFirefoxBuilt, launchFirefoxWallet } from '../../e2e/extension/firefox-harness';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const WARMUP = 3;
// --browser chromium|firefox limits the run to one browser; both by default.
const browserArg = process.argv.indexOf('--browser');
const BROWSERS = browserArg > 0 ? [process.argv[browserArg + 1]] : ['chromium', 'firefox'];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `${name.padEnd(38)} n=${samples.length}  p50=${percentile(sorted, 50).toFixed(1)} ms  p99=${percentile(sorted, 99).toFixed(1)} ms  min=${sorted[0].toFixed(1)}  max=${sorted.at(-1)!.toFixed(1)}  mean=${mean.toFixed(1)}`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function printBundleSizes(): void {
  const files = listFiles(EXTENSION_DIR).sort();
  let total = 0;
  let totalGzip = 0;
  console.log('\nExtension bundle (.output/chrome-mv3):');
  for (const file of files) {
    const bytes = statSync(file).size;
    const gzip = gzipSync(readFileSync(file)).length;
    total += bytes;
    totalGzip += gzip;
    console.log(
      `  ${relative(EXTENSION_DIR, file).padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(8)} kB  gzip ${(gzip / 1024).toFixed(1).padStart(7)} kB`,
    );
  }
  console.log(
    `  ${'total'.padEnd(48)} ${(total / 1024).toFixed(1).padStart(8)} kB  gzip ${(totalGzip / 1024).toFixed(1).padStart(7)} kB`,
  );
}

/** One approval window as the bench sees it: when it showed the request, and a click on its approve button. */
interface BenchApproval {
  /** performance.timeOrigin + the 'arena:approval-shown' mark, on the shared wall clock. */
  shownAt(): Promise<number>;
  /** Clicks approve from inside the page; returns the click's time on the same clock. */
  approve(): Promise<number>;
}

const SHOWN_AT = `for (let tries = 0; tries < 200 && performance.getEntriesByName('arena:approval-shown').length === 0; tries += 1) {
  await new Promise((r) => setTimeout(r, 5));
}
return performance.timeOrigin + performance.getEntriesByName('arena:approval-shown')[0].startTime;`;
// The click time comes back from the same evaluate, before the window closes itself.
const APPROVE = `const at = performance.timeOrigin + performance.now();
document.querySelector('[data-testid="approval-approve"]').click();
return at;`;

/** Measures `RUNS` signMessage round trips from `page` (connected already), approvals from `next`. */
async function measure(
  page: Page,
  next: () => Promise<BenchApproval>,
): Promise<{ shown: number[]; responded: number[] }> {
  const shown: number[] = [];
  const responded: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const key = `sign${i}`;
    await page.evaluate((k) => {
      const w = window as unknown as {
        __bench: Record<string, { start: number; end?: number }>;
        ultra: { signMessage(m: string): Promise<unknown> };
      };
      w.__bench ??= {};
      const start = performance.timeOrigin + performance.now();
      w.__bench[k] = { start };
      void w.ultra.signMessage(`message:bench ${k}`).then(() => {
        w.__bench[k].end = performance.timeOrigin + performance.now();
      });
    }, key);
    const approval = await next();
    const shownAt = await approval.shownAt();
    const clickAt = await approval.approve();
    await page.waitForFunction(
      (k) => (window as unknown as { __bench: Record<string, { end?: number }> }).__bench[k].end !== undefined,
      { polling: 5, timeout: 30_000 },
      key,
    );
    const times = await page.evaluate(
      (k) => (window as unknown as { __bench: Record<string, { start: number; end: number }> }).__bench[k],
      key,
    );
    if (i < WARMUP) continue;
    shown.push(shownAt - times.start);
    responded.push(times.end - clickAt);
  }
  return { shown, responded };
}

function report(browser: string, result: { shown: number[]; responded: number[] }): void {
  console.log(`Arena Wallet latency in ${browser} (${RUNS} runs after ${WARMUP} warm-up, signMessage):`);
  console.log(summary('request → approval window shown', result.shown));
  console.log(summary('approve click → signed response in page', result.responded));
}

async function benchChromium(dapp: DappServer): Promise<void> {
  ensureExtensionBuilt();
  const wallet = await launchWalletBrowser();
  try {
    const popup = await onboard(wallet, { password: 'bench password 1', accountName: 'bench1' });
    await popup.close();
    const page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
    await startCall(page, 'connect', 'window.ultra.connect()');
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    if (!(await settled(page, 'connect')).resolved) throw new Error('connect failed');
    const evaluate = (approval: Page, body: string) =>
      approval.evaluate(`(async () => { ${body} })()`) as Promise<number>;
    report(
      'headless Chromium',
      await measure(page, async () => {
        const approval = await nextApproval(wallet.browser);
        return { shownAt: () => evaluate(approval, SHOWN_AT), approve: () => evaluate(approval, APPROVE) };
      }),
    );
  } finally {
    await wallet.close();
  }
}

// Firefox: approval windows are reached through Marionette (BiDi does not expose extension pages), which only
// finds the window; the figures come from the pages' own clocks as in Chromium.
async function benchFirefox(dapp: DappServer): Promise<void> {
  const wallet = await launchFirefoxWallet(ensureFirefoxBuilt());
  try {
    const popup = await wallet.openPopup();
    await popup.type('input[name="password"]', 'bench password 1');
    await popup.type('input[name="confirm"]', 'bench password 1');
    await popup.clickTestId('onboarding-submit');
    await popup.clickTestId('backup-confirm');
    await popup.clickTestId('backup-done');
    await popup.type('input[name="accountName"]', 'bench1');
    await popup.clickTestId('account-save');
    await popup.waitForTestId('tab-settings');
    const page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
    await startCall(page, 'connect', 'window.ultra.connect()');
    await (await wallet.nextApproval()).clickTestId('approval-approve');
    if (!(await settled(page, 'connect')).resolved) throw new Error('connect failed');
    report(
      `headless Firefox ESR (${await wallet.browser.version()})`,
      await measure(page, async () => {
        const approval = await wallet.nextApproval();
        return {
          shownAt: () => approval.evaluate<number>(`return (async () => { ${SHOWN_AT} })();`),
          approve: () => approval.evaluate<number>(APPROVE),
        };
      }),
    );
  } finally {
    await wallet.close();
  }
}

function printZipSizes(): void {
  console.log('\nAdd-on packages (.output, as built; the server rewrites a few hundred bytes per download):');
  for (const name of readdirSync(join(ROOT, '.output'))
    .filter((n) => /-(chrome|firefox)\.zip$/.test(n))
    .sort()) {
    console.log(`  ${name.padEnd(32)} ${statSync(join(ROOT, '.output', name)).size.toLocaleString('en')} bytes`);
  }
}

async function main() {
  const dapp = await startDappServer();
  try {
    if (BROWSERS.includes('chromium')) await benchChromium(dapp);
    if (BROWSERS.includes('firefox')) await benchFirefox(dapp);
  } finally {
    await dapp.close();
  }
  printBundleSizes();
  printZipSizes();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
