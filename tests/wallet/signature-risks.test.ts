import { describe, expect, it } from 'vitest';
import { parseUos } from '../../src/domain/uos';
import {
  assessSignatureRisks,
  NEW_CONNECTION_MS,
  recipientsOf,
  uosOutflow,
  type RiskContext,
} from '../../src/wallet/signature-risks';
import { needsAcknowledgement } from '../../src/wallet/permission-risks';
import type { RequestedAction } from '../../src/wallet/transaction-request';

const auth = [{ actor: 'player1', permission: 'active' }];
const uos = (to: string, quantity: string, from = 'player1'): RequestedAction => ({
  account: 'eosio.token',
  name: 'transfer',
  authorization: auth,
  data: { from, to, quantity, memo: '' },
});
const uniq = (to: string): RequestedAction => ({
  account: 'eosio.nft.ft',
  name: 'transfer',
  authorization: auth,
  data: { transfer: { from: 'player1', to, token_ids: ['7'], memo: '' } },
});
const NOW = 1_800_000_000_000;
const calm: RiskContext = {
  origin: 'https://arena.example',
  account: 'player1',
  balance: parseUos('100'),
  recipients: ['friend1'],
  connectedSince: NOW - 24 * 3600_000,
  now: NOW,
};
const codes = (actions: RequestedAction[], context: Partial<RiskContext> = {}) =>
  assessSignatureRisks(actions, { ...calm, ...context }).map((f) => f.code);

describe('signature risk rules', () => {
  it('flags nothing for a small transfer to a known recipient from an old https connection', () => {
    expect(codes([uos('friend1', '10.00000000 UOS')])).toEqual([]);
  });

  it('flags a transfer of half the balance or more, summed over the actions', () => {
    expect(codes([uos('friend1', '49.99999999 UOS')])).toEqual([]);
    expect(codes([uos('friend1', '50.00000000 UOS')])).toEqual(['large-transfer']);
    expect(codes([uos('friend1', '30.00000000 UOS'), uos('friend1', '30.00000000 UOS')])).toEqual(['large-transfer']);
    const [flag] = assessSignatureRisks([uos('friend1', '80.00000000 UOS')], calm);
    expect(flag.message).toBe('This sends 80.00000000 UOS, 80% of your balance of 100.00000000 UOS.');
    // Money arriving from others, or an unknown balance, is not an outflow to flag.
    expect(codes([uos('player1', '90.00000000 UOS', 'friend1')])).toEqual([]);
    expect(codes([uos('friend1', '90.00000000 UOS')], { balance: null })).toEqual([]);
    expect(uosOutflow([uos('friend1', '1.5 UOS'), uos('x', 'junk')], 'player1')).toBe(parseUos('1.5'));
  });

  it('flags recipients the account never sent to, for UOS and for Uniqs', () => {
    expect(codes([uos('stranger1', '1.00000000 UOS')])).toEqual(['new-recipient']);
    expect(codes([uniq('stranger2')])).toEqual(['new-recipient']);
    expect(codes([uniq('friend1')])).toEqual([]);
    expect(
      recipientsOf([uos('a', '1.00000000 UOS'), uniq('b'), uos('c', '1.00000000 UOS', 'other')], 'player1'),
    ).toEqual(['a', 'b']);
    const [flag] = assessSignatureRisks([uos('stranger1', '1.00000000 UOS')], calm);
    expect(flag.message).toContain('stranger1');
  });

  it('flags a plain-http origin, but not loopback', () => {
    expect(codes([], { origin: 'http://arena.example' })).toEqual(['insecure-origin']);
    expect(codes([], { origin: 'http://192.168.1.20:3000' })).toEqual(['insecure-origin']);
    expect(codes([], { origin: 'http://localhost:3000' })).toEqual([]);
    expect(codes([], { origin: 'http://127.0.0.1:5173' })).toEqual([]);
  });

  it('flags a site connected minutes ago', () => {
    expect(codes([], { connectedSince: NOW - NEW_CONNECTION_MS + 1 })).toEqual(['new-connection']);
    expect(codes([], { connectedSince: NOW - NEW_CONNECTION_MS })).toEqual([]);
    const [flag] = assessSignatureRisks([], { ...calm, connectedSince: NOW - 3 * 60_000 });
    expect(flag.message).toBe('This site was connected 3 minutes ago.');
  });

  it('flags actions on contracts whose ABI the wallet does not pin, saying the node supplied it', () => {
    const other: RequestedAction = { account: 'game.contract', name: 'play', authorization: auth, data: {} };
    expect(codes([other, other])).toEqual(['unknown-contract']);
    expect(assessSignatureRisks([other], calm)[0].message).toContain('the node supplied the ABI');
    expect(codes([uniq('friend1'), uos('friend1', '1.00000000 UOS')])).toEqual([]);
  });

  it('the example of the issue: a large transfer to a new recipient gets both flags', () => {
    expect(codes([uos('stranger1', '95.00000000 UOS')])).toEqual(['large-transfer', 'new-recipient']);
  });
});

