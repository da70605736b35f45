// `npm run bench:formats` (issue 31 §4): double elimination and round-robin groups, ours side by side with
// brackets-manager (in-memory storage) on the same sizes, each case in its own process with a time limit.
// brackets-manager runs only at sizes it finishes in reasonable time; a case over its limit prints as skipped.
// Last line: one JSON object {"bench":"formats", …}.

import { fileURLToPath } from 'node:url';
import { runCaseProcess, type Outcome } from '../support/case-process.js';
import { figureCells, fmtMs, printMachine, printTable } from '../support/figure-table.js';

interface Case {
  group: string;
  engine: string;
  name: string;
  /** Entrants (double elimination) or group size (round robin). */
  n: number;
  groups?: number;
  limitS: number;
  key: string;
  /** Key of our figure on the same size: ratio = this case's time / ours. */
  compareTo?: string;
  targetMs?: number;
}

const casesFile = fileURLToPath(new URL('./cases.ts', import.meta.url));

const DE = 'double elimination with reset: create + play to the end (higher seed wins) + placements';
const RR = 'round robin, groups of 16: create + play every round + standings';

const de = (n: number, peer: boolean, targetMs?: number): Case[] => [
  { group: DE, engine: 'arena', name: 'ours-de', n, limitS: 120, key: `de-${n}`, targetMs },
  {
    group: DE,
    engine: 'arena, in place',
    name: 'ours-de-in-place',
    n,
    limitS: 120,
    key: `dei-${n}`,
    targetMs,
  },
  ...(peer
    ? [
        {
          group: DE,
          engine: 'brackets-manager',
          name: 'brackets-manager-de',
          n,
          limitS: 90,
          key: `bm-de-${n}`,
          compareTo: `de-${n}`,
        },
      ]
    : []),
];
const rr = (groups: number, peer: boolean, targetMs?: number): Case[] => [
  { group: RR, engine: 'arena', name: 'ours-rr', n: 16, groups, limitS: 60, key: `rr-${groups}`, targetMs },
  ...(peer
    ? [
        {
          group: RR,
          engine: 'brackets-manager',
          name: 'brackets-manager-rr',
          n: 16,
          groups,
          limitS: 90,
          key: `bm-rr-${groups}`,
          compareTo: `rr-${groups}`,
        },
      ]
    : []),
];

const plan: Case[] = [
  ...de(1024, true),
  ...de(4096, true),
  ...de(16384, false, 500),
  ...de(1_048_576, false, 3_000),
  ...rr(64, true),
  ...rr(256, true),
  ...rr(1024, true, 1_000),
];

async function main() {
  const results = new Map<string, Outcome>();
  const rows: string[][] = [];
  const summary: Record<string, unknown> = { bench: 'formats' };
  const header = ['case', 'engine', 'size', 'time', 'CPU time', 'peak RSS', 'ratio / check', 'note'];
  const started = performance.now();
  for (const c of plan) {
    const outcome = await runCaseProcess(casesFile, c.name, c.n, c.groups ?? 1, c.limitS);
    results.set(c.key, outcome);
    let check = '';
    const ours = c.compareTo ? results.get(c.compareTo) : undefined;
    if (outcome.ms !== undefined && ours?.ms) {
      // Ratios on CPU time: on a shared machine it moves far less than wall time with other work.
      const ratio = (outcome.cpuMs as number) / (ours.cpuMs as number);
      check = `${ratio.toFixed(0)}× arena's CPU time`;
      summary[`${c.key}_ratio`] = Number(ratio.toFixed(1));
    } else if (outcome.skipped?.startsWith('skipped') && ours?.ms) {
      check = `> ${((c.limitS * 1000) / ours.ms).toFixed(0)}× arena's time (stopped)`;
      summary[`${c.key}_ratio`] = `>${((c.limitS * 1000) / ours.ms).toFixed(0)}`;
    } else if (outcome.cpuMs !== undefined && c.targetMs) {
      const meets = outcome.cpuMs < c.targetMs;
      check = `${meets ? 'meets' : 'MISSES'} target < ${fmtMs(c.targetMs)} (CPU time; wall ${outcome.ms! < c.targetMs ? 'meets it too' : 'over it'})`;
      summary[`${c.key}_meets_target`] = meets;
    }
    if (outcome.ms !== undefined) {
      summary[`${c.key}_ms`] = Math.round(outcome.ms);
      summary[`${c.key}_cpu_ms`] = Math.round(outcome.cpuMs as number);
    } else summary[`${c.key}_ms`] = outcome.skipped;
    const size = c.groups ? `${c.groups.toLocaleString('en-US')} × ${c.n}` : c.n.toLocaleString('en-US');
    const row = [c.group, c.engine, size, ...figureCells(outcome), check, outcome.note ?? ''];
    rows.push(row);
    process.stderr.write(`  ${row.slice(1, 7).join(' | ')}\n`);
  }
  printTable(header, rows);
  const load1 = printMachine(started, [
    'One run per case in a fresh process (JIT warm-up included). Targets and ratios use CPU time, which other',
    'work on the machine inflates far less than wall time; both are printed. "arena" keeps every previous',
    'bracket intact, as the amendment preview needs (states share unchanged chunks of 4,096 matches; a batch',
    'copies the chunks it writes); "in place" changes it (a play path that reloads per request).',
  ]);
  summary.load_average = Number(load1.toFixed(1));
  console.log(JSON.stringify(summary));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
