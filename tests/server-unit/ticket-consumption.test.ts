import { describe, expect, it } from 'vitest';
import {
  burnActions,
  consumeActions,
  readConsumption,
} from '../../server/modules/tournaments/gated-access/ticket-consumption.js';

const T = '11111111-1111-4111-8111-111111111111';
const memo = `arena-ticket:${T}`;
const transfer = (from: string, to: string, ids: unknown[], m = memo) => ({
  account: 'eosio.nft.ft',
  name: 'transfer',
  data: { transfer: { from, to, token_ids: ids, memo: m } },
});
const burn = (owner: string, ids: unknown[], m = memo, account = 'eosio.nft.ft') => ({
  account,
  name: 'burn',
  data: { burn: { owner, token_ids: ids, memo: m } },
});
const transaction = (actions: unknown[], status = 'executed') => ({
  id: 'ab',
  trx: { receipt: { status }, trx: { actions } },
});

describe('ticket consumption', () => {
  it('proposes a transfer to the platform and a burn of the same tokens, both with the tournament memo', () => {
    expect(consumeActions('alice', 'arena', T, ['7'])).toEqual([
      {
        contract: 'eosio.nft.ft',
        action: 'transfer',
        data: { transfer: { from: 'alice', to: 'arena', token_ids: ['7'], memo } },
      },
    ]);
    expect(burnActions('alice', T, ['7', '9'])).toEqual([
      { contract: 'eosio.nft.ft', action: 'burn', data: { burn: { owner: 'alice', token_ids: ['7', '9'], memo } } },
    ]);
  });

  it('reads the player’s transfers to the platform and burns with the memo, apart', () => {
    const read = readConsumption(
      transaction([transfer('alice', 'arena', [7, '8']), burn('alice', ['009', 9]), burn('alice', ['12'])]),
      'alice',
      'arena',
      T,
    );
    expect(read).toEqual({ transferred: ['7', '8'], burned: ['9', '12'] });
  });

  it('ignores burns by someone else, with another memo, of another contract, or malformed', () => {
    const actions = [
      burn('bob', ['1']),
      burn('alice', ['2'], 'arena-ticket:other'),
      burn('alice', ['3'], memo, 'fake.nft'),
      { account: 'eosio.nft.ft', name: 'burn', data: { burn: { owner: 'alice', token_ids: [{}], memo } } },
      { account: 'eosio.nft.ft', name: 'burn', data: 'raw' },
      transfer('alice', 'bob', ['4']),
    ];
    expect(readConsumption(transaction(actions), 'alice', 'arena', T)).toEqual({ transferred: [], burned: [] });
  });

  it('reads nothing from a failed transaction', () => {
    expect(readConsumption(transaction([burn('alice', ['5'])], 'hard_fail'), 'alice', 'arena', T)).toEqual({
      transferred: [],
      burned: [],
    });
    expect(readConsumption({}, 'alice', 'arena', T)).toEqual({ transferred: [], burned: [] });
  });
});
