// Where an Arena process's CPU went during a window of a benchmark (issue 28): reads the .cpuprofile files the servers
// wrote (ARENA_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=DIR") and prints self time by function and by where
// the code lives, counting only the samples inside the window (the bench prints it, on the monotonic clock V8 times
// its samples by), so sign-in and setup stay out.
//   tsx tests/bench/support/cpu-profile-summary.ts DIR FROM_US TO_US
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, Arena's own code, node's internals, or V8's pseudo-frames. */
function placeOf(url: string, name: string): string {
  if (!url) return `(${name || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/(server|src)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2].split('/').slice(0, 2).join('/')}` : url;
}

const [dir, fromArg, toArg] = process.argv.slice(2);
const from = Number(fromArg ?? 0);
const to = Number(toArg ?? Number.MAX_SAFE_INTEGER);
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  let inWindow = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at < from || at > to) return;
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const place = placeOf(url, functionName);
    const name = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + next);
    byPlace.set(place, (byPlace.get(place) ?? 0) + next);
    total += next;
    inWindow++;
  });
  if (inWindow > 0) console.log(`${file}: ${inWindow} samples in the window`);
}
const print = (title: string, map: Map<string, number>, top: number) => {
  console.log(`\n${title} (self time, % of ${(total / 1000).toFixed(0)} ms sampled)\n`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
};
print('By place', byPlace, 25);
print('By function', byFunction, 30);
