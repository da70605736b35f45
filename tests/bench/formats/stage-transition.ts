// Issue 31 §4, the pure part of a stage transition: a 16,384-entrant Swiss stage played to its end through the
// engine (set-up, not timed), then its standings → the top 512 qualified → a double elimination playoff created
// and seeded with its first-round pairs (timed). Storing the first round in PostgreSQL is the server's share.
// `tsx tests/bench/formats/stage-transition.ts [entrants] [rounds] [qualified]`; last line one JSON object.

import { performance } from 'node:perf_hooks';
import {
  createSwiss,
  pairNextRound,
  recordSwissResults,
  seededKey,
  stageTransition,
  swissStageStandings,
  swissStandings,
  type SwissResultEntry,
} from '../../../src/domain/index.js';

const entrants = Number(process.argv[2] ?? 16_384);
const rounds = Number(process.argv[3] ?? 9);
const qualified = Number(process.argv[4] ?? 512);

const setupStart = performance.now();
let t = createSwiss({
  participantCount: entrants,
  numberOfRounds: rounds,
  scoring: { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 },
});
for (let r = 0; r < rounds; r++) {
  t = pairNextRound(t);
  const { pairs } = t.rounds[r];
  const entries: SwissResultEntry[] = [];
  for (let k = 0; k < pairs.length / 2; k++) {
    const [a, b] = [pairs[2 * k], pairs[2 * k + 1]];
    // A seeded coin, so every run plays the same stage.
    const aWins = (seededKey(r, a * entrants + b) & 1) === 0;
    entries.push({ pair: k, result: { participants: [a, b], games: [{ score: aWins ? [1, 0] : [0, 1] }] } });
  }
  t = recordSwissResults(t, r, entries).tournament;
}
const setupMs = performance.now() - setupStart;

const transition = () =>
  stageTransition({
    standings: swissStageStandings(swissStandings(t)),
    rule: { kind: 'TOP_OVERALL', count: qualified },
    seeding: 'BY_STANDING',
    next: { format: 'DOUBLE_ELIMINATION', options: { grandFinal: 'WITH_RESET' } },
  });

// Cold: the standings of this stage value are computed for the first time, as when the stage has just ended.
const coldStart = performance.now();
const result = transition();
const coldMs = performance.now() - coldStart;
// Warm: the same call again (standings cached per stage value), the median of five.
const warm: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = performance.now();
  transition();
  warm.push(performance.now() - s);
}
warm.sort((x, y) => x - y);
const warmMs = warm[2];

if (result.entrants.length !== qualified) throw new Error(`qualified ${result.entrants.length}, expected ${qualified}`);
const round = (ms: number) => Math.round(ms * 10) / 10;
console.log(`Swiss stage of ${entrants} entrants, ${rounds} rounds played (set-up ${round(setupMs)} ms)`);
console.log(
  `standings → top ${qualified} → double elimination seeded, ${result.firstRound.length} first-round matches, ` +
    `${result.eliminated.length} knocked-out places: ${round(coldMs)} ms cold, ${round(warmMs)} ms warm (target < 2,000 ms with the stored first round)`,
);
console.log(
  JSON.stringify({
    bench: 'stage-transition',
    entrants,
    rounds,
    qualified,
    setupMs: round(setupMs),
    coldMs: round(coldMs),
    warmMs: round(warmMs),
    targetMs: 2000,
  }),
);
