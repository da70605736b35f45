import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash } from '../../../web/build/build-inputs-hash.js';

const root = mkdtempSync(join(tmpdir(), 'arena-build-inputs-'));
const write = (path: string, content: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
};

describe('build inputs hash (npm start rebuilds only when sources changed)', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  write('web/app.tsx', 'export const a = 1;');
  write('web/dist/index.html', '<html>');
  write('package-lock.json', '{}');
  const inputs = ['web', 'package-lock.json', 'missing-folder'];

  it('stays the same while nothing changed, and ignores the build output', () => {
    const first = inputsHash(root, inputs);
    write('web/dist/index.html', '<html>rebuilt');
    write('web/dist/assets/x.js', 'new');
    expect(inputsHash(root, inputs)).toBe(first);
  });

  it('changes with a file content, a new file, a renamed file and the lockfile', () => {
    const hashes = [inputsHash(root, inputs)];
    write('web/app.tsx', 'export const a = 2;');
    hashes.push(inputsHash(root, inputs));
    write('web/pages/new-page.tsx', '');
    hashes.push(inputsHash(root, inputs));
    rmSync(join(root, 'web/pages/new-page.tsx'));
    write('web/pages/renamed-page.tsx', '');
    hashes.push(inputsHash(root, inputs));
    write('package-lock.json', '{"lockfileVersion":3}');
    hashes.push(inputsHash(root, inputs));
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
