import { describe, expect, it } from 'vitest';
import {
  validateFormat,
  validateLeaderboardInformation,
  validateLeaderboardLink,
  validateMainInformation,
  validatePrizes,
  validateResale,
  validateSeeding,
  validateSettings,
  validationMessages as msg,
  type TournamentFormat,
} from '../../../src/domain/index.js';
import { scoring } from '../builders.js';

describe('generic messages', () => {
  it('fill in their placeholders', () => {
    expect(msg.minLength(3)).toBe('Field must have at least 3 characters.');
    expect(msg.maxLength(256)).toBe('The value cannot exceed 256 characters.');
    expect(msg.minValue(13)).toBe('The minimum value allowed is 13.');
    expect(msg.maxValue(70)).toBe('The maximum value allowed is 70.');
    expect(msg.duplicateEmail('a@b.c')).toBe('Email a@b.c is duplicate.');
    expect(msg.REQUIRED).toBe('This field is required.');
  });
});

describe('seeding', () => {
  it.each<[string, (number | null)[], Record<string, string>]>([
    ['valid seeds', [2, 1, 3], {}],
    ['a used seed', [1, 1, 3], { 'seeds.1': msg.SEED_ALREADY_USED }],
    ['a missing seed', [1, null, 2], { 'seeds.1': msg.REQUIRED }],
    ['out of range', [0, 4, 2.5, 1], { 'seeds.0': msg.minValue(1), 'seeds.2': msg.INVALID_VALUE }],
    ['above the field', [1, 2, 5], { 'seeds.2': msg.maxValue(3) }],
  ])('%s', (_, seeds, expected) => {
    expect(validateSeeding(seeds)).toEqual(expected);
  });
});

describe('format and leaderboard link', () => {
  it.each([
    ['SINGLE_ELIMINATION', 'POINTS', { linkedLeaderboardId: msg.SINGLE_ELIMINATION_NOT_POINTS }],
    ['SINGLE_ELIMINATION', 'RANK', {}],
    ['MATCHUPS', 'RANK', { linkedLeaderboardId: msg.MATCHUPS_NOT_RANK }],
    ['MATCHUPS', 'POINTS', {}],
    ['SWISS_SYSTEM', 'POINTS', {}],
    ['SWISS_SYSTEM', undefined, {}],
  ] as const)('%s with a %s leaderboard', (format, kind, expected) => {
    expect(validateLeaderboardLink(format, kind)).toEqual(expected);
  });

  const format: TournamentFormat = {
    matchType: 'DUEL',
    format: 'SWISS_SYSTEM',
    minParticipants: 4,
    maxParticipants: 16,
    numberOfRounds: 4,
    thirdPlaceDecider: false,
    numberOfGames: 1,
    scoreReportingSystem: 'SCORE',
    bestOf: [1, 3],
    seeding: 'AUTO',
    scoringSystem: scoring(),
  };
  it.each<[string, Partial<TournamentFormat>, Record<string, string>]>([
    ['a valid Swiss format', {}, {}],
    ['max below min', { maxParticipants: 3, numberOfRounds: 2 }, { 'format.maxParticipants': msg.minValue(4) }],
    ['fewer than 2 participants', { minParticipants: 1 }, { 'format.minParticipants': msg.minValue(2) }],
    ['more Swiss rounds than opponents', { numberOfRounds: 16 }, { 'format.numberOfRounds': msg.maxValue(15) }],
    ['a best-of of 4', { bestOf: [4 as 1] }, { 'format.bestOf.0': msg.INVALID_VALUE }],
    [
      'FFA single elimination',
      { format: 'SINGLE_ELIMINATION', matchType: 'FFA' },
      { 'format.matchType': msg.INVALID_VALUE },
    ],
    ['FFA matchups without lobby size', { format: 'MATCHUPS', matchType: 'FFA' }, { 'format.lobbySize': msg.REQUIRED }],
  ])('%s', (_, overrides, expected) => {
    expect(validateFormat({ ...format, ...overrides })).toEqual(expected);
  });
});

