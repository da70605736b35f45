// Turning registered participants into seed order (index 0 = top seed), the order every engine takes.
// AUTO seeding draws with a stored seed so it can be replayed; MANUAL takes the organizer's seed numbers
// (validated first by validateSeeding).

import { createSeededRandom, seededShuffle } from './seeded-random.js';

export type SeedingInput =
  | { mode: 'AUTO'; randomSeed: number }
  | { mode: 'MANUAL'; /** seeds[i] = 1-based seed of participant slot i, each used once. */ seeds: readonly number[] };

/** Returns participant slots in seed order: result[0] is the slot seeded first. */
export function seedOrder(participantCount: number, input: SeedingInput): number[] {
  const slots = Array.from({ length: participantCount }, (_, i) => i);
  if (input.mode === 'AUTO') return seededShuffle(slots, createSeededRandom(input.randomSeed));
  if (input.seeds.length !== participantCount) throw new RangeError('One seed per participant is needed');
  const order = new Array<number>(participantCount).fill(-1);
  input.seeds.forEach((seed, slot) => {
    if (!Number.isInteger(seed) || seed < 1 || seed > participantCount || order[seed - 1] !== -1) {
      throw new RangeError(`Seed ${seed} is invalid or already used`);
    }
    order[seed - 1] = slot;
  });
  return order;
}
