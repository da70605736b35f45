// One hash of a build's inputs (every file's path and content under the given files and folders), so a
// start can tell whether the last build is still current (web/build/build-if-stale.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Never inputs: build output, dependencies, and what the OS leaves behind. */
const IGNORED = new Set(['dist', 'node_modules', '.DS_Store']);

function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(sep).some((part) => IGNORED.has(part)));
}

export function inputsHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesOf(root, input)).sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}