describe('main information and settings', () => {
  it.each<[string, Parameters<typeof validateMainInformation>[0], Record<string, string>]>([
    ['a valid name', { name: 'Spring Cup' }, {}],
    ['an empty name', { name: '  ' }, { name: msg.REQUIRED }],
    ['a 257-character name', { name: 'x'.repeat(257) }, { name: msg.maxLength(256) }],
    ['a 256-character name', { name: 'x'.repeat(256) }, {}],
    [
      '13 partners',
      { name: 'Cup', partners: Array.from({ length: 13 }, (_, i) => ({ name: `P${i}` })) },
      { partners: msg.TOO_MANY_PARTNERS },
    ],
    ['12 partners', { name: 'Cup', partners: Array.from({ length: 12 }, (_, i) => ({ name: `P${i}` })) }, {}],
    [
      'a bad partner link',
      { name: 'Cup', partners: [{ name: 'P', website: 'not a link' }] },
      { 'partners.0.website': msg.INVALID_LINK },
    ],
  ])('%s', (_, input, expected) => {
    expect(validateMainInformation(input)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof validateSettings>[0], Record<string, string>]>([
    ['open access at 13', { accessType: 'OPEN', minimumAge: 13 }, {}],
    ['minimum age 12', { accessType: 'OPEN', minimumAge: 12 }, { minimumAge: msg.minValue(13) }],
    ['minimum age 99', { accessType: 'OPEN', minimumAge: 99 }, {}],
    ['minimum age 100', { accessType: 'OPEN', minimumAge: 100 }, { minimumAge: msg.maxValue(99) }],
    ['minimum age 1e300', { accessType: 'OPEN', minimumAge: 1e300 }, { minimumAge: msg.maxValue(99) }],
    [
      'gated without factory',
      { accessType: 'GATED_ACCESS', uniqFactoryIds: [], minimumAge: 18 },
      { uniqFactoryIds: msg.GATED_ACCESS_NEEDS_FACTORY },
    ],
    ['gated with a factory', { accessType: 'GATED_ACCESS', uniqFactoryIds: ['f1'], minimumAge: 18 }, {}],
  ])('%s', (_, input, expected) => {
    expect(validateSettings(input)).toEqual(expected);
  });

  it('needs a leaderboard name of at least 3 characters', () => {
    expect(validateLeaderboardInformation({ name: 'ab' })).toEqual({ name: msg.minLength(3) });
    expect(validateLeaderboardInformation({ name: 'abc' })).toEqual({});
  });
});

describe('prizes and resale', () => {
  it.each<[string, Parameters<typeof validatePrizes>[0], Record<string, string>]>([
    ['UOS only', [{ ranks: { kind: 'FIRST' }, uosAmount: '10.5', uniqs: [] }], {}],
    ['nothing', [{ ranks: { kind: 'FIRST' }, uniqs: [] }], { 'rewards.0': msg.PRIZE_NEEDS_REWARD }],
    [
      'zero UOS',
      [{ ranks: { kind: 'FIRST' }, uosAmount: '0', uniqs: [] }],
      { 'rewards.0.uosAmount': msg.MUST_BE_POSITIVE },
    ],
    [
      'bad UOS',
      [{ ranks: { kind: 'FIRST' }, uosAmount: '1.123456789', uniqs: [] }],
      { 'rewards.0.uosAmount': msg.INVALID_VALUE },
    ],
    [
      'uniqs a multiple of the range',
      [{ ranks: { kind: 'RANGE', startRank: 4, endRank: 6 }, uniqs: [{ factoryId: 'f', quantity: 6 }] }],
      {},
    ],
    [
      'uniqs not a multiple of the range',
      [{ ranks: { kind: 'RANGE', startRank: 4, endRank: 6 }, uniqs: [{ factoryId: 'f', quantity: 4 }] }],
      { 'rewards.0.uniqs.0.quantity': msg.UNIQ_AMOUNT_MULTIPLE_OF_PLAYERS },
    ],
    [
      'a range ending before it starts',
      [{ ranks: { kind: 'RANGE', startRank: 6, endRank: 4 }, uosAmount: '1', uniqs: [] }],
      { 'rewards.0.ranks.endRank': msg.START_RANK_BEFORE_END_RANK },
    ],
    [
      'rank 0',
      [{ ranks: { kind: 'SPECIFIC', rank: 0 }, uosAmount: '1', uniqs: [] }],
      { 'rewards.0.ranks.rank': msg.INVALID_RANK },
    ],
    [
      'uniqs for everyone',
      [{ ranks: { kind: 'ALL' }, uniqs: [{ factoryId: 'f', quantity: 8 }] }],
      { 'rewards.0.uniqs.0.quantity': msg.UNIQ_AMOUNT_MULTIPLE_OF_PLAYERS },
    ],
  ])('%s', (_, rewards, expected) => {
    expect(validatePrizes(rewards, 16)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof validateResale>[0], Record<string, string>]>([
    [
      'valid',
      {
        minimumResalePrice: '999999999.99999999',
        beneficiaries: [
          { account: 'a', sharePercent: 40 },
          { account: 'b', sharePercent: 30 },
        ],
      },
      {},
    ],
    [
      'price of 1,000,000,000',
      { minimumResalePrice: '1000000000', beneficiaries: [] },
      { minimumResalePrice: msg.RESALE_PRICE_TOO_HIGH },
    ],
    [
      'shares above 70%',
      {
        beneficiaries: [
          { account: 'a', sharePercent: 40 },
          { account: 'b', sharePercent: 30.01 },
        ],
      },
      { beneficiaries: msg.RESALE_SHARE_TOO_HIGH },
    ],
    [
      'a share of 0',
      { beneficiaries: [{ account: 'a', sharePercent: 0 }] },
      { 'beneficiaries.0.sharePercent': msg.MUST_BE_POSITIVE },
    ],
  ])('%s', (_, input, expected) => {
    expect(validateResale(input)).toEqual(expected);
  });
});
