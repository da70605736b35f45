import { describe, expect, it } from 'vitest';
import { pickTickets } from '../../server/modules/tournaments/gated-access/ticket-rule.js';

const token = (tokenId: string, factoryId: string) => ({ tokenId, factoryId });

describe('gated access ticket rule', () => {
  const wallet = [token('9', '2'), token('4', '2'), token('7', '5')];

  it('AT_LEAST_ONE_FACTORY admits with the lowest token of the first listed factory held', () => {
    expect(pickTickets('AT_LEAST_ONE_FACTORY', ['3', '2', '5'], wallet)).toEqual({
      hasAccess: true,
      tokens: [token('4', '2')],
      missingFactoryIds: [],
    });
  });
  it('AT_LEAST_ONE_FACTORY refuses when no listed factory is held, naming them all', () => {
    expect(pickTickets('AT_LEAST_ONE_FACTORY', ['3', '8'], wallet)).toEqual({
      hasAccess: false,
      tokens: [],
      missingFactoryIds: ['3', '8'],
    });
  });
  it('FOR_EACH_FACTORY needs one token of each listed factory', () => {
    expect(pickTickets('FOR_EACH_FACTORY', ['2', '5'], wallet).tokens).toEqual([token('4', '2'), token('7', '5')]);
    expect(pickTickets('FOR_EACH_FACTORY', ['2', '5', '6'], wallet)).toEqual({
      hasAccess: false,
      tokens: [],
      missingFactoryIds: ['6'],
    });
  });
  it('skips tokens already used in the tournament and compares ids as integers', () => {
    expect(pickTickets('AT_LEAST_ONE_FACTORY', ['2'], wallet, new Set(['4'])).tokens).toEqual([token('9', '2')]);
    expect(pickTickets('AT_LEAST_ONE_FACTORY', ['2'], wallet, new Set(['4', '9'])).hasAccess).toBe(false);
    expect(pickTickets('AT_LEAST_ONE_FACTORY', ['02'], [token('10', '2'), token('9', '2')]).tokens).toEqual([
      token('9', '2'),
    ]);
  });
  it('never admits with an empty factory list', () => {
    expect(pickTickets('FOR_EACH_FACTORY', [], wallet).hasAccess).toBe(false);
    expect(pickTickets('AT_LEAST_ONE_FACTORY', [' '], wallet).hasAccess).toBe(false);
  });
});
