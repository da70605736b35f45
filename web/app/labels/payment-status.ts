// How a prize payment's status reads, wherever payments are listed (tournament payouts, leaderboard rewards).
import type { PaymentStatusCode } from '../../../src/contract/payouts.js';
import type { BadgeTone } from '../../../src/ui/badge.js';

export const PAYMENT_LABELS: Record<PaymentStatusCode, string> = {
  PENDING: 'Pending',
  SENT: 'Sent',
  CONFIRMED: 'Confirmed',
  FAILED: 'Failed',
  MISSING_WALLET: 'Missing wallet',
  CANCELED: 'Cancelled',
};

export const PAYMENT_TONES: Record<PaymentStatusCode, BadgeTone> = {
  PENDING: 'neutral',
  SENT: 'accent',
  CONFIRMED: 'success',
  FAILED: 'danger',
  MISSING_WALLET: 'warning',
  CANCELED: 'neutral',
};
