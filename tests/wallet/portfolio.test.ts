import { describe, expect, it } from 'vitest';
import { factoryDisplayFromMetadata } from '../../src/wallet/portfolio';
import { activityOf } from '../../src/wallet/account-activity';
import { arenaServersFor } from '../../src/wallet/arena-escrow';
import { DEV_CHAIN_ID, readyFixture } from './wallet-fixture';

/** An Arena at arena.test whose chain info names arena.escrow; Uniq metadata for any other URL. */
const ARENA = { arenaUrl: 'https://arena.test', nodeUrl: 'https://arena.test/v1/chain', explorerTxUrl: null };
async function arenaServer(url: string): Promise<unknown> {
  if (url === 'https://arena.test/api/v1/chain/info') {
    return { rpcUrl: ARENA.nodeUrl, chainId: DEV_CHAIN_ID, builtIn: true, platformAccount: 'arena.escrow' };
  }
  return { name: 'Champion Trophy' };
}

const received = (from: string, quantity: string, memo: string, id: string) => ({
  id: id.repeat(64),
  block_num: 10,
  block_time: '2026-11-20T09:00:00.000',
  actions: [
    {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [{ actor: from, permission: 'active' }],
      data: { from, to: 'player1', quantity, memo },
      hex_data: '',
    },
  ],
});

describe('Uniq display from factory metadata', () => {
  it('reads Ultra metadata v2 (content + medias), older flat shapes, and refuses script URLs as images', () => {
    expect(
      factoryDisplayFromMetadata(
        { content: { name: 'Cup' }, medias: { square: { uri: 'https://cdn.example/sq.png', hash: 'ab' } } },
        'F',
      ),
    ).toEqual({ name: 'Cup', image: 'https://cdn.example/sq.png' });
    expect(factoryDisplayFromMetadata({ name: 'Old', image: 'https://cdn.example/a.png' }, 'F')).toEqual({
      name: 'Old',
      image: 'https://cdn.example/a.png',
    });
    expect(factoryDisplayFromMetadata({ name: 'Bad', image: 'javascript:alert(1)' }, 'F')).toEqual({
      name: 'Bad',
      image: null,
    });
    expect(factoryDisplayFromMetadata('not json', 'Factory #4')).toEqual({ name: 'Factory #4', image: null });
  });

  it('shows balance and Uniqs of the selected account, and reports an unreachable node without failing', async () => {
    const fixture = await readyFixture();
    expect(await fixture.controller.handleMessage('portfolio:get', {})).toMatchObject({
      account: 'player1',
      balance: '1234.50000000 UOS',
      error: null,
    });
    fixture.chain.getCurrencyBalance = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await fixture.controller.handleMessage('portfolio:get', {})).toMatchObject({
      account: 'player1',
      balance: null,
      error: expect.stringContaining('Could not reach Arena'),
    });
  });

  it('lists the account’s on-chain activity, prizes paid by Arena marked, and stays empty without a history API', async () => {
    const fixture = await readyFixture({ packagedConfig: ARENA, fetchJson: arenaServer });
    fixture.chain.history = [
      {
        id: 'b'.repeat(64),
        block_num: 12,
        block_time: '2026-11-20T10:00:01.500',
        actions: [
          {
            account: 'eosio.nft.ft',
            name: 'transfer',
            authorization: [{ actor: 'arena.escrow', permission: 'active' }],
            data: { transfer: { from: 'arena.escrow', to: 'player1', token_ids: ['7'], memo: 'arena-prize:p2' } },
            hex_data: '',
          },
        ],
      },
      {
        id: 'a'.repeat(64),
        block_num: 11,
        block_time: '2026-11-20T10:00:00.000',
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'arena.escrow', permission: 'active' }],
            data: { from: 'arena.escrow', to: 'player1', quantity: '12.50000000 UOS', memo: 'arena-prize:p1' },
            hex_data: '',
          },
        ],
      },
    ];
    const view = (await fixture.controller.handleMessage('portfolio:get', {})) as { activity: unknown[] };
    expect(view.activity).toEqual([
      expect.objectContaining({
        transactionId: 'b'.repeat(64),
        direction: 'IN',
        summary: 'Received 1 Uniq from arena.escrow',
        prize: true,
        at: Date.parse('2026-11-20T10:00:01.500Z'),
      }),
      expect.objectContaining({ summary: 'Received 12.5 UOS from arena.escrow', prize: true, memo: 'arena-prize:p1' }),
    ]);
    fixture.chain.history = null;
    const without = (await fixture.controller.handleMessage('portfolio:get', {})) as {
      activity: unknown[];
      error: unknown;
    };
    expect(without).toMatchObject({ activity: [], error: null });
  });

  it('labels a prize by its sender, Arena’s escrow from the chain info, never by its memo', async () => {
    const history = [
      received('scammer1', '0.00000001 UOS', 'arena-prize: claim your prize at scam.example', 'd'),
      received('arena.escrow', '40.00000000 UOS', 'arena-escrow-return:t1', 'e'),
      received('arena.escrow', '25.00000000 UOS', 'arena-prize:p9', 'f'),
    ];
    const fixture = await readyFixture({ packagedConfig: ARENA, fetchJson: arenaServer });
    fixture.chain.history = history;
    const view = (await fixture.controller.handleMessage('portfolio:get', {})) as {
      activity: { summary: string; prize: boolean }[];
    };
    expect(view.activity.map((a) => [a.summary, a.prize])).toEqual([
      ['Received 0.00000001 UOS from scammer1', false],
      ['Received 40 UOS from arena.escrow', false],
      ['Received 25 UOS from arena.escrow', true],
    ]);

    // Without an Arena to ask (no packaged configuration), or on a custom network, nothing is a prize.
    const unknown = await readyFixture();
    unknown.chain.history = history;
    const plain = (await unknown.controller.handleMessage('portfolio:get', {})) as { activity: { prize: boolean }[] };
    expect(plain.activity.map((a) => a.prize)).toEqual([false, false, false]);
  });
});

