// How the organizer's rewards section names distribution and payment states, and the escrow lines. Pure.
import type { AssetTotals, DistributionStatus, EscrowBalance, PrizePayment } from '../../../../src/contract/payouts.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';

export const DISTRIBUTION_LABELS: Record<DistributionStatus, string> = {
  NONE: 'No UOS or Uniq prizes to distribute.',
  NOT_FINISHED: 'The distribution is computed from the final placements once the tournament is finished.',
  SCHEDULED: 'Computed from the final placements; the payments start with the distribution phase.',
  DISTRIBUTING: 'Paying the winners from the escrow.',
  COMPLETE: 'Every prize is paid and the rest of the escrow is returned.',
  CANCELED: 'The tournament was cancelled: what was not paid is returned.',
};

export { PAYMENT_LABELS, PAYMENT_TONES } from '../../../app/labels/payment-status.js';

/** What one payment gives: "12.5 UOS" or "2 Uniqs of factory #7". */
export function paymentAmount(payment: Pick<PrizePayment, 'asset' | 'uosAmount' | 'tokenIds' | 'factoryId'>): string {
  if (payment.asset === 'UOS') return `${readableUosAmount(payment.uosAmount)} UOS`;
  const count = payment.tokenIds.length;
  return `${count} Uniq${count === 1 ? '' : 's'}${payment.factoryId ? ` of factory #${payment.factoryId}` : ''}`;
}

/** "113.50000005 UOS + 3 Uniqs", "25 UOS", "0 UOS" when nothing (issue 26 §5.10: no trailing zeros). */
export function totalsText(totals: AssetTotals): string {
  const count = totals.uniqTokenIds.length;
  const uos = `${readableUosAmount(totals.uosAmount)} UOS`;
  return count === 0 ? uos : `${uos} + ${count} Uniq${count === 1 ? '' : 's'}`;
}

export const ESCROW_LINES: { key: keyof EscrowBalance; label: string }[] = [
  { key: 'escrowed', label: 'Escrowed' },
  { key: 'paid', label: 'Paid' },
  { key: 'inFlight', label: 'In flight' },
  { key: 'returned', label: 'Returned' },
  { key: 'held', label: 'Held' },
];
