// Wallet latency benchmark, driven by puppeteer against the built extension (issue §5):
//   1. request → approval window shown: dApp calls signMessage until the approval page has rendered it;
//   2. approve click → signed response: click on "Sign" until the dApp's promise resolved.
// Times come from performance marks in both pages on the same clock (performance.timeOrigin + now()).
// Also prints the extension's bundle sizes. Usage: npm run bench:wallet [-- --runs 30]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  EXTENSION_DIR,
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  onboard,
  settled,
  startCall,
  startDappServer,
} from '../../e2e/extension/extension-harness';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const WARMUP = 3;

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

async function main() {
  ensureExtensionBuilt();
  const dapp = await startDappServer();
  const wallet = await launchWalletBrowser();
  try {
    const popup = await onboard(wallet, { password: 'bench password 1', accountName: 'bench1' });
    await popup.close();
    const page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
    await startCall(page, 'connect', 'window.ultra.connect()');
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    if (!(await settled(page, 'connect')).resolved) throw new Error('connect failed');

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
      const approval = await nextApproval(wallet.browser);
      const shownAt = await approval.evaluate(async () => {
        for (
          let tries = 0;
          tries < 200 && performance.getEntriesByName('arena:approval-shown').length === 0;
          tries += 1
        ) {
          await new Promise((r) => setTimeout(r, 5));
        }
        return performance.timeOrigin + performance.getEntriesByName('arena:approval-shown')[0].startTime;
      });
      // BENCH_DEBUG=1 prints where the time goes: window open, HTML, DOMContentLoaded, shown.
      if (process.env.BENCH_DEBUG) {
        const nav = await approval.evaluate(() => {
          const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return {
            origin: performance.timeOrigin,
            resp: n.responseEnd,
            inter: n.domInteractive,
            dcl: n.domContentLoadedEventEnd,
            shown: performance.getEntriesByName('arena:approval-shown')[0].startTime,
          };
        });
        const start = await page.evaluate((k) => (window as any).__bench[k].start, key);
        console.log(
          `open=${(nav.origin - start).toFixed(1)} resp=${nav.resp.toFixed(1)} interactive=${nav.inter.toFixed(1)} dcl=${nav.dcl.toFixed(1)} shown=${nav.shown.toFixed(1)}`,
        );
      }
      // The click time comes back from the same evaluate, before the window closes itself.
      const clickAt = await approval.evaluate(() => {
        const at = performance.timeOrigin + performance.now();
        document.querySelector<HTMLButtonElement>('[data-testid="approval-approve"]')!.click();
        return at;
      });
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
    console.log(`Arena Wallet latency (${RUNS} runs after ${WARMUP} warm-up, headless Chromium, signMessage):`);
    console.log(summary('request → approval window shown', shown));
    console.log(summary('approve click → signed response in page', responded));
  } finally {
    await wallet.close();
    await dapp.close();
  }
  printBundleSizes();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
