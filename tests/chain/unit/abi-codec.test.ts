import { describe, expect, it } from 'vitest';
import {
  AbiCodec,
  NFT_ABI,
  TOKEN_ABI,
  abiToBinary,
  binaryToAbi,
  burnUniqs,
  createFactory,
  issueUniqs,
  packTransaction,
  transactionId,
  transferUniqs,
  transferUos,
  unpackTransaction,
} from '../../../src/chain';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const token = new AbiCodec(TOKEN_ABI);
const nft = new AbiCodec(NFT_ABI);

describe('eosio.token ABI', () => {
  it('encodes the reference signOnly transfer exactly', () => {
    const action = transferUos('zp1ix2rg3iw4', 'ultra', 100000000n, 'This is an ultra transaction test');
    const data = token.encodeAction('transfer', action.data);
    expect(hex(data).startsWith('40b81bec8aee42fd00000000007373d400e1f5050000000008554f5300000000215468')).toBe(true);
    expect(hex(data)).toBe(
      '40b81bec8aee42fd00000000007373d400e1f5050000000008554f530000000021' +
        Buffer.from('This is an ultra transaction test').toString('hex'),
    );
    expect(token.decodeAction('transfer', data)).toEqual(action.data);
  });

  it('refuses trailing bytes', () => {
    const data = token.encodeAction('transfer', transferUos('alice', 'bob', 1n).data);
    expect(() => token.decodeAction('transfer', new Uint8Array([...data, 0]))).toThrow(/trailing/);
  });
});

describe('eosio.nft.ft ABI', () => {
  it('round-trips create.b with nulls and with every option set', () => {
    const minimal = createFactory({
      assetCreator: 'org1',
      assetManager: 'org1',
      factoryUri: 'https://x/f.json',
      defaultTokenUri: 'https://x/t.json',
    });
    expect(minimal.authorization).toEqual([{ actor: 'org1', permission: 'active' }]);
    expect(nft.decodeAction('create.b', nft.encodeAction('create.b', minimal.data))).toEqual(minimal.data);

    const full = createFactory({
      assetCreator: 'creator',
      assetManager: 'manager',
      factoryUri: 'https://x/f.json',
      defaultTokenUri: 'https://x/t.json',
      memo: 'hello',
      minimumResellPrice: 150000000n,
      resaleShares: [{ receiver: 'creator', basisPoint: 500 }],
      maxMintableTokens: 80,
      factoryHash: 'ab'.repeat(32),
      mintableWindowStart: '2026-01-01T00:00:00',
      mintableWindowEnd: '2027-01-01T00:00:00',
      conditionlessReceivers: ['ultra'],
      accountMintingLimit: 2,
    });
    expect(full.authorization.map((a) => a.actor)).toEqual(['manager', 'creator']);
    const decoded = nft.decodeAction('create.b', nft.encodeAction('create.b', full.data)) as {
      create: Record<string, unknown>;
    };
    expect(decoded.create.minimum_resell_price).toBe('1.50000000 UOS');
    expect(decoded.create.resale_shares).toEqual([{ receiver: 'creator', basis_point: 500 }]);
    expect(decoded.create.max_mintable_tokens).toBe('80');
    expect(String(decoded.create.factory_hash).toLowerCase()).toBe('ab'.repeat(32));
    expect(decoded.create.mintable_window_end).toBe('2027-01-01T00:00:00');
  });

  it('treats token_metadata as a binary extension', () => {
    const without = issueUniqs({ issuer: 'org1', to: 'player1', tokenConfigs: [{ factoryId: 3, amount: 2 }] });
    const bytesWithout = nft.encodeAction('issue.b', without.data);
    const withMeta = issueUniqs({
      issuer: 'org1',
      to: 'player1',
      tokenConfigs: [{ factoryId: 3, amount: 1 }],
      tokenMetadata: [{ metaUri: 'https://x/1.json', metaHash: null }],
    });
    const bytesWith = nft.encodeAction('issue.b', withMeta.data);
    expect(bytesWith.length).toBeGreaterThan(bytesWithout.length);
    expect(
      (nft.decodeAction('issue.b', bytesWithout) as { issue: Record<string, unknown> }).issue.token_configs,
    ).toEqual([{ token_factory_id: '3', amount: 2, custom_data: '' }]);
    expect((nft.decodeAction('issue.b', bytesWith) as { issue: Record<string, unknown> }).issue.token_metadata).toEqual(
      [{ meta_uri: 'https://x/1.json', meta_hash: null }],
    );
  });

  it('round-trips transfer and burn', () => {
    const transfer = transferUniqs({ from: 'player1', to: 'player2', tokenIds: [1, 2n], memo: 'gg' });
    expect(nft.decodeAction('transfer', nft.encodeAction('transfer', transfer.data))).toEqual(transfer.data);
    const burn = burnUniqs({ owner: 'player2', tokenIds: ['7'] });
    expect(nft.decodeAction('burn', nft.encodeAction('burn', burn.data))).toEqual(burn.data);
  });

  it('requires optional keys to be present (null) but not the binary extension', () => {
    expect(() => nft.encodeAction('issue.b', { issue: { to: 'a', token_configs: [], memo: '' } })).toThrow();
  });
});

describe('ABI and transaction binary forms', () => {
  it('round-trips both ABIs through abi_def', () => {
    for (const abi of [TOKEN_ABI, NFT_ABI]) {
      const decoded = binaryToAbi(abiToBinary(abi));
      expect(decoded.version).toBe('eosio::abi/1.1');
      expect(decoded.structs).toEqual(abi.structs);
      expect(decoded.actions).toEqual(abi.actions);
      expect(decoded.tables.map((t) => t.name)).toEqual(abi.tables.map((t) => t.name));
    }
  });

  it('packs a transaction header as the chain lays it out and ids it by sha256', () => {
    const trx = {
      expiration: '2026-11-22T06:00:30',
      ref_block_num: 3028,
      ref_block_prefix: 1926191058,
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
      context_free_actions: [],
      actions: [
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: 'alice', permission: 'active' }],
          data: hex(token.encodeAction('transfer', transferUos('alice', 'bob', 5n).data)),
        },
      ],
      transaction_extensions: [] as [number, string][],
    };
    const packed = packTransaction(trx);
    const view = new DataView(packed.buffer, packed.byteOffset);
    expect(view.getUint32(0, true)).toBe(Date.UTC(2026, 10, 22, 6, 0, 30) / 1000);
    expect(view.getUint16(4, true)).toBe(3028);
    expect(view.getUint32(6, true)).toBe(1926191058);
    expect(unpackTransaction(packed)).toEqual(trx);
    expect(transactionId(packed)).toMatch(/^[0-9a-f]{64}$/);
  });
});
