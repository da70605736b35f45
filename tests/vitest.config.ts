import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contractShapesPlugin } from '../web/build/contract-shapes-plugin.js';
import LongFilesFirst from './support/long-files-first.js';

// Three projects: pure code and web components (fast, parallel), then the API and browser suites together.
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How many API and browser suites run at once. One after the other, the two kinds left the machine idle much of
 * the time: on 2 cores the API suites used 1.5 cores (747 s of CPU in 494 s) and the browser suites 0.6 (383 s of
 * CPU in 625 s), waiting on pages, live updates and timers. Side by side, dealt in turn
 * (tests/support/long-files-first.ts), they fill the cores. They are one project because Vitest keeps a worker (and
 * its loaded modules) for the next file only when that file is of the same project: two projects sharing a pool
 * lost that at nearly every file.
 */
const FILES_AT_ONCE = 3;

export default defineConfig({
  root,
  test: {
    // The JSON file lets .ci/run print a plain "N passed, N failed" line at the end; the file times, each project's
    // wall time and its slowest files.
    reporters: [
      'default',
      ['json', { outputFile: 'test-results/vitest.json' }],
      './tests/support/file-times-reporter.ts',
    ],
    // The longest suites start first in their project (see the file for why).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        plugins: [vanillaExtractPlugin(), contractShapesPlugin()],
        test: {
          name: 'unit',
          root,
          include: [
            'tests/domain/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/chain/unit/**/*.test.ts',
            'tests/wallet/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            // Pure server code (rules that need no database): escrow amounts, ticket picking.
            'tests/server-unit/**/*.test.ts',
            // Build and start scripts.
          ],
          environment: 'node',
          testTimeout: 30_000,
          // Both cores: the unit files are independent and mostly CPU-bound.
          maxWorkers: 2,
          // A worker keeps its loaded modules from one file to the next: these 87 files mock nothing, stub no global
          // and all run in node, and importing afresh for each was most of their cost. Measured on a machine at load
          // 16-20: 240 s wall and 73.6 s of CPU isolated, 97 s and 40.3 s not (import 84 s → 20 s); they also pass
          // all in one worker in a shuffled order. The web files are a project of their own (next), not for
          // isolation but because one project mixing them with these cost more: all 163 files in one non-isolated
          // project took 114 s of CPU, the two projects 40 + 36 s.
          isolate: false,
          // The projects run one after another (unit, unit-web, then integration), each with its own parallelism.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [vanillaExtractPlugin(), contractShapesPlugin()],
        test: {
          name: 'unit-web',
          root,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Testing Library's waits for the jsdom files (every file on jsdom is here).
          setupFiles: ['tests/support/dom-testing-setup.ts'],
          testTimeout: 30_000,
          maxWorkers: 2,
          // Modules kept from file to file here too (jsdom is still set up afresh for each file that asks for it):
          // the 76 files took 180 s wall and 124 s of CPU isolated, 47 s and 36 s not (load 9-13), and pass in
          // shuffled orders in one worker and in two.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The API suites (a server on a real database, called over HTTP) and the browser suites (the same, with
          // Chromium or Firefox driving the web app and the extension) in one project: see FILES_AT_ONCE for why
          // they run side by side, and why that needs one project. `npm run test:api` and `npm run test:e2e` pick
          // their folders out of it.
          name: 'integration',
          root,
          include: ['tests/api/**/*.test.ts', 'tests/chain/api/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Migrated template databases made once per run and copied for each suite, copies of them with the demo
          // data loaded once for the browser suites, and the web app and the extensions built once for all files.
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/support/browser-builds-setup.ts'],
          // A browser journey's test walks several screens; an API test is well under a minute.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: FILES_AT_ONCE,
          // A worker keeps its loaded modules from one file to the next instead of importing the server, puppeteer
          // and the kits afresh for each: measured, a quarter less CPU on six API suites (49 → 36 s) and about 2.8 s
          // of CPU a browser file (six import-only files: 21.8 s isolated, 10.6 s not). The suites share no module
          // state: each starts its own server on its own database (and its own browser), and the one global they
          // patch (fetch, in signUpCrowd) is put back.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
