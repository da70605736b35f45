import { describe, expect, it } from 'vitest';
import { factoryDisplayFromMetadata } from '../../src/wallet/portfolio';
import { readyFixture } from './wallet-fixture';

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
});
