import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSwiss,
  dropParticipant,
  pairNextRound,
  pairSwissRound,
  recordSwissResults,
  swissStandings,
  type SwissOptions,
  type SwissTournament,
} from '../../src/domain/index.js';
import { forfeit, win } from './builders.js';

const points = { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: -1 };

function options(n: number, rounds: number, extra: Partial<SwissOptions> = {}): SwissOptions {
  return { participantCount: n, numberOfRounds: rounds, scoring: points, ...extra };
}

function pairsOf(t: SwissTournament, r: number): [number, number][] {
  const p = t.rounds[r].pairs;
  const out: [number, number][] = [];
  for (let k = 0; k < p.length; k += 2) out.push([p[k], p[k + 1]]);
  return out;
}

/** Records every pair of the last round; `winner` picks among (a, b). */
function playRound(t: SwissTournament, winner: (a: number, b: number) => number): SwissTournament {
  const r = t.rounds.length - 1;
  const entries = pairsOf(t, r).map(([a, b], pair) => {
    const w = winner(a, b);
    return { pair, result: win(w, w === a ? b : a) };
  });
  return recordSwissResults(t, r, entries).tournament;
}

function run(t: SwissTournament, rounds: number, winner: (a: number, b: number) => number) {
  for (let r = 0; r < rounds; r++) t = playRound(pairNextRound(t), winner);
  return t;
}

describe('Swiss pairing, published examples', () => {
  it('pairs round 1 of 8 players top half against bottom half (FIDE Dutch: 1–5, 2–6, 3–7, 4–8)', () => {
    const t = pairNextRound(createSwiss(options(8, 3)));
    expect(pairsOf(t, 0)).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(t.rounds[0].bye).toBe(-1);
  });

  it('gives the round-1 bye of 9 players to the lowest seed, then pairs 1–5 … 4–8', () => {
    const t = pairNextRound(createSwiss(options(9, 3)));
    expect(t.rounds[0].bye).toBe(8);
    expect(pairsOf(t, 0)).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
  });

  it('pairs round 2 within score groups: winners meet winners', () => {
    let t = run(createSwiss(options(8, 3)), 1, (a, b) => Math.min(a, b));
    t = pairNextRound(t);
    // Winners 0,1,2,3 (3 points) split 0–2, 1–3; losers 4,5,6,7 split 4–6, 5–7.
    expect(pairsOf(t, 1)).toEqual([
      [0, 2],
      [1, 3],
      [4, 6],
      [5, 7],
    ]);
  });

  it('floats the odd player of a score group down to the next group', () => {
    // 6 players, round 1: 0,1,2 win. Round 2 groups: {0,1,2} (3 pts) and {3,4,5} (0 pts).
    let t = run(createSwiss(options(6, 3)), 1, (a, b) => Math.min(a, b));
    t = pairNextRound(t);
    const pairs = pairsOf(t, 1);
    const crossing = pairs.filter(([a, b]) => a < 3 !== b < 3);
    expect(crossing).toHaveLength(1);
    expect(t.rounds[1].repeats).toBe(0);
  });
});

