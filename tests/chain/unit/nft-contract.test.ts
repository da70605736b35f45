// eosio.nft.ft rules as pure state transitions over an in-memory table store (no database, no signatures).
import { describe, expect, it } from 'vitest';
import { ActionContext } from '../../../server/chain/contracts/contract-context.js';
import { EOSIO_NFT_FT_ACTIONS } from '../../../server/chain/contracts/eosio-nft-ft.js';
import type { RowKey, StoredRow, TableStore } from '../../../server/chain/table-store.js';
import {
  createFactory,
  encodeName,
  issueUniqs,
  transferUniqs,
  burnUniqs,
  type ActionInput,
  type CreateFactoryInput,
  type FactoryRow,
  type TokenRow,
} from '../../../src/chain/index.js';

class MemoryStore implements TableStore {
  readonly rows = new Map<string, StoredRow>();
  constructor(private readonly accounts: string[]) {}
  private key = (k: RowKey) => `${k.code}/${k.table}/${k.scope}/${k.pk}`;
  async get(k: RowKey) {
    return this.rows.get(this.key(k)) ?? null;
  }
  set(k: RowKey, row: StoredRow) {
    this.rows.set(this.key(k), structuredClone(row));
  }
  delete(k: RowKey) {
    this.rows.delete(this.key(k));
  }
  async accountExists(name: string) {
    return this.accounts.includes(name);
  }
}

const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const NFT = 'eosio.nft.ft';

function chain(accounts = ['org1', 'alice', 'bob', 'minter', 'market']) {
  const store = new MemoryStore(accounts);
  const run = async (action: ActionInput, nowMs = NOW) => {
    const decoded = JSON.parse(JSON.stringify(action.data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
    const ctx = new ActionContext(action.account, action.name, decoded, action.authorization, store, nowMs);
    await EOSIO_NFT_FT_ACTIONS[action.name](ctx);
    return ctx.recipients;
  };
  const factory = async (id: number) =>
    (await store.get({ code: NFT, table: 'factory.b', scope: encodeName(NFT), pk: BigInt(id) }))
      ?.data as unknown as FactoryRow;
  const tokens = (owner: string) =>
    [...store.rows.entries()]
      .filter(([k]) => k.startsWith(`${NFT}/token.b/${encodeName(owner)}/`))
      .map(([, r]) => r.data as unknown as TokenRow);
  const create = (extra: Partial<CreateFactoryInput> = {}) =>
    run(
      createFactory({
        assetCreator: 'org1',
        assetManager: 'org1',
        factoryUri: 'https://x/f',
        defaultTokenUri: 'https://x/t',
        ...extra,
      }),
    );
  return { store, run, factory, tokens, create };
}

const assertion = (text: string) => ({ code: 3050003, message: `assertion failure with message: ${text}` });

describe('eosio.nft.ft create.b', () => {
  it('numbers factories from next.factory and notifies creator and manager', async () => {
    const c = chain();
    expect(await c.create()).toEqual(['org1']);
    await c.create();
    expect((await c.factory(2)).id).toBe(2);
    expect((await c.factory(1)).stat).toBe(0);
  });

  it('defaults an omitted status to inactive, as the reference says', async () => {
    const c = chain();
    const action = createFactory({ assetCreator: 'org1', assetManager: 'org1', factoryUri: 'u', defaultTokenUri: 'v' });
    (action.data.create as Record<string, unknown>).stat = null;
    await c.run(action);
    expect((await c.factory(1)).stat).toBe(1);
    await expect(
      c.run(issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId: 1, amount: 1 }] })),
    ).rejects.toMatchObject(assertion('factory 1 is not active'));
  });

  it('checks windows, receivers and limits', async () => {
    const c = chain();
    await expect(c.create({ mintableWindowEnd: '2026-01-01T00:00:00' })).rejects.toMatchObject(
      assertion('mintable window end must be in the future'),
    );
    await expect(
      c.create({ tradingWindowStart: '2027-01-02T00:00:00', tradingWindowEnd: '2027-01-01T00:00:00' }),
    ).rejects.toMatchObject(assertion('trading window end must be later than its start'));
    await expect(c.create({ conditionlessReceivers: ['ghost'] })).rejects.toMatchObject(
      assertion('conditionless receiver ghost does not exist'),
    );
    await expect(c.create({ maxMintableTokens: 0 })).rejects.toMatchObject(
      assertion('max mintable tokens must be positive'),
    );
    await expect(c.create({ accountMintingLimit: 0 })).rejects.toMatchObject(
      assertion('account minting limit must be at least 1'),
    );
    await expect(c.create({ resaleShares: [{ receiver: 'ghost', basisPoint: 10 }] })).rejects.toMatchObject(
      assertion('resale share receiver ghost does not exist'),
    );
  });

  it('follows the sale-share limit configured in saleshrlmcfg (scope 1)', async () => {
    const c = chain();
    c.store.set(
      { code: NFT, table: 'saleshrlmcfg', scope: 1n, pk: encodeName('saleshrlmcfg') },
      { data: { max_factory_share_bp: 500 }, payer: NFT },
    );
    await expect(c.create({ resaleShares: [{ receiver: 'alice', basisPoint: 501 }] })).rejects.toMatchObject(
      assertion('resale shares exceed the maximum of 500 basis points'),
    );
    await expect(c.create({ resaleShares: [{ receiver: 'alice', basisPoint: 500 }] })).resolves.toBeDefined();
  });

  it('refuses a factory row larger than 1920 bytes', async () => {
    const c = chain();
    await expect(c.create({ factoryUri: `https://x/${'a'.repeat(1900)}` })).rejects.toMatchObject(
      assertion('factory exceeds the maximum size'),
    );
  });
});

