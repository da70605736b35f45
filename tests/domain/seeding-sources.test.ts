import { describe, expect, it } from 'vitest';
import { orderByNames, orderByScore, pastResultScores } from '../../src/domain/index.js';

const candidates = [
  { id: 'a', names: ['Alpha'] },
  { id: 'b', names: ['Bravo', 'bravo_captain'] },
  { id: 'c', names: ['Charlie'] },
  { id: 'd', names: ['Delta'] },
];

describe('seeding from a pasted list of names', () => {
  it('puts listed entrants first in list order, case-insensitively, and the rest after in current order', () => {
    expect(orderByNames(candidates, ['  charlie ', 'ALPHA'])).toEqual({
      order: ['c', 'a', 'b', 'd'],
      unknown: [],
      placed: 2,
    });
  });

  it('matches a team by its captain too, skips blank lines and reports unknown or repeated names', () => {
    expect(orderByNames(candidates, ['Bravo_Captain', '', 'Zulu', 'bravo', 'delta'])).toEqual({
      order: ['b', 'd', 'a', 'c'],
      unknown: ['Zulu', 'bravo'],
      placed: 2,
    });
  });
});

describe('seeding by a score', () => {
  it('orders scored entrants best first, ties and unscored ones in current order', () => {
    const scores = new Map([
      ['d', 1],
      ['b', 3],
      ['c', 1],
    ]);
    expect(orderByScore(['a', 'b', 'c', 'd', 'e'], scores)).toEqual(['c', 'd', 'b', 'a', 'e']);
  });

  it('leaves the order alone when the source knows nobody', () => {
    expect(orderByScore(['a', 'b'], new Map())).toEqual(['a', 'b']);
  });
});

describe('past results', () => {
  it('scores the mean relative placement, so a good finish in a big field counts more', () => {
    const scores = pastResultScores([
      { entrantId: 'a', finalRank: 3, fieldSize: 64 },
      { entrantId: 'b', finalRank: 3, fieldSize: 4 },
      { entrantId: 'c', finalRank: 1, fieldSize: 8 },
      { entrantId: 'c', finalRank: 8, fieldSize: 8 },
      { entrantId: 'd', finalRank: 1, fieldSize: 1 },
    ]);
    expect(scores.get('a')).toBeCloseTo(2 / 63);
    expect(scores.get('b')).toBeCloseTo(2 / 3);
    expect(scores.get('c')).toBeCloseTo(0.5);
    expect(scores.get('d')).toBe(0);
    expect(orderByScore(['b', 'c', 'a', 'x'], scores)).toEqual(['a', 'c', 'b', 'x']);
  });
});
