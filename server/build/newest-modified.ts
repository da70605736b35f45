// When a build's inputs last changed: the builds that run only when stale (the server bundle, the browser
// extension the suites load) compare this with their output's own time.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) of `path` or of any file below it that `counts`; 0 when there is none. */
export function newestModified(path: string, counts: (file: string) => boolean = () => true): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return counts(path) ? stat.mtimeMs : 0;
  return Math.max(0, ...readdirSync(path).map((name) => newestModified(join(path, name), counts)));
}
