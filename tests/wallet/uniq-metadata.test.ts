import { describe, expect, it } from 'vitest';
import { readUniqMetadata, tokenMetadataUri } from '../../src/wallet/uniq-metadata';
import { readyFixture } from './wallet-fixture';

// Ultra's documented metadata format: images as {contentType, uris, integrity}.
const ULTRA_TOKEN = {
  specVersion: '0.1',
  name: 'Golden Sword #3',
  description: 'Forged for the 2026 final',
  media: {
    images: {
      square: {
        contentType: 'image/png',
        uris: ['https://cdn.example/sword-3.png'],
        integrity: { type: 'SHA256', hash: 'ab'.repeat(32) },
      },
    },
  },
  attributes: { rarity: { type: 'string', value: 'legendary' }, power: 9001, broken: { value: { nested: 1 } } },
};

describe('Uniq metadata', () => {
  it("reads Ultra's documented format: name, description, square image from uris, attributes", () => {
    expect(readUniqMetadata(ULTRA_TOKEN)).toEqual({
      name: 'Golden Sword #3',
      description: 'Forged for the 2026 final',
      image: 'https://cdn.example/sword-3.png',
      attributes: [
        { name: 'rarity', value: 'legendary' },
        { name: 'power', value: '9001' },
      ],
    });
  });

  it("reads Arena's own shape and attribute lists", () => {
    const arena = {
      content: { name: 'Cup' },
      medias: { square: { uri: 'https://cdn.example/sq.png', hash: 'ab' } },
      attributes: [{ trait_type: 'Season', value: 2026 }],
    };
    expect(readUniqMetadata(arena)).toMatchObject({
      name: 'Cup',
      image: 'https://cdn.example/sq.png',
      attributes: [{ name: 'Season', value: '2026' }],
    });
  });

  it('never turns a script or unknown scheme into an image', () => {
    expect(
      readUniqMetadata({ media: { images: { square: { uris: ['javascript:alert(1)', 'data:text/html,x'] } } } }).image,
    ).toBeNull();
    expect(readUniqMetadata({ image: 'data:image/svg+xml,<svg onload=alert(1)>' }).image).toBeNull();
    expect(readUniqMetadata('nope')).toEqual({ name: null, description: null, image: null, attributes: [] });
  });

  it("fills the serial into dynamic default token URIs; a token's own URI wins", () => {
    expect(tokenMetadataUri(null, 'https://m.example/{serial_number}.json', '7')).toBe('https://m.example/7.json');
    expect(tokenMetadataUri('https://m.example/own.json', 'https://m.example/{serial_number}.json', '7')).toBe(
      'https://m.example/own.json',
    );
    expect(tokenMetadataUri(null, null, '7')).toBeNull();
  });

  it('the popup shows the token-level name and image, and the factory name, from their metadata', async () => {
    const served: Record<string, unknown> = {
      'https://meta.example/factory.json': {
        name: 'Golden Swords',
        media: { images: { square: { contentType: 'image/png', uris: ['https://cdn.example/swords.png'] } } },
      },
      'https://meta.example/3.json': ULTRA_TOKEN,
    };
    const fetched: string[] = [];
    const fixture = await readyFixture({
      fetchJson: async (url) => {
        fetched.push(url);
        return served[url];
      },
    });
    fixture.chain.getFactory = async (_url, id) => ({
      id,
      factory_uri: 'https://meta.example/factory.json',
      default_token_uri: 'https://meta.example/{serial_number}.json',
    });
    const view = await fixture.controller.handleMessage('portfolio:get', {});
    expect(view.uniqs).toEqual([
      {
        id: '7',
        factoryId: '2',
        serial: '3',
        name: 'Golden Sword #3',
        image: 'https://cdn.example/sword-3.png',
        factoryName: 'Golden Swords',
        description: 'Forged for the 2026 final',
        attributes: [
          { name: 'rarity', value: 'legendary' },
          { name: 'power', value: '9001' },
        ],
      },
    ]);
    // The metadata is read once per URI (the wallet also asks its Arena for the chain info: not metadata).
    expect(fetched.filter((url) => url.startsWith('https://meta.example/')).sort()).toEqual([
      'https://meta.example/3.json',
      'https://meta.example/factory.json',
    ]);
  });
});

describe('sending a Uniq from the popup', () => {
  it('asks for approval as usual (warning about a new recipient), then signs the eosio.nft.ft transfer', async () => {
    const fixture = await readyFixture();
    fixture.user('wait');
    expect(
      await fixture.controller.handleMessage('uniq:transfer', { tokenId: '7', to: 'friend1', memo: 'gg' }),
    ).toEqual({ requested: true });
    await new Promise((r) => setTimeout(r, 5));
    const [request] = fixture.controller.queue.list();
    const view = await fixture.controller.handleMessage('approval:get', { id: request.id });
    expect(view).toMatchObject({ origin: 'Arena Wallet', kind: 'signTransaction' });
    expect(view?.transaction?.actions[0].fields).toEqual([
      { path: 'transfer.from', value: 'player1', isAmount: false },
      { path: 'transfer.to', value: 'friend1', isAmount: false },
      { path: 'transfer.token_ids.0', value: '7', isAmount: false },
      { path: 'transfer.memo', value: 'gg', isAmount: false },
    ]);
    expect(view?.risks.map((r) => r.code)).toEqual(['new-recipient']);
    expect(fixture.chain.transactCalls).toHaveLength(0);
    await fixture.controller.handleMessage('approval:decide', { id: request.id, approved: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(fixture.chain.transactCalls[0]).toMatchObject({
      broadcast: true,
      actions: [{ account: 'eosio.nft.ft', name: 'transfer', data: { transfer: { to: 'friend1' } } }],
    });
    const portfolio = await fixture.controller.handleMessage('portfolio:get', {});
    expect(portfolio.transactions[0]).toMatchObject({
      origin: 'Arena Wallet',
      explorerUrl: `http://localhost:3000/v1/history/get_transaction?id=${'ab'.repeat(32)}`,
    });
  });

  it('refuses a bad recipient before any window opens', async () => {
    const fixture = await readyFixture();
    await expect(
      fixture.controller.handleMessage('uniq:transfer', { tokenId: '7', to: 'Not Valid', memo: '' }),
    ).rejects.toThrow('account name');
    await expect(
      fixture.controller.handleMessage('uniq:transfer', { tokenId: '7', to: 'player1', memo: '' }),
    ).rejects.toThrow('already yours');
    expect(fixture.opened).toHaveLength(0);
  });
});
