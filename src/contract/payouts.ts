// Prize distribution as the organizer sees it (issue 12 §2, "rewards and closing"): the distribution computed
// from the final placements (a preview before the phase starts), each payment with its status and chain
// transaction, and the escrow balance (escrowed = paid + returned + still held).
import { z } from 'zod';

export const PAYMENT_STATUSES = ['PENDING', 'SENT', 'CONFIRMED', 'FAILED', 'MISSING_WALLET', 'CANCELED'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];

/**
 * NOT_FINISHED: no final placements yet. SCHEDULED: finished, the phase starts at `startsAt` (payments are a
 * preview). DISTRIBUTING: payments stored, some not confirmed. COMPLETE: all confirmed and the rest returned.
 * CANCELED: the tournament was cancelled; what was not paid goes back. NONE: no UOS or Uniq prizes.
 */
export const DISTRIBUTION_STATUSES = [
  'NONE',
  'NOT_FINISHED',
  'SCHEDULED',
  'DISTRIBUTING',
  'COMPLETE',
  'CANCELED',
] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

export const PrizePaymentSchema = z.object({
  /** null in a preview (not stored yet). */
  id: z.string().nullable(),
  recipient: z.object({ id: z.string(), nickname: z.string() }),
  registrationId: z.string(),
  rank: z.number().int(),
  asset: z.enum(['UOS', 'UNIQ']),
  /** UOS, 8 decimals; "0.00000000" for a Uniq payment. */
  uosAmount: z.string(),
  factoryId: z.string().nullable(),
  tokenIds: z.array(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  toAccount: z.string().nullable(),
  /** The chain transaction, chosen (signed and stored) before it is sent. */
  transactionId: z.string().nullable(),
  /** A block explorer page for the transaction, when one is configured (the dev chain's own page). */
  explorerUrl: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type PrizePayment = z.infer<typeof PrizePaymentSchema>;

const AssetTotalsSchema = z.object({ uosAmount: z.string(), uniqTokenIds: z.array(z.string()) });
export type AssetTotals = z.infer<typeof AssetTotalsSchema>;

export const EscrowBalanceSchema = z.object({
  /** What the organizer placed in escrow. */
  escrowed: AssetTotalsSchema,
  /** Confirmed on chain to winners. */
  paid: AssetTotalsSchema,
  /** Sent and not confirmed yet (signed transactions that may still be included). */
  inFlight: AssetTotalsSchema,
  /** Given back to the organizer. */
  returned: AssetTotalsSchema,
  /** Still in the escrow account for this tournament: escrowed − paid − returned (includes in flight). */
  held: AssetTotalsSchema,
});
export type EscrowBalance = z.infer<typeof EscrowBalanceSchema>;

export const TournamentPayoutsSchema = z.object({
  status: z.enum(DISTRIBUTION_STATUSES),
  /** When the distribution phase starts (15 minutes after the rounds end), once known. */
  startsAt: z.string().nullable(),
  computedAt: z.string().nullable(),
  payments: z.array(PrizePaymentSchema),
  counts: z.record(z.string(), z.number().int()),
  escrow: EscrowBalanceSchema.nullable(),
});
export type TournamentPayouts = z.infer<typeof TournamentPayoutsSchema>;

export const PaymentParamsSchema = z.object({ id: z.uuid(), paymentId: z.uuid() });
