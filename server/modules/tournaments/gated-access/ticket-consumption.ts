// Single use of key, pure: the wallet transaction that consumes a ticket (a transfer of the ticket Uniqs to the
// platform account, memo 'arena-ticket:<tournamentId>'), and reading back which tokens a signed transaction consumed.
import { CONTRACTS } from '../../../../src/chain/index.js';
import { TICKET_MEMO_PREFIX, type WalletTransactionObject } from '../../../../src/contract/gated-access.js';
import { canonicalId } from './ticket-rule.js';

/** Binds a consumption to one tournament, so a transaction made for another one does not admit here. */
export const ticketMemo = (tournamentId: string) => `${TICKET_MEMO_PREFIX}${tournamentId}`;

/** The window.ultra transaction objects the player signs: one transfer of the ticket tokens to the platform. */
export function consumeActions(player: string, platformAccount: string, tournamentId: string, tokenIds: readonly string[]): WalletTransactionObject[] {
  return [
    {
      contract: CONTRACTS.nft,
      action: 'transfer',
      data: { transfer: { from: player, to: platformAccount, token_ids: [...tokenIds], memo: ticketMemo(tournamentId) } },
    },
  ];
}


interface RawAction {
  account?: unknown;
  name?: unknown;
  data?: unknown;
}

/** The actions of a history get_transaction answer (the dev chain and nodeos put them in trx.trx.actions). */
function actionsOf(transaction: Record<string, unknown>): RawAction[] {
  const trx = transaction.trx as { receipt?: { status?: unknown }; trx?: { actions?: unknown } } | undefined;
  // An irreversible failure (hard_fail, soft_fail, expired) consumed nothing.
  if (trx?.receipt?.status !== undefined && trx.receipt.status !== 'executed') return [];
  return Array.isArray(trx?.trx?.actions) ? (trx.trx.actions as RawAction[]) : [];
}

const tokenIdsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number') ? value.map((id) => canonicalId(id as string | number)) : null;

/**
 * The ticket token ids `player` transferred to the platform for `tournamentId` in a transaction (transfers
 * with the tournament's memo); every other action is ignored. Burns are not read: once burned, a token's
 * factory is nowhere on chain, so the server could not tell a ticket from any other Uniq.
 */
export function readConsumption(transaction: Record<string, unknown>, player: string, platformAccount: string, tournamentId: string): string[] {
  const memo = ticketMemo(tournamentId);
  const tokenIds: string[] = [];
  for (const action of actionsOf(transaction)) {
    if (action.account !== CONTRACTS.nft || action.name !== 'transfer' || typeof action.data !== 'object' || action.data === null) continue;
    const transfer = (action.data as { transfer?: Record<string, unknown> }).transfer;
    const ids = tokenIdsOf(transfer?.token_ids);
    if (transfer && ids && transfer.from === player && transfer.to === platformAccount && transfer.memo === memo) tokenIds.push(...ids);
  }
  return [...new Set(tokenIds)];
}
