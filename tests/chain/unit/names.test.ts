import { describe, expect, it } from 'vitest';
import { decodeName, encodeName, isValidAccountName, isValidName } from '../../../src/chain';

describe('names', () => {
  it('packs names as nodeos does', () => {
    expect(encodeName('eosio')).toBe(6138663577826885632n);
    expect(encodeName('eosio.token')).toBe(6138663591592764928n);
    expect(encodeName('')).toBe(0n);
  });

  it('round-trips names including dots and the 13th character', () => {
    for (const name of ['eosio.nft.ft', 'aa1aa2aa3aa4', 'ultra', 'create.b', 'a', 'zzzzzzzzzzzzj', 'next.factory']) {
      expect(decodeName(encodeName(name))).toBe(name);
    }
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => encodeName('Alice')).toThrow(RangeError);
    expect(() => encodeName('bob6')).toThrow(RangeError);
    expect(() => encodeName('abcdefghijklmn')).toThrow(RangeError);
  });

  it('validates account names', () => {
    expect(isValidAccountName('aa1aa2aa3aa4')).toBe(true);
    expect(isValidAccountName('eosio.nft.ft')).toBe(true);
    expect(isValidAccountName('abcdefghijklm')).toBe(false);
    expect(isValidAccountName('alice.')).toBe(false);
    expect(isValidAccountName('')).toBe(false);
    expect(isValidAccountName('Alice')).toBe(false);
    expect(isValidAccountName('alice6')).toBe(false);
    expect(isValidName('zzzzzzzzzzzzz')).toBe(false);
    expect(isValidName('zzzzzzzzzzzzj')).toBe(true);
  });
});
