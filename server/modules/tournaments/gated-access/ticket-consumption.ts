// Single use of key, pure: the wallet transactions that consume a ticket (a transfer of the ticket Uniqs to the
// platform account, or their burn by the player, memo 'arena-ticket:<tournamentId>'), and reading back which
// tokens a signed transaction consumed.
import { CONTRACTS } from '../../../../src/chain/index.js';
import { TICKET_MEMO_PREFIX, type WalletTransactionObject } from '../../../../src/contract/gated-access.js';
import { canonicalId } from './ticket-rule.js';

/** Binds a consumption to one tournament, so a transaction made for another one does not admit here. */
export const ticketMemo = (tournamentId: string) => `${TICKET_MEMO_PREFIX}${tournamentId}`;

/** The window.ultra transaction objects the player signs: one transfer of the ticket tokens to the platform. */
export function consumeActions(
  player: string,
  platformAccount: string,
  tournamentId: string,
  tokenIds: readonly string[],
): WalletTransactionObject[] {
  return [
    {
      contract: CONTRACTS.nft,
      action: 'transfer',
      data: {
        transfer: { from: player, to: platformAccount, token_ids: [...tokenIds], memo: ticketMemo(tournamentId) },
      },
    },
  ];
}

/** The other way to consume the same tickets: the player burns them. */
export function burnActions(
  player: string,
  tournamentId: string,
  tokenIds: readonly string[],
): WalletTransactionObject[] {
  return [
    {
      contract: CONTRACTS.nft,
      action: 'burn',
      data: { burn: { owner: player, token_ids: [...tokenIds], memo: ticketMemo(tournamentId) } },
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
  Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number')
    ? value.map((id) => canonicalId(id))
    : null;

/** The token ids a transaction consumed for a tournament, by the way it consumed them. */
export interface Consumption {
  /** Sent to the platform: their factory is read in the platform's scope. */
  transferred: string[];
  /** Burned by the player: their factory is known only from what the check offered. */
  burned: string[];
}

const dataOf = (action: RawAction, key: string): Record<string, unknown> | null => {
  if (typeof action.data !== 'object' || action.data === null) return null;
  const inner = (action.data as Record<string, unknown>)[key];
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : null;
};

/**
 * The ticket token ids `player` consumed for `tournamentId` in a transaction: transfers from `player` to the
 * platform and burns by `player`, each with the tournament's memo; every other action is ignored. The chain
 * ran the transaction, so it checked `player`'s authority and ownership of the tokens.
 */
export function readConsumption(
  transaction: Record<string, unknown>,
  player: string,
  platformAccount: string,
  tournamentId: string,
): Consumption {
  const memo = ticketMemo(tournamentId);
  const transferred: string[] = [];
  const burned: string[] = [];
  for (const action of actionsOf(transaction)) {
    if (action.account !== CONTRACTS.nft) continue;
    if (action.name === 'transfer') {
      const transfer = dataOf(action, 'transfer');
      const ids = tokenIdsOf(transfer?.token_ids);
      if (transfer && ids && transfer.from === player && transfer.to === platformAccount && transfer.memo === memo)
        transferred.push(...ids);
    } else if (action.name === 'burn') {
      const burn = dataOf(action, 'burn');
      const ids = tokenIdsOf(burn?.token_ids);
      if (burn && ids && burn.owner === player && burn.memo === memo) burned.push(...ids);
    }
  }
  return { transferred: [...new Set(transferred)], burned: [...new Set(burned)] };
}
