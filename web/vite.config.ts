// Build of the web app: root web/, output web/dist (served by the API server). In development the dev
// server forwards the API, the identity provider, the dev chain, uploads and downloads to the server.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompressPlugin } from './build/precompress-plugin.js';
import { contractShapesPlugin } from './build/contract-shapes-plugin.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.ARENA_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin(), contractShapesPlugin(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by web/build/check-route-budgets.ts (the first-load budget of each route).
    manifest: true,
    // Libraries change less often than the app: a separate chunk stays cached across releases. Only the ones
    // every page needs are grouped, in one file (each response also carries ~1 KB of headers); the others
    // (zod, chain, wallet) stay with the pages that import them, or they would join the first load of every
    // page (issue 16 §3).
    rolldownOptions: {
      // The contract's modules build their zod schemas at the top level; a page that only reads their
      // constants (paths, enums, texts) should not download zod for schemas it never uses.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|zustand)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/idp', '/v1', '/uploads', '/downloads'].map((prefix) => [
        prefix,
        { target: backend, changeOrigin: false },
      ]),
    ),
  },
});
