import { describe, expect, it } from 'vitest';
import { parseTransactionRequest } from '../../src/wallet/transaction-request';
import { parseSignableMessage } from '../../src/wallet/message-request';

const fallback = { actor: 'player1', permission: 'active' };

describe('transaction objects', () => {
  it('defaults the authorization to the selected account with active', () => {
    expect(parseTransactionRequest({ contract: 'eosio.token', action: 'transfer', data: { a: 1 } }, fallback)).toEqual([
      { account: 'eosio.token', name: 'transfer', authorization: [fallback], data: { a: 1 } },
    ]);
  });

  it('merges authorization and authorizations, reads bare names as @active and removes duplicates', () => {
    const [action] = parseTransactionRequest(
      {
        contract: 'eosio.nft.ft',
        action: 'create.b',
        data: {},
        authorization: [{ actor: 'org1', permission: 'active' }],
        authorizations: ['org1', 'mgr1@owner', 'org1@active'],
      },
      fallback,
    );
    expect(action.authorization).toEqual([
      { actor: 'org1', permission: 'active' },
      { actor: 'mgr1', permission: 'owner' },
    ]);
  });

  it('turns an array into the actions of one transaction, in order', () => {
    const actions = parseTransactionRequest(
      [
        { contract: 'eosio.token', action: 'transfer', data: { n: 1 } },
        { contract: 'eosio.nft.ft', action: 'issue.b', data: { n: 2 } },
      ],
      fallback,
    );
    expect(actions.map((a) => a.name)).toEqual(['transfer', 'issue.b']);
  });

  it('needs an account to default to (4100 otherwise)', () => {
    expect(() => parseTransactionRequest({ contract: 'eosio.token', action: 'transfer', data: {} }, null)).toThrow(
      expect.objectContaining({ code: 4100 }),
    );
  });
});

describe('signable messages', () => {
  it('accepts the three prefixes after trimming and keeps the prefix', () => {
    expect(parseSignableMessage('  message:hi ')).toBe('message:hi');
    expect(parseSignableMessage('0xabc')).toBe('0xabc');
    expect(parseSignableMessage('UOSx1')).toBe('UOSx1');
  });

  it('refuses anything else with -32000', () => {
    for (const bad of ['hello', 'Message:hi', 'uosx1', '', 12, null]) {
      expect(() => parseSignableMessage(bad)).toThrow(expect.objectContaining({ code: -32000 }));
    }
  });
});
