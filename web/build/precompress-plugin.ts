// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the web build, once, at
// build time: the server sends the copy the browser accepts (@fastify/static `preCompressed`), so no request
// pays for compression and brotli can use its slowest, smallest setting (issue 16 §3).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 1024;

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'arena-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        // .vite/ holds the build manifest, read by the budget check and never served.
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || (await stat(file)).size < MIN_BYTES) continue;
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
