// CONVENTIONS.md §15 in the matches module: every format is played through the one table of stage formats
// (server/modules/matches/stages/stage-formats.ts), so no other file of the module branches on a format's name and a
// new format (double elimination, round robin) is one entry there. The demo's plans name formats as data, not to
// branch on them, and stay allowed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FormatSectionSchema } from '../../src/contract/tournaments.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MATCHES = join(ROOT, 'server/modules/matches');
const ALLOWED = ['stages/', 'demo/demo-tournament-plans.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line` of each place outside the table that names one of `formats` as a string. */
function formatBranches(formats: readonly string[]): string[] {
  const named = new RegExp(`['"\`](${formats.join('|')})['"\`]`);
  const found: string[] = [];
  for (const file of sources(MATCHES)) {
    const rel = relative(MATCHES, file);
    if (ALLOWED.some((allowed) => rel.startsWith(allowed))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (named.test(line)) found.push(`${rel}:${i + 1}`);
      });
  }
  return found;
}

describe('the stage format table', () => {
  it('is the only place in the matches module that names a format', () => {
    expect(formatBranches(FormatSectionSchema.shape.format.options)).toEqual([]);
  });

  it('would catch a branch on a format outside it', () => {
    // A format name every play file mentions in its own vocabulary proves the scan reads them all.
    expect(formatBranches(['READY']).length).toBeGreaterThan(3);
  });
});