describe('Swiss rules', () => {
  it('never gives a second bye while someone has none, and gives it to the lowest ranked', () => {
    let t = createSwiss(options(5, 5));
    const byes: number[] = [];
    for (let r = 0; r < 5; r++) {
      t = pairNextRound(t);
      byes.push(t.rounds[r].bye);
      t = playRound(t, (a, b) => Math.min(a, b));
    }
    expect(new Set(byes).size).toBe(5);
    // Round 1: lowest seed; round 2: the lowest ranked among those without a bye.
    expect(byes[0]).toBe(4);
  });

  it('does not pair dropped or disqualified players again, and ranks the disqualified last', () => {
    let t = run(createSwiss(options(6, 3)), 1, (a, b) => Math.min(a, b));
    t = dropParticipant(t, 0, 'DROPPED');
    t = dropParticipant(t, 1, 'DISQUALIFIED');
    t = pairNextRound(t);
    const paired = pairsOf(t, 1).flat();
    expect(paired).not.toContain(0);
    expect(paired).not.toContain(1);
    const standings = swissStandings(t);
    expect(standings[standings.length - 1]).toMatchObject({ participant: 1, status: 'DISQUALIFIED' });
    expect(standings.find((s) => s.participant === 0)).toMatchObject({ status: 'DROPPED', points: 3 });
  });

  it('scores wins, losses, byes and the forfeit penalty', () => {
    let t = pairNextRound(createSwiss(options(5, 2)));
    const [[a, b], [c, d]] = pairsOf(t, 0);
    t = recordSwissResults(t, 0, [
      { pair: 0, result: win(a, b) },
      { pair: 1, result: forfeit(c, d, d) },
    ]).tournament;
    const byId = new Map(swissStandings(t).map((s) => [s.participant, s]));
    expect(byId.get(a)?.points).toBe(3);
    expect(byId.get(b)?.points).toBe(0);
    expect(byId.get(c)?.points).toBe(3);
    expect(byId.get(d)?.points).toBe(-1);
    expect(byId.get(t.rounds[0].bye)).toMatchObject({ points: 3, byes: 1, wins: 0 });
  });

  it('computes Buchholz, cut-1 and Sonneborn-Berger', () => {
    // 4 players, 2 rounds, higher seed always wins: 0 beats 2 then 1; standings 0:6, 1:3, 2:3, 3:0.
    const t = run(createSwiss(options(4, 2)), 2, (a, b) => Math.min(a, b));
    const s = new Map(swissStandings(t).map((x) => [x.participant, x]));
    expect(s.get(0)).toMatchObject({ points: 6, rank: 1 });
    const opponents0 = t.rounds.map((r) => {
      const p = Array.from(r.pairs);
      const i = p.indexOf(0);
      return p[i % 2 === 0 ? i + 1 : i - 1];
    });
    const sum = opponents0.reduce((acc, o) => acc + (s.get(o)?.points ?? 0), 0);
    const low = Math.min(...opponents0.map((o) => s.get(o)?.points ?? 0));
    expect(s.get(0)?.buchholz).toBe(sum);
    expect(s.get(0)?.buchholzCut1).toBe(sum - low);
    expect(s.get(0)?.sonnebornBerger).toBe(sum);
    expect(s.get(3)?.sonnebornBerger).toBe(0);
  });

  it('breaks remaining ties with the stored random seed, the same seed giving the same standings', () => {
    const make = (seed: number) =>
      swissStandings(
        run(
          createSwiss(options(16, 2, { tieBreaks: [], tournamentTieBreak: { kind: 'RANDOM', randomSeed: seed } })),
          2,
          (a, b) => Math.min(a, b),
        ),
      ).map((s) => s.participant);
    expect(make(42)).toEqual(make(42));
    expect([make(1), make(2), make(3)].some((o) => o.join() !== make(42).join())).toBe(true);
  });

  it('re-pairs a later round that has not started when an earlier result is amended, and restores it on the inverse', () => {
    let t = run(createSwiss(options(8, 3)), 1, (a, b) => Math.min(a, b));
    t = pairNextRound(t);
    const before = t;
    const [a, b] = pairsOf(t, 0)[0];
    const amended = recordSwissResults(t, 0, [{ pair: 0, result: win(b, a) }]);
    expect(amended.repairedRounds).toEqual([1]);
    expect(amended.changedPairs.length).toBeGreaterThan(0);
    const restored = recordSwissResults(amended.tournament, 0, [{ pair: 0, result: win(a, b) }]).tournament;
    expect(pairsOf(restored, 1)).toEqual(pairsOf(before, 1));
    expect(swissStandings(restored)).toEqual(swissStandings(before));
  });

  it('keeps the pairings of a started round when an earlier result is amended', () => {
    let t = run(createSwiss(options(8, 3)), 2, (a, b) => Math.min(a, b));
    const pairsBefore = pairsOf(t, 1);
    const [a, b] = pairsOf(t, 0)[0];
    const change = recordSwissResults(t, 0, [{ pair: 0, result: win(b, a) }]);
    expect(change.repairedRounds).toEqual([]);
    t = change.tournament;
    expect(pairsOf(t, 1)).toEqual(pairsBefore);
  });
});

/** Maximum matching size by brute force over the allowed graph (n ≤ 12). */
function maxMatching(players: number[], allowed: (a: number, b: number) => boolean): number {
  const memo = new Map<string, number>();
  const go = (rest: number[]): number => {
    if (rest.length < 2) return 0;
    const key = rest.join(',');
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const [first, ...others] = rest;
    let best = go(others);
    for (let i = 0; i < others.length; i++) {
      if (allowed(first, others[i])) best = Math.max(best, 1 + go(others.filter((_, j) => j !== i)));
    }
    memo.set(key, best);
    return best;
  };
  return go(players);
}