describe('eosio.nft.ft issue.b', () => {
  it('mints serials in order with global ids and metadata', async () => {
    const c = chain();
    await c.create();
    await c.create();
    await c.run(
      issueUniqs({
        issuer: 'org1',
        to: 'alice',
        tokenConfigs: [
          { factoryId: 1, amount: 2 },
          { factoryId: 2, amount: 1 },
        ],
        tokenMetadata: [
          { metaUri: 'https://x/1', metaHash: null },
          { metaUri: null, metaHash: null },
          { metaUri: 'https://x/3', metaHash: 'AB'.repeat(32) },
        ],
      }),
    );
    const minted = c.tokens('alice').sort((a, b) => Number(a.id) - Number(b.id));
    expect(minted.map((t) => [t.id, t.token_factory_id, t.serial_number, t.uri])).toEqual([
      [1, 1, 1, 'https://x/1'],
      [2, 1, 2, null],
      [3, 2, 1, 'https://x/3'],
    ]);
    expect(minted[2].hash).toBe('ab'.repeat(32));
    expect(minted[0].mint_date).toBe('2026-11-22T06:00:00');
  });

  it('requires token_metadata to match the number minted', async () => {
    const c = chain();
    await c.create();
    await expect(
      c.run(
        issueUniqs({
          issuer: 'org1',
          to: 'alice',
          tokenConfigs: [{ factoryId: 1, amount: 2 }],
          tokenMetadata: [{ metaUri: 'u', metaHash: null }],
        }),
      ),
    ).rejects.toMatchObject(assertion('token_metadata size must match the number of tokens minted'));
  });

  it('enforces the mintable window and the per-account limit', async () => {
    const c = chain();
    await c.create({
      mintableWindowStart: '2026-11-22T07:00:00',
      mintableWindowEnd: '2026-11-22T08:00:00',
      accountMintingLimit: 2,
    });
    const mint = (to: string, amount: number) =>
      issueUniqs({ issuer: 'org1', to, tokenConfigs: [{ factoryId: 1, amount }] });
    await expect(c.run(mint('alice', 1))).rejects.toMatchObject(assertion('minting window has not started'));
    const inside = Date.UTC(2026, 10, 22, 7, 30);
    await c.run(mint('alice', 2), inside);
    await expect(c.run(mint('alice', 1), inside)).rejects.toMatchObject(assertion('account minting limit reached'));
    await c.run(mint('bob', 1), inside);
    await expect(c.run(mint('bob', 1), Date.UTC(2026, 10, 22, 8, 0))).rejects.toMatchObject(
      assertion('minting window has ended'),
    );
  });

  it('lets an authorized minter mint within its quota and removes the quota at zero', async () => {
    const c = chain();
    await c.create({ authorizedMinters: [{ authorizedMinter: 'minter', quantity: 2 }] });
    expect((await c.factory(1)).authorized_tokens_no).toBe(2);
    const byMinter = (amount: number) =>
      issueUniqs({ issuer: 'org1', authorizer: 'minter', to: 'alice', tokenConfigs: [{ factoryId: 1, amount }] });
    expect(byMinter(1).authorization).toEqual([{ actor: 'minter', permission: 'active' }]);
    await expect(c.run(byMinter(3))).rejects.toMatchObject(assertion('authorized minter quantity exceeded'));
    await c.run(byMinter(2));
    expect((await c.factory(1)).authorized_tokens_no).toBe(0);
    expect(await c.store.get({ code: NFT, table: 'authmintrs.a', scope: 1n, pk: encodeName('minter') })).toBeNull();
    await expect(c.run(byMinter(1))).rejects.toMatchObject(
      assertion('minter is not an authorized minter of factory 1'),
    );
  });
});

