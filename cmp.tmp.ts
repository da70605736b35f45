import { createSwiss, pairNextRound, recordSwissResults, pairingQuality, compareQuality, computeSwissTable, rankSwissTable } from './src/domain/index.ts';
import { pairSwissRound as oldPair } from '/tmp/sw/old/src/domain/swiss-pairing.ts';
import { pairSwissRound as fullPair } from '/tmp/sw/full/src/domain/swiss-pairing.ts';
import { pairSwissRound as newPair } from './src/domain/swiss-pairing.ts';
const sizes = (process.argv[2] ?? '16,33,64,101,150,257').split(',').map(Number);
const doFull = process.argv[3] !== 'nofull';
let seed = 99;
const rnd = (b: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % b; };
let rounds = 0, better = 0, worse = 0, fullDiff = 0, oldF = 0, newF = 0, oldT = 0, newT = 0, tNew = 0, tFull = 0;
for (const n of sizes) for (let trial = 0; trial < 3; trial++) {
  const R = Math.min(n - 1, 5 + rnd(8));
  let t = createSwiss({ participantCount: n, numberOfRounds: R, scoring: { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 } });
  for (let r = 0; r < R; r++) {
    const table = computeSwissTable(t, r);
    const { order } = rankSwissTable(t, table);
    const input = { participantCount: n, ranked: order, points: table.points, history: table.opponents, roundsPlayed: r, byes: table.byes };
    const met = (a: number, b: number) => { for (let i = a * r; i < a * r + r; i++) if (table.opponents[i] === b) return true; return false; };
    let c0 = performance.now();
    const np = newPair(input); tNew += performance.now() - c0;
    const op = oldPair(input);
    const qn = pairingQuality(np.pairs, table.points, met), qo = pairingQuality(op.pairs, table.points, met);
    if (doFull) { c0 = performance.now(); const fp = fullPair(input); tFull += performance.now() - c0; const qf = pairingQuality(fp.pairs, table.points, met); if (compareQuality(qn, qf) !== 0) { fullDiff++; console.log('reduced differs', n, r, qn, qf); } }
    rounds++; oldF += qo.crossPairs; newF += qn.crossPairs; oldT += qo.totalDifference; newT += qn.totalDifference;
    const c = compareQuality(qn, qo); if (c < 0) better++; if (c > 0) { worse++; console.log('WORSE', n, r, qn, qo); }
    t = pairNextRound(t);
    const round = t.rounds[r];
    const entries = [];
    for (let k = 0; k < round.pairs.length; k += 2) { const [a, b] = rnd(2) ? [round.pairs[k], round.pairs[k + 1]] : [round.pairs[k + 1], round.pairs[k]]; entries.push({ pair: k >> 1, result: { participants: [a, b] as const, games: [{ score: [1, 0] as const }] } }); }
    t = recordSwissResults(t, r, entries).tournament;
  }
}
console.log({ rounds, better, worse, fullDiff, oldCross: oldF, newCross: newF, oldTotal: oldT, newTotal: newT, tNew: tNew.toFixed(0), tFull: tFull.toFixed(0) });
