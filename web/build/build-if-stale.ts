// `npm start` runs this before the server (issue 16 §4): it rebuilds the web app and the Arena Wallet
// extension only when their sources changed since the last build. A build records a hash of its inputs
// (file paths and contents, the lockfile, the configs) in node_modules/.cache, outside the output folders, so
// a manual `npm run build` of the same sources (which empties web/dist) keeps it valid; a start whose inputs
// hash the same, with the output present, finds the build current and goes straight to the server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash } from './build-inputs-hash.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SHARED = ['src', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMPS = join(root, 'node_modules/.cache/arena-build-inputs');

interface Target {
  name: string;
  script: string;
  inputs: string[];
  /** Built output that must exist (every browser's build). */
  outputs: string[];
}

const targets: Target[] = [
  {
    name: 'web app',
    script: 'build:web',
    inputs: ['web', ...SHARED],
    outputs: ['web/dist/index.html'],
  },
  {
    name: 'Arena Wallet extension',
    script: 'build:extension',
    inputs: ['entrypoints', 'public', 'wxt.config.ts', ...SHARED],
    outputs: ['.output/chrome-mv3/manifest.json', '.output/firefox-mv3/manifest.json'],
  },
];

for (const target of targets) {
  const hash = inputsHash(root, target.inputs);
  const stampPath = join(STAMPS, target.script);
  const built = target.outputs.every((output) => existsSync(join(root, output))) && existsSync(stampPath);
  const current = built && readFileSync(stampPath, 'utf8').trim() === hash;
  if (current) {
    console.log(`${target.name}: build is current (sources unchanged), not rebuilding`);
    continue;
  }
  console.log(`${target.name}: ${built ? 'sources changed since the last build' : 'no recorded build'}, building`);
  const build = spawnSync('npm', ['run', target.script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The hash of the inputs as they were when the build started: an edit made meanwhile rebuilds next time.
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampPath, `${hash}\n`);
}
