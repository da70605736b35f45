// Prints each test project's wall time and the slowest test files of the last vitest run
// (test-results/file-times.json, written by tests/support/file-times-reporter.ts: a file's time there includes its
// beforeAll hooks), so the suite's cost stays visible in every CI log: `node .ci/slowest-files.mjs [count]`.
import { readFileSync } from 'node:fs';

const count = Number(process.argv[2] ?? 15);
const { projects, files } = JSON.parse(readFileSync('test-results/file-times.json', 'utf8'));
for (const [name, times] of Object.entries(projects))
  console.log(`${name.padEnd(6)} ${times.wallSeconds.toFixed(0).padStart(5)} s wall, ${times.files} files`);
files.sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(
  `The ${Math.min(count, files.length)} slowest of ${files.length} test files (${total.toFixed(0)} s in all):`,
);
for (const file of files.slice(0, count))
  console.log(
    `${file.seconds.toFixed(1).padStart(8)} s  ${file.project.padEnd(5)} ${file.file}${file.failed ? '  (failed)' : ''}`,
  );