describe('permission changes and the owner key (issue 29 §2)', () => {
  const system = (name: string, data: Record<string, unknown>, permission = 'active'): RequestedAction => ({
    account: 'eosio',
    name,
    authorization: [{ actor: 'player1', permission }],
    data,
  });
  const replaceActive = system('updateauth', {
    account: 'player1',
    permission: 'active',
    parent: 'owner',
    auth: { threshold: 1, keys: [{ key: 'PUB_K1_attacker', weight: 1 }], accounts: [], waits: [] },
  });
  const flags = (actions: RequestedAction[]) => assessSignatureRisks(actions, calm);

  it('says in words that an updateauth replaces the keys of the account, as a danger to acknowledge', () => {
    const [flag] = flags([replaceActive]);
    expect(flag).toEqual({
      code: 'permission-change',
      level: 'danger',
      mustAcknowledge: true,
      message: expect.stringContaining('replaces the keys that control your account player1 (active)'),
    });
    expect(flag.message).toContain('key PUB_K1_attacker can sign as player1@active');
    // The unknown system contract is still said, below the danger.
    expect(flags([replaceActive]).map((f) => [f.code, f.level])).toEqual([
      ['permission-change', 'danger'],
      ['unknown-contract', 'caution'],
    ]);
  });

  it('flags linkauth, deleteauth and unlinkauth in words too', () => {
    const [link] = flags([
      system('linkauth', { account: 'player1', code: 'eosio.token', type: 'transfer', requirement: 'game' }),
    ]);
    expect(link.message).toContain('lets the game permission of your account player1 sign eosio.token::transfer');
    const [removed] = flags([system('deleteauth', { account: 'player1', permission: 'game' })]);
    expect(removed.message).toContain('deletes the game permission of your account player1');
    const [unlink] = flags([system('unlinkauth', { account: 'player1', code: 'eosio.token', type: 'transfer' })]);
    expect(unlink.message).toContain('removes the permission link of your account player1 for eosio.token::transfer');
    for (const flag of [link, removed, unlink]) expect([flag.level, flag.mustAcknowledge]).toEqual(['danger', true]);
    // Another account's permissions are named as such; a same-named action of another contract is not flagged.
    expect(flags([system('deleteauth', { account: 'bob', permission: 'x' })])[0].message).toContain('the account bob');
    expect(codes([{ ...replaceActive, account: 'game.contract' }])).toEqual(['unknown-contract']);
  });

  it('flags anything signed with the owner permission, even a plain transfer', () => {
    const ownerTransfer = {
      ...uos('friend1', '1.00000000 UOS'),
      authorization: [{ actor: 'player1', permission: 'owner' }],
    };
    const [flag] = flags([ownerTransfer]);
    expect(flag).toMatchObject({ code: 'owner-permission', level: 'danger', mustAcknowledge: true });
    expect(flag.message).toContain('owner permission of player1');
    expect(needsAcknowledgement([ownerTransfer])).toBe(true);
    expect(needsAcknowledgement([replaceActive])).toBe(true);
    expect(needsAcknowledgement([uos('friend1', '90.00000000 UOS')])).toBe(false);
  });

  it('gives each warning a level and lists danger first, then caution, then info', () => {
    const all = assessSignatureRisks([uos('stranger1', '502.00000000 UOS')], {
      ...calm,
      origin: 'http://arena.example',
      connectedSince: NOW - 9 * 60_000,
    });
    expect(all.map((f) => [f.code, f.level, f.mustAcknowledge])).toEqual([
      ['large-transfer', 'danger', false],
      ['new-recipient', 'caution', false],
      ['insecure-origin', 'caution', false],
      ['new-connection', 'info', false],
    ]);
    expect(all[0].message).toBe('This sends 502.00000000 UOS, 502% of your balance of 100.00000000 UOS.');
    expect(all[3].message).toBe('This site was connected 9 minutes ago.');
    // A danger raised last by the rules still comes first.
    const mixed = assessSignatureRisks(
      [{ ...uos('friend1', '1.00000000 UOS'), authorization: [{ actor: 'player1', permission: 'owner' }] }],
      {
        ...calm,
        connectedSince: NOW - 60_000,
      },
    );
    expect(mixed.map((f) => f.level)).toEqual(['danger', 'info']);
  });
});
