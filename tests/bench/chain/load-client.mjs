// Load generator for the chain benchmark, run as its own process so the server's CPU time can be
// measured alone. Reads pre-signed push bodies (one JSON per line) from a file, pushes them with a fixed
// concurrency and prints {elapsedMs, latencies, failures} as JSON.
import { readFile } from 'node:fs/promises';

const [url, file, concurrencyText] = process.argv.slice(2);
const bodies = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
const concurrency = Number(concurrencyText);
const latencies = new Array(bodies.length);
const failures = [];
let next = 0;

async function lane() {
  for (;;) {
    const index = next++;
    if (index >= bodies.length) return;
    const started = performance.now();
    const response = await fetch(`${url}/v1/chain/push_transaction`, { method: 'POST', body: bodies[index] });
    const text = await response.text();
    latencies[index] = performance.now() - started;
    if (response.status !== 200) failures.push(text.slice(0, 300));
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, lane));
process.stdout.write(JSON.stringify({ elapsedMs: performance.now() - started, latencies, failures }));
