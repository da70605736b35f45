// `npm run bench:engine`: our tournament engine side by side with brackets-manager (in-memory storage),
// tournament-organizer and swiss-pairing, each case in its own process (own peak memory, own time limit).
// Slow peers are capped: a case over its limit is stopped and printed as skipped.

import { fileURLToPath } from 'node:url';
import { runCaseProcess, type Outcome } from '../support/case-process.js';
import { figureCells, fmtMs, printMachine, printTable } from '../support/figure-table.js';

interface Case {
  group: string;
  engine: string;
  name: string;
  n: number;
  rounds?: number;
  limitS: number;
  /** Our figure to compare against (same group key): ratio = this case's time / ours. */
  compareTo?: string;
  key: string;
  targetMs?: number;
}

const casesFile = fileURLToPath(new URL('./cases.ts', import.meta.url));

const se = (n: number): Case[] => [
  {
    group: 'single elimination: create + play all + placements',
    engine: 'arena',
    name: 'ours-se',
    n,
    limitS: 60,
    key: `se-${n}`,
  },
  {
    group: 'single elimination: create + play all + placements',
    engine: 'brackets-manager',
    name: 'brackets-manager-se',
    n,
    limitS: 60,
    compareTo: `se-${n}`,
    key: `bm-${n}`,
  },
];
const swissOneRound = (n: number): Case[] => [
  {
    group: 'Swiss, one round: pair + results + standings',
    engine: 'arena',
    name: 'ours-swiss',
    n,
    rounds: 1,
    limitS: 60,
    key: `sw1-${n}`,
  },
  {
    group: 'Swiss, one round: pair + results + standings',
    engine: 'tournament-organizer',
    name: 'tournament-organizer-swiss',
    n,
    rounds: 1,
    limitS: 60,
    compareTo: `sw1-${n}`,
    key: `to-${n}`,
  },
  {
    group: 'Swiss, one round: pair + results + standings',
    engine: 'swiss-pairing (pairing only)',
    name: 'swiss-pairing',
    n,
    limitS: 60,
    compareTo: `sw1-${n}`,
    key: `sp-${n}`,
  },
];

// Quality beside time: fields that are not a power of two, so score groups turn odd and someone must float;
// the small one plays many rounds for its size, so past meetings get in the way. "parity minimum" is the
// floats every pairing of that state needs (one per boundary with an odd number of players above it).
// tournament-organizer is measured on its own states (it cannot be handed ours); swiss-pairing pairs the very
// states our engine reached, so its figures compare directly (its time includes running our engine).
const swissQuality = (n: number, rounds: number): Case[] => {
  const group = `Swiss quality, ${n} players × ${rounds} rounds (floats, total score diff summed over rounds)`;
  const key = `swq-${n}`;
  return [
    { group, engine: 'arena', name: 'ours-swiss', n, rounds, limitS: 60, key },
    {
      group,
      engine: 'tournament-organizer (own states)',
      name: 'tournament-organizer-swiss',
      n,
      rounds,
      limitS: 60,
      compareTo: key,
      key: `toq-${n}`,
    },
    {
      group,
      engine: 'swiss-pairing (arena states)',
      name: 'swiss-pairing-same-states',
      n,
      rounds,
      limitS: 120,
      key: `spq-${n}`,
    },
  ];
};

const plan: Case[] = [
  ...se(4096),
  ...se(16384),
  {
    group: 'single elimination: create + play all + placements',
    engine: 'arena',
    name: 'ours-se',
    n: 1_048_576,
    limitS: 120,
    key: 'se-1m',
    targetMs: 10_000,
  },
  ...swissOneRound(256),
  ...swissOneRound(1024),
  {
    group: 'Swiss, every round: pair + results + standings',
    engine: 'arena',
    name: 'ours-swiss',
    n: 1024,
    rounds: 10,
    limitS: 60,
    key: 'sw-1024x10',
    targetMs: 1_000,
  },
  {
    group: 'Swiss, every round: pair + results + standings',
    engine: 'arena, with sides (colours)',
    name: 'ours-swiss-sides',
    n: 1024,
    rounds: 10,
    limitS: 120,
    key: 'sw-1024x10-sides',
    compareTo: 'sw-1024x10',
  },
  {
    group: 'Swiss, every round: pair + results + standings',
    engine: 'arena',
    name: 'ours-swiss',
    n: 16384,
    rounds: 14,
    limitS: 120,
    key: 'sw-16384x14',
    targetMs: 30_000,
  },
  {
    group: 'Swiss, every round: pair + results + standings',
    engine: 'arena, with sides (colours)',
    name: 'ours-swiss-sides',
    n: 16384,
    rounds: 14,
    limitS: 240,
    key: 'sw-16384x14-sides',
    compareTo: 'sw-16384x14',
  },
  ...swissQuality(40, 9),
  ...swissQuality(250, 8),
  {
    group: 'FFA matchups, lobbies of 100: results + standings',
    engine: 'arena',
    name: 'ours-ffa',
    n: 100_000,
    rounds: 5,
    limitS: 60,
    key: 'ffa-100k',
    targetMs: 2_000,
  },
];

async function main() {
  const results = new Map<string, Outcome>();
  const rows: string[][] = [];
  const header = ['case', 'engine', 'N', 'rounds', 'time', 'CPU time', 'peak RSS', 'ratio / check', 'note'];
  const started = performance.now();
  for (const c of plan) {
    const outcome = await runCaseProcess(casesFile, c.name, c.n, c.rounds ?? 1, c.limitS);
    results.set(c.key, outcome);
    let ratio = '';
    if (outcome.ms !== undefined && c.compareTo) {
      const ours = results.get(c.compareTo)?.ms;
      if (ours) ratio = `${(outcome.ms / ours).toFixed(outcome.ms / ours < 10 ? 2 : 0)}× slower than arena`;
    } else if (outcome.skipped?.startsWith('skipped') && c.compareTo) {
      // Stopped at the limit: the limit itself bounds how much slower it is.
      const ours = results.get(c.compareTo)?.ms;
      if (ours) ratio = `> ${((c.limitS * 1000) / ours).toFixed(0)}× slower (stopped)`;
    } else if (outcome.ms !== undefined && c.targetMs) {
      ratio = `${outcome.ms < c.targetMs ? 'meets' : 'MISSES'} target < ${fmtMs(c.targetMs)}`;
    }
    const row = [
      c.group,
      c.engine,
      c.n.toLocaleString('en-US'),
      String(c.rounds ?? 1),
      ...figureCells(outcome),
      ratio,
      outcome.note ?? '',
    ];
    rows.push(row);
    process.stderr.write(`  ${row.slice(1, 8).join(' | ')}\n`);
  }
  printTable(header, rows);
  printMachine(started, [
    'Times are wall clock of one run in a fresh process (JIT warm-up included); ratios compare wall times of the same N.',
    'Peak RSS is the whole process, including the ~90 MB of runtime and loaded libraries.',
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
