// npm run bench:brackets — the brackets tab of a 1,024-participant single elimination in Chromium (issue 11 §7):
// time from the brackets data arriving to the bracket drawn, scrolling smoothness (frame times during a
// programmatic scroll, at 100 % and zoomed out to 25 %), and the JavaScript a route downloads, gzip.
// Builds the web app, serves it with an engine-played fixture behind the API paths
// (tests/e2e/support/brackets-fixture-server.ts), and drives Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../../e2e/support/browser.js';
import { REPOSITORY_ROOT } from '../../support/server-process.js';
import { startBracketsFixtureServer } from '../../e2e/support/brackets-fixture-server.js';
import { singleEliminationView } from '../../support/brackets-fixtures.js';

const ID = '22222222-2222-4222-8222-222222222222';
const RUNS = 7;

declare global {
  interface Window {
    __bracket: { dataAt?: number; drawnAt?: number };
  }
}

/** Notes when the brackets response ended and when the first match card was painted (next frame after insert). */
const INSTRUMENT = () => {
  window.__bracket = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.endsWith('/brackets') && entry.name.includes('/api/')) window.__bracket.dataAt = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-match-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__bracket.drawnAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
};

async function openBracket(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.evaluateOnNewDocument(INSTRUMENT);
  await page.goto(`${baseUrl}/embed/tournaments/${ID}/brackets`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bracket.drawnAt !== undefined && window.__bracket.dataAt !== undefined);
  return page;
}

// Written as source text: tsx names inner functions with a `__name` helper the page does not have.
const SCROLL_FRAMES = `(count, dy, dx) => new Promise((resolve) => {
  const frame = document.querySelector('[data-testid="bracket-viewport"]');
  const stamps = [];
  function tick(time) {
    stamps.push(time);
    frame.scrollTop += dy;
    frame.scrollLeft += dx;
    if (stamps.length <= count) requestAnimationFrame(tick);
    else resolve(stamps.slice(1).map((t, k) => t - stamps[k]));
  }
  requestAnimationFrame(tick);
})`;

/** Scrolls the bracket frame by a fixed step every frame and returns the frame intervals (ms). */
function scrollFrames(page: Page, frames: number, stepY: number, stepX: number): Promise<number[]> {
  return page.evaluate(`(${SCROLL_FRAMES})(${frames}, ${stepY}, ${stepX})`) as Promise<number[]>;
}

function summarise(intervals: number[]) {
  const sorted = [...intervals].sort((a, b) => a - b);
  const mean = intervals.reduce((sum, x) => sum + x, 0) / intervals.length;
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  // A frame counts as dropped when it took longer than one and a half 60 Hz frames.
  const dropped = intervals.filter((x) => x > 25).length;
  const fps = (1000 / mean).toFixed(1);
  const max = sorted.at(-1)!.toFixed(1);
  const slow = `${dropped}/${intervals.length} frames over 25 ms`;
  return `${fps} fps mean, p95 ${p(0.95).toFixed(1)} ms, max ${max} ms, ${slow}`;
}

async function routeScripts(browser: Browser, url: string): Promise<{ total: number; files: [string, number][] }> {
  const page = await browser.newPage();
  const files: [string, number][] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.buffer().then((body) => {
        files.push([new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]);
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await Promise.all(pending);
  await page.close();
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  console.log('building the web app (vite build)…');
  execFileSync(
    process.execPath,
    [
      join(REPOSITORY_ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'error',
    ],
    {
      cwd: REPOSITORY_ROOT,
      stdio: 'inherit',
    },
  );
  const view = singleEliminationView({ participants: 1024, playedRounds: 4, thirdPlace: true, viewerSeed: 77 });
  const server = await startBracketsFixtureServer({ [ID]: { brackets: view } });
  const chromium = await launchBrowser();
  try {
    const drawTimes: number[] = [];
    let page: Page | undefined;
    for (let run = 0; run < RUNS; run++) {
      await page?.close();
      page = await openBracket(chromium.browser, server.baseUrl);
      drawTimes.push(await page.evaluate(() => window.__bracket.drawnAt! - window.__bracket.dataAt!));
    }
    const cards = await page!.$$eval('[data-match-id]', (elements) => elements.length);
    // Start from the top-left for the scroll runs.
    await page!.$eval('[data-testid="bracket-viewport"]', (frame) => frame.scrollTo(0, 0));
    await scrollFrames(page!, 20, 0, 0);
    const atFull = await scrollFrames(page!, 300, 40, 3);
    await page!.click('button[aria-label="Reset zoom"]');
    for (let k = 0; k < 6; k++) await page!.click('button[aria-label="Zoom out"]');
    const zoomLabel = await page!.$eval('[role="group"][aria-label="Zoom"] span', (span) => span.textContent);
    await page!.$eval('[data-testid="bracket-viewport"]', (frame) => frame.scrollTo(0, 0));
    await scrollFrames(page!, 20, 0, 0);
    const zoomedOut = await scrollFrames(page!, 300, 30, 1);
    const cardsZoomedOut = await page!.$$eval('[data-match-id]', (elements) => elements.length);

    const embed = await routeScripts(chromium.browser, `${server.baseUrl}/embed/tournaments/${ID}/brackets`);
    const tournament = await routeScripts(chromium.browser, `${server.baseUrl}/tournaments/${ID}`);

    console.log('');
    const json = kb(JSON.stringify(view).length);
    console.log(`Brackets of a 1,024-participant single elimination (1,023 matches + decider; JSON ${json})`);
    const [mid, worst] = [median(drawTimes).toFixed(0), Math.max(...drawTimes).toFixed(0)];
    console.log(`  data arrived → bracket drawn: median ${mid} ms, max ${worst} ms over ${RUNS} loads (target < 1 s)`);
    console.log(`  match cards in the DOM: ${cards} at 100 %, ${cardsZoomedOut} at ${zoomLabel}`);
    console.log(`  programmatic scroll, 300 frames at 100 %: ${summarise(atFull)}`);
    console.log(`  programmatic scroll, 300 frames at ${zoomLabel}: ${summarise(zoomedOut)}`);
    for (const [name, route] of [
      ['/embed/tournaments/{id}/brackets', embed],
      ['/tournaments/{id}', tournament],
    ] as const) {
      console.log(`  JavaScript of ${name}: ${kb(route.total)} gzip (target < 200 KB)`);
      for (const [file, size] of route.files) console.log(`      ${file}: ${kb(size)}`);
    }
  } finally {
    await chromium.close();
    await server.close();
  }
}

await main();