describe('eosio.nft.ft transfer and burn', () => {
  it('keeps transfers inside the transfer window unless the receiver is conditionless', async () => {
    const c = chain();
    await c.create({
      transferWindowStart: '2027-01-01T00:00:00',
      transferWindowEnd: '2027-02-01T00:00:00',
      conditionlessReceivers: ['market'],
    });
    await c.run(issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId: 1, amount: 2 }] }));
    await expect(c.run(transferUniqs({ from: 'alice', to: 'bob', tokenIds: [1] }))).rejects.toMatchObject(
      assertion('token 1 is outside its transfer window'),
    );
    expect(await c.run(transferUniqs({ from: 'alice', to: 'market', tokenIds: [1] }))).toEqual([
      'alice',
      'market',
      'org1',
    ]);
    await c.run(transferUniqs({ from: 'alice', to: 'bob', tokenIds: [2] }), Date.UTC(2027, 0, 15));
    expect(c.tokens('bob').map((t) => t.id)).toEqual([2]);
  });

  it('refuses moving a token listed for resale', async () => {
    const c = chain();
    await c.create();
    await c.run(issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId: 1, amount: 1 }] }));
    c.store.set(
      { code: NFT, table: 'resale.a', scope: encodeName(NFT), pk: 1n },
      { data: { token_id: 1, owner: 'alice', price: '1.00000000 UOS', promoter_basis_point: 0 }, payer: 'alice' },
    );
    await expect(c.run(transferUniqs({ from: 'alice', to: 'bob', tokenIds: [1] }))).rejects.toMatchObject(
      assertion('token 1 is listed for resale'),
    );
    await c.run(burnUniqs({ owner: 'alice', tokenIds: [1] }));
    expect(await c.store.get({ code: NFT, table: 'resale.a', scope: encodeName(NFT), pk: 1n })).toBeNull();
    expect(await c.factory(1)).toMatchObject({ minted_tokens_no: 1, existing_tokens_no: 0 });
  });

  it('refuses empty id lists and a burn by someone who does not own the token', async () => {
    const c = chain();
    await c.create();
    await c.run(issueUniqs({ issuer: 'org1', to: 'alice', tokenConfigs: [{ factoryId: 1, amount: 1 }] }));
    await expect(c.run(transferUniqs({ from: 'alice', to: 'bob', tokenIds: [] }))).rejects.toMatchObject(
      assertion('token_ids cannot be empty'),
    );
    await expect(c.run(burnUniqs({ owner: 'bob', tokenIds: [1] }))).rejects.toMatchObject(
      assertion('token 1 is not owned by bob'),
    );
  });
});
