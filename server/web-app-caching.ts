// How long browsers keep the web app's files (issue 16 §3). Vite names everything under /assets/ after its
// content hash, so a changed file is a new URL: those are cached for a year and never revalidated. All the
// rest (index.html, also as the single-page-app fallback, the favicon, screenshots) is revalidated on every
// use, so a new release shows at once: `no-cache` lets the browser keep a copy but never use it unasked.
import { relative, sep } from 'node:path';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATED_CACHE_CONTROL = 'no-cache';

/** Cache-Control for a file of the build in `root`, given its path on disk. */
export function webAppCacheControl(root: string, filePath: string): string {
  const inAssets = relative(root, filePath).split(sep)[0] === 'assets';
  return inAssets ? HASHED_ASSET_CACHE_CONTROL : REVALIDATED_CACHE_CONTROL;
}
