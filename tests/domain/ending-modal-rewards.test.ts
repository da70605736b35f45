import { describe, expect, it } from 'vitest';
import {
  marketplaceHref,
  raisedCardIndex,
  selectEndingModalRewards,
  type ModalUniqReward,
} from '../../src/domain/index.js';

const uniq = (ultraId: string, quantity: number): ModalUniqReward => ({ ultraId, name: ultraId, quantity });

describe('ending modal reward selection', () => {
  it.each<[string, string | null, ModalUniqReward[], string[], number]>([
    ['cash and one uniq: fewer than 3, one per kind', '10.00000000', [uniq('a', 1)], ['a'], 0],
    ['two of one kind without cash: fewer than 3 rewards, one shown', null, [uniq('a', 2)], ['a'], 1],
    ['cash plus 2+2: up to 2 of each kind', '5', [uniq('a', 2), uniq('b', 3)], ['a', 'a', 'b', 'b'], 1],
    ['no cash, 5 of a kind: up to 3 of each', null, [uniq('a', 5)], ['a', 'a', 'a'], 2],
    ['zero UOS is not a cash prize', '0.00000000', [uniq('a', 1), uniq('b', 1)], ['a', 'b'], 0],
    ['nothing at all', null, [], [], 0],
  ])('%s', (_, uos, uniqs, cards, more) => {
    const selection = selectEndingModalRewards({ uos, uniqs });
    expect(selection.uniqCards.map((c) => c.ultraId)).toEqual(cards);
    expect(selection.moreUniqs).toBe(more);
    expect(selection.cashPrize).toBe(uos && /[1-9]/.test(uos) ? uos : null);
  });

  it('defaults the author to the platform name', () => {
    expect(selectEndingModalRewards({ uniqs: [uniq('a', 1)] }).uniqCards[0].author).toBe('Arena');
  });
});

describe('ending modal cards', () => {
  it('raises the middle card of an odd row only', () => {
    expect([1, 2, 3, 4, 5].map(raisedCardIndex)).toEqual([0, null, 1, null, 2]);
  });

  it('links a card to its token once known, else to its factory', () => {
    expect(marketplaceHref('https://uniq.ultra.io/', { ultraId: '42' })).toBe('https://uniq.ultra.io/uniqfactory/42');
    expect(marketplaceHref('https://m.example.com', { ultraId: '42', tokenId: '7' })).toBe(
      'https://m.example.com/uniq/7',
    );
  });
});
