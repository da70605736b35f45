// Manual seeding (SPEC §5): every seed a whole number from 1 to the number of participants, none used twice.

import * as msg from '../validation-messages.js';
import { addError, type FieldErrors } from './field-checks.js';

/** `seeds[i]` is the seed given to participant slot i (null when not set yet). */
export function validateSeeding(seeds: readonly (number | null | undefined)[], base = 'seeds'): FieldErrors {
  const errors: FieldErrors = {};
  const usedBy = new Map<number, number>();
  seeds.forEach((seed, i) => {
    const path = `${base}.${i}`;
    if (seed === null || seed === undefined) return addError(errors, path, msg.REQUIRED);
    if (!Number.isInteger(seed)) return addError(errors, path, msg.INVALID_VALUE);
    if (seed < 1) return addError(errors, path, msg.minValue(1));
    if (seed > seeds.length) return addError(errors, path, msg.maxValue(seeds.length));
    if (usedBy.has(seed)) return addError(errors, path, msg.SEED_ALREADY_USED);
    usedBy.set(seed, i);
  });
  return errors;
}
