// The web app keeps the error catalogue out of every page's first load (web/app/api/error-texts.ts loads it when a
// refusal arrives): only that module may import it at run time; components read texts through it. A static
// import anywhere else puts the whole catalogue back on the pages that import it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOADER = 'web/app/api/error-texts.ts';

function webFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'dist' || name === 'node_modules') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return webFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Imports of the catalogue module that are not type-only. */
const RUNTIME_IMPORT = /^import\s+(?!type\b)[^;]*from\s*['"][^'"]*\/contract\/error-catalogue\.js['"]/m;

describe('the error catalogue chunk', () => {
  it('is imported at run time by the web app only through web/app/api/error-texts.ts', () => {
    const offenders = webFiles(join(ROOT, 'web'))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== LOADER && RUNTIME_IMPORT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
