// UOS as people read it (issue 26 §5.10): "25 UOS", not "25.00000000 UOS"; digits trimmed, never rounded.
import { describe, expect, it } from 'vitest';
import { readableUosAmount } from '../../src/domain/uos.js';

describe('readableUosAmount', () => {
  it.each([
    ['25.00000000', '25'],
    ['100.00000000', '100'],
    ['1.50000000', '1.5'],
    ['10.05000000', '10.05'],
    ['0.00000001', '0.00000001'],
    ['0.00000000', '0'],
    ['12345678901234.12345678', '12345678901234.12345678'],
    ['7', '7'],
    ['not an amount', 'not an amount'],
  ])('%s reads %s', (amount, shown) => {
    expect(readableUosAmount(amount)).toBe(shown);
  });

  it('reads base units exactly, beyond what a float holds', () => {
    expect(readableUosAmount(2_500_000_000n)).toBe('25');
    expect(readableUosAmount(900_719_925_474_099_312_345_678n)).toBe('9007199254740993.12345678');
    expect(readableUosAmount(-150_000_000n)).toBe('-1.5');
  });
});
