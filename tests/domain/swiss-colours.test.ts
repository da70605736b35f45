// Sides in a Swiss event as FIDE's Dutch system gives them (issue 30 §2): preferences from each player's sides,
// the allocation rules for a pair, and over whole random events the absolute criteria (no side difference beyond
// ±2, never the same side three games running, outside the final round).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STRENGTH,
  colourPreference,
  createSwiss,
  pairNextRound,
  recordSwissResults,
  sideOfHigher,
  type SwissTournament,
} from '../../src/domain/index.js';
import { win } from './builders.js';

const SCORING = { winPoints: 1, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 };

/** One participant's sides as a history (1 first side, -1 second, 0 no game). */
const history = (...sides: number[]) => Int8Array.from(sides);

describe('a side preference', () => {
  it.each([
    ['no game yet: none', [], { side: 0, strength: STRENGTH.NONE }],
    ['a bye only: none', [0], { side: 0, strength: STRENGTH.NONE }],
    ['even, last game first side: mildly the second', [1, -1, 1, -1, 0, -1, 1], { side: -1, strength: STRENGTH.MILD }],
    ['one more first side: strongly the second', [1, -1, 1], { side: -1, strength: STRENGTH.STRONG }],
    ['one more second side: strongly the first', [-1], { side: 1, strength: STRENGTH.STRONG }],
    ['two more first sides: absolutely the second', [1, 0, 1], { side: -1, strength: STRENGTH.ABSOLUTE }],
    [
      'the last two games on the same side: absolutely the other',
      [1, -1, -1, 0],
      { side: 1, strength: STRENGTH.ABSOLUTE },
    ],
  ])('%s', (_, sides, expected) => {
    expect(colourPreference(history(...sides), sides.length, 0)).toMatchObject(expected);
  });
});

describe('the sides of a pair (allocation rules)', () => {
  /** Two players' histories side by side: colours[p * rounds + r]. */
  const pair = (higher: number[], lower: number[]) => ({
    colours: Int8Array.from([...higher, ...lower]),
    rounds: higher.length,
  });
  const seedOf = (p: number) => p + 1;

  it.each([
    // [rule, higher's sides, lower's sides, initial side, the higher ranked's side]
    ['E.1 both preferences granted', [1], [-1], 1, -1],
    ['E.1 only one has a preference', [0], [1], 1, 1],
    ['E.2 the stronger (strong over mild)', [1, -1, 1], [-1, 1], 1, -1],
    ['E.2 the stronger (absolute over strong), for the lower ranked', [1, -1, 1], [1, 0, 1], 1, 1],
    ['E.2 two absolute: the wider difference', [1, 1, 0], [1, 1, 1], 1, 1],
    ['E.3 alternate from the last round they differed', [1, -1], [-1, 1], 1, 1],
    ['E.4 the higher ranked’s preference', [-1, 1], [-1, 1], 1, -1],
    ['E.5 odd pairing number: the initial side', [0], [0], -1, -1],
  ])('%s', (_, higher, lower, initial, expected) => {
    const { colours, rounds } = pair(higher, lower);
    expect(sideOfHigher(colours, rounds, 0, 1, initial as 1 | -1, seedOf)).toBe(expected);
  });

  it('E.5 even pairing number: the other side', () => {
    const colours = new Int8Array(2);
    expect(sideOfHigher(colours, 1, 1, 0, 1, (p) => p + 1)).toBe(-1);
  });
});

/** A random event with sides played to its end (random winners); the pairs are written first side first. */
function playWithSides(n: number, rounds: number, seed: number): SwissTournament {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 2;
  };
  let t = createSwiss({ participantCount: n, numberOfRounds: rounds, scoring: SCORING, sides: { initialSide: 1 } });
  for (let r = 0; r < rounds; r++) {
    t = pairNextRound(t);
    const round = t.rounds[r];
    const entries = [];
    for (let k = 0; k < round.pairs.length; k += 2) {
      const [a, b] = random() ? [round.pairs[k], round.pairs[k + 1]] : [round.pairs[k + 1], round.pairs[k]];
      entries.push({ pair: k >> 1, result: win(a, b) });
    }
    t = recordSwissResults(t, r, entries).tournament;
  }
  return t;
}

/** Each participant's sides, round by round. */
function sidesOf(t: SwissTournament): number[][] {
  const sides = Array.from({ length: t.options.participantCount }, () => new Array<number>(t.rounds.length).fill(0));
  t.rounds.forEach((round, r) => {
    for (let k = 0; k < round.pairs.length; k += 2) {
      sides[round.pairs[k]][r] = 1;
      sides[round.pairs[k + 1]][r] = -1;
    }
  });
  return sides;
}

describe('sides over whole events', () => {
  it('keeps every side difference within ±2 and no side three games running before the final round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 40 }), fc.integer({ min: 3, max: 9 }), fc.integer(), (n, rounds, seed) => {
        fc.pre(2 ** (rounds - 1) <= 2 * n);
        const t = playWithSides(n, rounds, seed);
        for (const sides of sidesOf(t)) {
          const games = sides.slice(0, rounds - 1).filter((side) => side !== 0);
          const difference = games.reduce((sum, side) => sum + side, 0);
          expect(Math.abs(difference)).toBeLessThanOrEqual(2);
          for (let g = 2; g < games.length; g++) {
            expect(games[g] === games[g - 1] && games[g] === games[g - 2]).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the first round’s sides by pairing number: the top half alternates from the initial side', () => {
    const t = pairNextRound(
      createSwiss({ participantCount: 8, numberOfRounds: 3, scoring: SCORING, sides: { initialSide: 1 } }),
    );
    // Dutch round 1: 1–5, 2–6, 3–7, 4–8 (indices 0–4, 1–5, …); seeds 1 and 3 take the first side, 2 and 4 the second.
    expect(Array.from(t.rounds[0].pairs)).toEqual([0, 4, 5, 1, 2, 6, 7, 3]);
  });

  it('without sides pairs exactly as before (higher ranked first)', () => {
    const plain = pairNextRound(createSwiss({ participantCount: 8, numberOfRounds: 3, scoring: SCORING }));
    expect(Array.from(plain.rounds[0].pairs)).toEqual([0, 4, 1, 5, 2, 6, 3, 7]);
  });
});
