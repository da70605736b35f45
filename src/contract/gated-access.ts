// Gated access by Uniq tickets (SPEC §3, §7, issue 6 §2): what GET /participants/{id}/uniq-check-gated-access
// answers, shared by the server (response schema, OpenAPI) and the web app's ticket check.
import { z } from 'zod';

/** A window.ultra signTransaction object (ultra-chain.md §2.5). */
export const WalletTransactionObjectSchema = z.object({
  contract: z.string(),
  action: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WalletTransactionObject = z.infer<typeof WalletTransactionObjectSchema>;

export const GatedAccessCheckSchema = z.object({
  /** OPEN tournaments: always true. */
  hasAccess: z.boolean(),
  /** The signed-in user's linked wallet account (null only for an OPEN tournament without one). */
  walletAccount: z.string().nullable(),
  rule: z.enum(['AT_LEAST_ONE_FACTORY', 'FOR_EACH_FACTORY']).nullable(),
  singleUseOfKey: z.boolean(),
  /** The Uniqs that would be used as the ticket: held by the wallet and not yet used in this tournament. */
  ticketTokenIds: z.array(z.string()),
  /** Listed factories the wallet holds no usable Uniq of. */
  missingFactoryIds: z.array(z.string()),
  /** With single use of key and access: the transaction to sign in the wallet that consumes the ticket. */
  consumeActions: z.array(WalletTransactionObjectSchema).nullable(),
  /** The other way to consume the same ticket, when the player would rather burn it than give it away. */
  burnActions: z.array(WalletTransactionObjectSchema).nullable(),
});
export type GatedAccessCheck = z.infer<typeof GatedAccessCheckSchema>;

/** The memo prefix of a ticket-consuming transfer or burn; the tournament id follows it. */
export const TICKET_MEMO_PREFIX = 'arena-ticket:';
