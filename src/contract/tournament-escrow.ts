// Prize escrow of a tournament (issue 6 §1): what the prize pool needs on chain, the transaction objects the
// organizer passes to window.ultra.signTransaction, and the escrow as the tournament view shows it.
import { z } from 'zod';

/** NOT_NEEDED: no UOS or Uniq prizes. REQUIRED: to be signed. HELD: verified on chain. RETURNING: being given back. */
export const ESCROW_STATUSES = ['NOT_NEEDED', 'REQUIRED', 'HELD', 'RETURNING'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

/** A window.ultra transaction object (ultra-chain.md §2.5); the wallet signs with the selected account. */
export const UltraTransactionObjectSchema = z.object({
  contract: z.string(),
  action: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type UltraTransactionObject = z.infer<typeof UltraTransactionObjectSchema>;

export const TournamentEscrowSchema = z.object({
  status: z.enum(ESCROW_STATUSES),
  /** The platform account the prizes go to. */
  escrowAccount: z.string(),
  /** The memo every escrow transfer must carry: `arena-escrow:<tournamentId>`. */
  memo: z.string(),
  /** Total UOS of the prize pool, 8 decimals ("12.50000000"). */
  uosAmount: z.string(),
  /** Uniqs of the prize pool per chain factory id. */
  uniqs: z.array(z.object({ factoryId: z.string(), quantity: z.number().int() })),
  /** The organizer's linked wallet account (the sender), null when none is linked. */
  walletAccount: z.string().nullable(),
  /** Pass as is to window.ultra.signTransaction(actions); null unless REQUIRED. */
  actions: z.array(UltraTransactionObjectSchema).nullable(),
  /** The escrow transaction, when HELD or RETURNING. */
  transactionId: z.string().nullable(),
});
export type TournamentEscrow = z.infer<typeof TournamentEscrowSchema>;

export const FundEscrowBodySchema = z.object({
  /** The id of the signed and broadcast escrow transaction (transactionHash of signTransaction). */
  transactionId: z.string().regex(/^[0-9a-fA-F]{64}$/),
});
export type FundEscrowBody = z.infer<typeof FundEscrowBodySchema>;

/** The escrow as the organizer's tournament view carries it (the latest one; null when never funded). */
export const TournamentEscrowSummarySchema = z.object({
  status: z.enum(['HELD', 'RETURNING', 'RETURNED']),
  transactionId: z.string(),
  uosAmount: z.string(),
  uniqTokenIds: z.array(z.string()),
  returnTransactionId: z.string().nullable(),
});
export type TournamentEscrowSummary = z.infer<typeof TournamentEscrowSummarySchema>;
