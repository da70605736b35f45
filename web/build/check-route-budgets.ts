// Run after `vite build` (npm run build:web): prints each route's first-load JavaScript (gzip) and fails the
// build when one is over its budget (web/build/route-budgets.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureRoutes, type Manifest } from './route-budgets.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
// Measured as served: the build's own .gz copies are level 9 too.
const gzipBytesOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loads = measureRoutes(manifest, gzipBytesOf);
const over = loads.filter((load) => load.gzipBytes > load.maxGzipBytes);
for (const load of loads) {
  const mark = load.gzipBytes > load.maxGzipBytes ? 'OVER' : 'ok';
  console.log(
    `${mark.padEnd(4)} ${load.route.padEnd(24)} ${kb(load.gzipBytes).padStart(9)} of ${kb(load.maxGzipBytes)} (${load.files.length} files)`,
  );
}
if (over.length > 0) {
  console.error(
    `First-load JavaScript over budget: ${over.map((load) => load.route).join(', ')} (web/build/route-budgets.ts)`,
  );
  process.exit(1);
}
