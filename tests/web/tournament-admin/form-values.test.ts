// Form text → section body: numbers, exact UOS strings, banner slots, and where server errors land.
import { describe, expect, it } from 'vitest';
import { bannerSlotsLeft } from '../../../web/features/tournament-admin/model/banner-slots.js';
import { fieldErrorLookup, unplacedErrors } from '../../../web/features/tournament-admin/model/field-errors.js';
import { fromNumber, toNumber, uosAmountField } from '../../../web/features/tournament-admin/model/form-numbers.js';

describe('section form values', () => {
  it('turns typed numbers into numbers and empty ones into NaN (sent as null)', () => {
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber('-3.5')).toBe(-3.5);
    expect(Number.isNaN(toNumber(''))).toBe(true);
    expect(JSON.stringify({ n: toNumber('') })).toBe('{"n":null}');
    expect(fromNumber(Number.NaN)).toBe('');
    expect(fromNumber(0)).toBe('0');
  });

  it('keeps UOS amounts as exact decimal strings', () => {
    expect(uosAmountField('')).toBeUndefined();
    expect(uosAmountField('  ')).toBeUndefined();
    expect(uosAmountField('0.1')).toBe('0.1');
    expect(uosAmountField('007.12345678')).toBe('7.12345678');
    expect(uosAmountField('1,000.5')).toBe('1000.5');
    expect(uosAmountField('123456789012345.12345678')).toBe('123456789012345.12345678');
    // Unparseable text goes as typed so the server answers at the field.
    expect(uosAmountField('1.123456789')).toBe('1.123456789');
    expect(uosAmountField('abc')).toBe('abc');
  });

  it('counts banner slots per position', () => {
    expect(bannerSlotsLeft([])).toEqual({ TOP_BANNER: 3, SUPER_LEADERBOARD: 1 });
    expect(
      bannerSlotsLeft([{ position: 'TOP_BANNER' }, { position: 'TOP_BANNER' }, { position: 'SUPER_LEADERBOARD' }]),
    ).toEqual({ TOP_BANNER: 1, SUPER_LEADERBOARD: 0 });
  });

  it('finds server errors with or without the section prefix, and keeps the others', () => {
    const errors = {
      'format.scoringSystem.winPoints': 'Win points must be greater than loss points',
      minParticipants: 'Expected number',
      other: 'x',
    };
    const at = fieldErrorLookup(errors, 'format');
    expect(at('scoringSystem.winPoints')).toBe('Win points must be greater than loss points');
    expect(at('minParticipants')).toBe('Expected number');
    expect(at('maxParticipants')).toBeUndefined();
    expect(unplacedErrors(errors, ['scoringSystem.winPoints', 'minParticipants'], 'format')).toEqual(['other: x']);
  });
});