describe('Arena servers asked for the escrow account', () => {
  it('are the packaged Arena, and the Arena whose dev chain the network reads', () => {
    expect(arenaServersFor('https://arena.test/v1/chain', 'https://arena.test/')).toEqual(['https://arena.test']);
    expect(arenaServersFor('http://127.0.0.1:4100/v1/chain', 'http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:4100',
    ]);
    expect(arenaServersFor('http://127.0.0.1:4100', null)).toEqual(['http://127.0.0.1:4100']);
    expect(arenaServersFor('https://node.example/rpc', null)).toEqual([]);
  });
});

describe('activity entries', () => {
  const tx = (actions: { account: string; name: string; data: Record<string, unknown> }[]) => ({
    id: 'c'.repeat(64),
    block_num: 1,
    block_time: '2026-11-20T10:00:00.000',
    actions: actions.map((a) => ({ ...a, authorization: [], hex_data: '' })),
  });

  it('tells sent from received, marks only incoming Arena prizes, and names other actions by contract', () => {
    const entries = activityOf(
      'player1',
      [
        tx([
          {
            account: 'eosio.token',
            name: 'transfer',
            data: { from: 'player1', to: 'shop', quantity: '3.00000000 UOS', memo: 'arena-prize:x' },
          },
          {
            account: 'eosio.token',
            name: 'transfer',
            data: { from: 'friend', to: 'player1', quantity: '100.00000000 UOS', memo: '' },
          },
          {
            account: 'eosio.nft.ft',
            name: 'transfer',
            data: { transfer: { from: 'player1', to: 'p2', token_ids: ['1', '2'], memo: '' } },
          },
          { account: 'eosio.nft.ft', name: 'issue.b', data: {} },
        ]),
      ],
      'arena.escrow',
    );
    expect(entries.map((e) => [e.direction, e.summary, e.prize, e.memo])).toEqual([
      ['OUT', 'Sent 3 UOS to shop', false, 'arena-prize:x'],
      ['IN', 'Received 100 UOS from friend', false, null],
      ['OUT', 'Sent 2 Uniqs to p2', false, null],
      ['OTHER', 'eosio.nft.ft::issue.b', false, null],
    ]);
  });
});
