// ARCHITECTURE.md's dependency rule: src/ imports nothing of ours outside src/; web/, server/ and
// entrypoints/ import src/ and never each other; nothing imports tests/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const AREAS = ['src', 'web', 'server', 'entrypoints'] as const;
type Area = (typeof AREAS)[number] | 'tests' | 'other';
const SKIP = new Set(['node_modules', 'dist', '.output', '.wxt', 'data']);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function areaOf(path: string): Area {
  const top = relative(ROOT, path).split(sep)[0];
  return (AREAS as readonly string[]).includes(top) ? (top as Area) : top === 'tests' ? 'tests' : 'other';
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier?.startsWith('.')) found.push(resolve(dirname(file), specifier));
  }
  return found;
}

const ALLOWED: Record<(typeof AREAS)[number], Area[]> = {
  src: ['src'],
  web: ['web', 'src'],
  server: ['server', 'src'],
  entrypoints: ['entrypoints', 'src'],
};

export function violations(): string[] {
  const problems: string[] = [];
  for (const area of AREAS) {
    for (const file of sourceFiles(join(ROOT, area))) {
      for (const target of relativeImports(file)) {
        const targetArea = areaOf(target);
        if (targetArea === 'other' && relative(ROOT, target).startsWith('wxt.config')) continue;
        if (!ALLOWED[area].includes(targetArea))
          problems.push(`${relative(ROOT, file)} imports ${relative(ROOT, target)}`);
      }
    }
  }
  return problems;
}

describe('dependency rule', () => {
  it('src, web, server and entrypoints import only what ARCHITECTURE.md allows', () => {
    expect(violations()).toEqual([]);
  });

  it('the checker notices a forbidden import', () => {
    // Guard against a checker that can never fail: a server file importing web/ must be reported.
    const fake = join(ROOT, 'server', 'fake.ts');
    const target = resolve(dirname(fake), '../web/app/anything');
    expect(areaOf(target)).toBe('web');
    expect(ALLOWED.server.includes(areaOf(target))).toBe(false);
    expect(ALLOWED.src.includes(areaOf(join(ROOT, 'server', 'x.ts')))).toBe(false);
  });
});
