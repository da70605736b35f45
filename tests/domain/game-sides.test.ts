// Sides of a duel's games (issue 30): the first side in game 1 by the rule, alternating games, reproducible tosses,
// the history text, and round robin's home sides balanced per entrant as Berger tables are.
import { describe, expect, it } from 'vitest';
import {
  alternatingSides,
  circleRounds,
  coinToss,
  disciplineSides,
  duelGameSides,
  sideHistoryText,
} from '../../src/domain/index.js';

const draw = { randomSeed: 42, round: 0, position: 3 };

describe('game sides', () => {
  it('gives game 1 to the higher seed and alternates a best-of', () => {
    expect(duelGameSides(7, 2, 3, { ...draw, rule: 'HIGHER_SEED' })).toEqual([2, 7, 2]);
    expect(duelGameSides(7, 2, 1, { ...draw, rule: 'ORDER' })).toEqual([7]);
    expect(alternatingSides(1, 2, 4)).toEqual([1, 2, 1, 2]);
    expect(duelGameSides(-1, 2, 3, { ...draw, rule: 'HIGHER_SEED' })).toBeNull();
  });

  it('tosses reproducibly, both ways over many matches', () => {
    const tosses = Array.from(
      { length: 200 },
      (_, k) => duelGameSides(1, 2, 1, { ...draw, position: k, rule: 'TOSS' })![0],
    );
    expect(tosses).toEqual(
      Array.from({ length: 200 }, (_, k) => duelGameSides(1, 2, 1, { ...draw, position: k, rule: 'TOSS' })![0]),
    );
    const ones = tosses.filter((seed) => seed === 1).length;
    expect(ones).toBeGreaterThan(70);
    expect(ones).toBeLessThan(130);
    expect([1, -1]).toContain(coinToss(7, -1));
  });

  it('writes histories and knows chess', () => {
    expect(sideHistoryText([1, -1, 0, 1], ['White', 'Black'])).toBe('WB-W');
    expect(disciplineSides('chess')).toEqual({ names: ['White', 'Black'], firstGame: 'HIGHER_SEED' });
    expect(disciplineSides('fortnite')).toBeNull();
  });

  it("balances round robin's home sides within one per entrant", () => {
    for (const size of [4, 5, 6, 8, 9, 10]) {
      const home = new Array<number>(size).fill(0);
      const played = new Array<number>(size).fill(0);
      for (const pairs of circleRounds(size).pairs) {
        for (let k = 0; k < pairs.length; k += 2) {
          home[pairs[k]]++;
          played[pairs[k]]++;
          played[pairs[k + 1]]++;
        }
      }
      for (let p = 0; p < size; p++) expect(Math.abs(2 * home[p] - played[p])).toBeLessThanOrEqual(1);
    }
  });
});
