// Reading an organizer's escrow transfer back from the chain: the transaction once it is irreversible, what it
// moved from the organizer's wallet to the escrow account with the expected memo, and the factory of each Uniq
// that arrived. Shared by the tournament escrow and the leaderboard escrow (the leaderboard-rewards module);
// `invalid` builds each caller's own refusal for a transaction that does not qualify.
import { ChainRpcError, CONTRACTS, type TokenRow } from '../../../../src/chain/index.js';
import { HttpError } from '../../../http-error.js';
import type { ChainGateway } from '../../wallet/wallet-module.js';
import type { EscrowedUniq } from './escrow-tables.js';
import { readTransfers } from './escrow-transfers.js';

/**
 * How long funding waits for the escrow transaction's block to become irreversible: 20 looks 250 ms apart, about
 * five seconds. Counted in looks, not read off a clock: it bounds polling the chain node, which neither the
 * server's clock (a test may hold it still) nor a wall-clock read would make any faster.
 */
const FINALITY_POLL_MS = 250;
const FINALITY_POLLS = 20;

export const chainUnavailable = () => new HttpError(503, 'CHAIN-UNAVAILABLE');

export interface EscrowTransfer {
  transactionId: string;
  from: string;
  to: string;
  memo: string;
}

/** What the transaction moved from `from` to `to` with `memo`; refused with `invalid(reason)` otherwise. */
export async function readEscrowTransfer(
  chain: ChainGateway,
  transfer: EscrowTransfer,
  invalid: (reason: string) => Error,
): Promise<{ uosUnits: bigint; uniqs: EscrowedUniq[] }> {
  const transaction = await finalTransaction(chain, transfer.transactionId, invalid);
  const moved = readTransfers(transaction, transfer);
  if (moved.uosUnits === 0n && moved.tokenIds.length === 0)
    throw invalid('No transfer from your wallet to the escrow account with this memo.');
  // The Uniqs now sit in the escrow account: their rows there say which factory each comes from.
  const uniqs: EscrowedUniq[] = [];
  for (const tokenId of moved.tokenIds) {
    const page = await chain.client
      .getTableRows<TokenRow>({
        code: CONTRACTS.nft,
        scope: transfer.to,
        table: 'token.b',
        lowerBound: tokenId,
        upperBound: tokenId,
        limit: 1,
      })
      .catch(() => {
        throw chainUnavailable();
      });
    const token = page.rows.find((r) => String(r.id) === tokenId);
    if (!token) throw invalid(`Uniq ${tokenId} is no longer in escrow.`);
    uniqs.push({ tokenId, factoryId: String(token.token_factory_id) });
  }
  return { uosUnits: moved.uosUnits, uniqs };
}

/**
 * The transaction once its block is irreversible (a fork could still drop it before). The wallet posts right
 * after broadcasting, so wait a few blocks for finality rather than refuse at once.
 */
async function finalTransaction(
  chain: ChainGateway,
  transactionId: string,
  invalid: (reason: string) => Error,
): Promise<Record<string, unknown> & { block_num: number }> {
  for (let poll = 1; ; poll++) {
    let transaction: Record<string, unknown> & { block_num: number };
    try {
      transaction = await chain.client.getTransaction(transactionId);
    } catch (error) {
      if (error instanceof ChainRpcError && error.httpStatus !== undefined)
        throw invalid('This transaction is not on the chain.');
      throw chainUnavailable();
    }
    const lib = Number(transaction.last_irreversible_block ?? transaction.block_num);
    if (transaction.block_num <= lib) return transaction;
    if (poll >= FINALITY_POLLS) throw invalid('This transaction is not final yet. Please try again in a moment.');
    await new Promise((resolve) => setTimeout(resolve, FINALITY_POLL_MS));
  }
}
