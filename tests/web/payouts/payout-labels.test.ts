// Issue 26 §5.10: UOS amounts on the payout screens read as people write them ("25 UOS"), exactly (trimmed digits,
// never rounded), not with the chain's 8 decimals.
import { describe, expect, it } from 'vitest';
import { paymentAmount, totalsText } from '../../../web/features/payouts/model/payout-labels.js';

describe('payout labels', () => {
  it('trims trailing zeros of a payment and of the escrow totals, and keeps every significant digit', () => {
    expect(paymentAmount({ asset: 'UOS', uosAmount: '25.00000000', tokenIds: [], factoryId: null })).toBe('25 UOS');
    expect(paymentAmount({ asset: 'UOS', uosAmount: '12.50000000', tokenIds: [], factoryId: null })).toBe('12.5 UOS');
    expect(totalsText({ uosAmount: '113.50000005', uniqTokenIds: ['1', '2'] })).toBe('113.50000005 UOS + 2 Uniqs');
    expect(totalsText({ uosAmount: '0.00000000', uniqTokenIds: [] })).toBe('0 UOS');
  });
});