describe('Swiss properties', () => {
  it('repeats only as much as unavoidable, and never a second bye while an eligible player has none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 3 }),
        (n, rounds, seed, drops) => {
          let t = createSwiss(options(n, rounds));
          let state = seed >>> 0;
          const coin = () => {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            return (state >>> 16) & 1;
          };
          for (let r = 0; r < rounds; r++) {
            if (drops[r] !== undefined && n > 3) t = dropParticipant(t, drops[r] % n, 'DROPPED');
            const active: number[] = [];
            for (let p = 0; p < n; p++) if (t.leftAtRound[p] > r) active.push(p);
            if (active.length < 2) break;
            const met = new Set<string>();
            const byes = new Array(n).fill(0);
            for (const round of t.rounds) {
              for (let k = 0; k < round.pairs.length; k += 2) {
                met.add(`${round.pairs[k]}-${round.pairs[k + 1]}`);
                met.add(`${round.pairs[k + 1]}-${round.pairs[k]}`);
              }
              if (round.bye >= 0) byes[round.bye]++;
            }
            t = pairNextRound(t);
            const round = t.rounds[r];
            const allowed = (a: number, b: number) => !met.has(`${a}-${b}`);
            if (active.length % 2 === 1) {
              const fewest = Math.min(...active.map((p) => byes[p]));
              expect(byes[round.bye]).toBe(fewest);
            }
            // Fewest repeats possible over every allowed bye choice.
            const candidates =
              active.length % 2 === 1
                ? active.filter((p) => byes[p] === Math.min(...active.map((q) => byes[q])))
                : [-1];
            const best = Math.min(
              ...candidates.map((bye) => {
                const rest = active.filter((p) => p !== bye);
                return rest.length / 2 - maxMatching(rest, allowed);
              }),
            );
            let repeats = 0;
            for (let k = 0; k < round.pairs.length; k += 2) if (!allowed(round.pairs[k], round.pairs[k + 1])) repeats++;
            expect(repeats).toBe(best);
            expect(round.repeats).toBe(repeats);
            // Everybody active is paired exactly once (or has the bye).
            const seen = [...round.pairs, ...(round.bye >= 0 ? [round.bye] : [])].sort((x, y) => x - y);
            expect(seen).toEqual(active);
            t = playRound(t, (a, b) => (coin() ? a : b));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('the same seed and results give the same standings; amendment then inverse restores them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        fc.nat(),
        (n, rounds, seed, pick) => {
          const opts = options(n, rounds, { tournamentTieBreak: { kind: 'RANDOM', randomSeed: seed } });
          const winner = (a: number, b: number) => (((a * 31 + b * 17 + seed) >>> 2) & 1 ? a : b);
          const t1 = run(createSwiss(opts), rounds, winner);
          const t2 = run(createSwiss(opts), rounds, winner);
          expect(swissStandings(t1)).toEqual(swissStandings(t2));
          const r = pick % rounds;
          const round = t1.rounds[r];
          if (round.pairs.length === 0) return;
          const k = (pick >> 3) % (round.pairs.length / 2);
          const original = round.results[k];
          const [a, b] = [round.pairs[2 * k], round.pairs[2 * k + 1]];
          const amended = recordSwissResults(t1, r, [{ pair: k, result: forfeit(a, b, a) }]).tournament;
          const restored = recordSwissResults(amended, r, [{ pair: k, result: original }]).tournament;
          expect(swissStandings(restored)).toEqual(swissStandings(t1));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('pairs a large field with zero repeats over many rounds', () => {
    let t = createSwiss(options(512, 9));
    t = run(t, 9, (a, b) => (((a * 7 + b * 13) >> 1) & 1 ? a : b));
    expect(t.rounds.reduce((s, r) => s + r.repeats, 0)).toBe(0);
  });
});

describe('pairSwissRound directly', () => {
  it('reports the unavoidable repeat when three players have all met', () => {
    // Four players where 0,1,2 met each other: 3 must take one of them, the other two repeat.
    const history = new Int32Array([1, 2, 0, 2, 0, 1, -1, -1]);
    const pairing = pairSwissRound({
      participantCount: 4,
      ranked: [0, 1, 2, 3],
      points: [0, 0, 0, 0],
      history,
      roundsPlayed: 2,
      byes: [0, 0, 0, 0],
    });
    expect(pairing.repeats).toBe(1);
    expect(Array.from(pairing.pairs)).toHaveLength(4);
  });
});
