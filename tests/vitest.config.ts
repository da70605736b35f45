import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contractShapesPlugin } from '../web/build/contract-shapes-plugin.js';

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
            'tests/web/**/*.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
            // Pure server code (rules that need no database): escrow amounts, ticket picking.
            'tests/server-unit/**/*.test.ts',
            // Build and start scripts.
          ],
          environment: 'node',
          testTimeout: 30_000,
          // Both cores: the unit files are independent and mostly CPU-bound.
          maxWorkers: 2,
          // Projects run one after another (unit, then api, then e2e), each with its own parallelism.
          sequence: { groupOrder: 0 },
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
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
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
          // One file at a time. Measured in CI: two at a time took the project from ~600 s to 339–367 s, three 341 s,
          // but with two or three, journeys waiting 30 s for a live update (single elimination) and the Firefox
          // wallet's panel timed out in one run of three: their waits are not yet made for a shared machine.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
