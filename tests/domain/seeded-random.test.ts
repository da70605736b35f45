import { describe, expect, it } from 'vitest';
import { createSeededRandom, seededKey, seededShuffle, seedOrder } from '../../src/domain/index.js';

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createSeededRandom(99);
    const b = createSeededRandom(99);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(5);
  });

  it('shuffles a copy into a permutation, same seed same order', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const s1 = seededShuffle(items, createSeededRandom(3));
    expect(seededShuffle(items, createSeededRandom(3))).toEqual(s1);
    expect([...s1].sort((a, b) => a - b)).toEqual(items);
    expect(s1).not.toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('gives per-item keys that do not depend on other items', () => {
    expect(seededKey(1, 5)).toBe(seededKey(1, 5));
    expect(seededKey(1, 5)).not.toBe(seededKey(2, 5));
    expect(seededKey(1, 5)).not.toBe(seededKey(1, 6));
  });
});

describe('seed order', () => {
  it('follows the organizer’s seeds in MANUAL mode', () => {
    expect(seedOrder(4, { mode: 'MANUAL', seeds: [3, 1, 4, 2] })).toEqual([1, 3, 0, 2]);
    expect(() => seedOrder(3, { mode: 'MANUAL', seeds: [1, 1, 2] })).toThrow(/already used/);
  });

  it('draws a reproducible order in AUTO mode', () => {
    const order = seedOrder(16, { mode: 'AUTO', randomSeed: 11 });
    expect(seedOrder(16, { mode: 'AUTO', randomSeed: 11 })).toEqual(order);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });
});
