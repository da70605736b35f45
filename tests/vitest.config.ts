import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contractShapesPlugin } from '../web/build/contract-shapes-plugin.js';
import LongFilesFirst from './support/long-files-first.js';

// Three projects: pure code (fast, parallel), API suites on real databases, and browser suites.
const root = fileURLToPath(new URL('..', import.meta.url));

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
          // Projects run one after another (unit, unit-web, then api, then e2e), each with its own parallelism.
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
          name: 'api',
          root,
          include: ['tests/api/**/*.test.ts', 'tests/chain/api/**/*.test.ts'],
          environment: 'node',
          // Migrated template databases, made once per run and copied for each suite.
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Three files at a time: the files wait a good deal (servers booting, real-clock phases, SIGKILLed
          // processes coming back), so a third fills the two cores. 542 → 484 s alone on an idle machine when first
          // tried; it was then put back to two because the three longest files, started together, pushed the process
          // lifecycle's first boot past its minute. Those files are shorter now (check-ins no longer queue, the phase
          // and SIGKILL suites wait less) and the lifecycle test has two minutes: 405 s with three, all green.
          maxWorkers: 3,
          // A worker keeps its loaded modules from one file to the next instead of importing the server afresh for
          // each: measured on six suites, a quarter less CPU (49 → 36 s), and the suites share no module state (each
          // starts its own server on its own database).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The same templates, and copies of them with the demo data loaded once; the web app and the extensions
          // built once for all the files.
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/support/browser-builds-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time: one kept about one core busy (~600 s in CI against 339–367 s with two; three gave 341 s).
          // The waits are made for a shared machine: 30 s for an action or a live update, and the whole project
          // passed at two files a time with the machine's load at 9–12.
          maxWorkers: 2,
          // As in the API project, a worker keeps its loaded modules from one file to the next: importing the server,
          // puppeteer and the kits afresh cost about 2.8 s of CPU per file (six import-only files: 21.8 s of CPU
          // isolated, 10.6 s not), some 110 s over the 41 files. The suites share no module state: each starts its
          // own server on its own database and its own browser, and the one global they patch (fetch, in
          // signUpCrowd) is put back.
          isolate: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
