// Prints the slowest test files of the last vitest run (test-results/vitest.json), so the suite's cost stays
// visible in every CI log: `node .ci/slowest-files.mjs [count]`.
import { readFileSync } from 'node:fs';

const count = Number(process.argv[2] ?? 15);
const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
const files = report.testResults
  .map((file) => ({
    seconds: (file.endTime - file.startTime) / 1000,
    name: file.name.replace(`${process.cwd()}/`, ''),
    failed: file.status !== 'passed',
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(
  `The ${Math.min(count, files.length)} slowest of ${files.length} test files (${total.toFixed(0)} s in all):`,
);
for (const file of files.slice(0, count))
  console.log(`${file.seconds.toFixed(1).padStart(8)} s  ${file.name}${file.failed ? '  (failed)' : ''}`);
