import { describe, expect, it } from 'vitest';
import {
  decodeAsset,
  encodeAsset,
  formatAsset,
  parseAsset,
  parseUosAsset,
  symbolCodeValue,
  symbolValue,
  uosAsset,
} from '../../../src/chain';

describe('assets', () => {
  it('computes the UOS symbol raw values of the reference', () => {
    expect(symbolValue(8, 'UOS')).toBe(1397708040n);
    expect(symbolCodeValue('UOS')).toBe(5459797n);
  });

  it('keeps the written precision so a mismatch can be detected', () => {
    expect(parseAsset('1.0 UOS')).toEqual({ amount: 10n, precision: 1, code: 'UOS' });
    expect(parseAsset('11.20000000 UOS')).toEqual({ amount: 1120000000n, precision: 8, code: 'UOS' });
    expect(parseAsset('-0.50 USD')).toEqual({ amount: -50n, precision: 2, code: 'USD' });
    expect(() => parseAsset('1 uos')).toThrow(RangeError);
    expect(() => parseAsset('1.5')).toThrow(RangeError);
  });

  it('formats with all decimals and parses UOS strictly', () => {
    expect(uosAsset(112000000n)).toBe('1.12000000 UOS');
    expect(formatAsset({ amount: 5n, precision: 2, code: 'USD' })).toBe('0.05 USD');
    expect(parseUosAsset('475.34122996 UOS')).toBe(47534122996n);
    expect(() => parseUosAsset('1.0 UOS')).toThrow(RangeError);
  });

  it('encodes amount then symbol, little-endian', () => {
    const bytes = encodeAsset({ amount: 100000000n, precision: 8, code: 'UOS' });
    expect(Buffer.from(bytes).toString('hex')).toBe('00e1f5050000000008554f5300000000');
    expect(decodeAsset(bytes)).toEqual({ amount: 100000000n, precision: 8, code: 'UOS' });
  });
});
