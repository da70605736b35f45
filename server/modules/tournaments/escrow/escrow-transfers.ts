// The escrow's chain transfers: the window.ultra transaction objects the organizer signs, and reading what a
// recorded chain transaction actually moved. Pure functions. (The platform's return is a payment of the ledger.)
import { CONTRACTS, parseUosAsset, transferUniqs, transferUos, type ActionInput } from '../../../../src/chain/index.js';

export const escrowMemo = (tournamentId: string) => `arena-escrow:${tournamentId}`;

/** One window.ultra.signTransaction object (ultra-chain.md §2.5); authorization defaults to the signer. */
export interface UltraTransactionObject {
  contract: string;
  action: string;
  data: Record<string, unknown>;
}

const toUltra = (action: ActionInput): UltraTransactionObject => ({
  contract: action.account,
  action: action.name,
  data: action.data,
});

/** window.ultra objects moving UOS (if any) and Uniqs (if any) with one memo (any escrow: tournament, leaderboard). */
export function transferObjects(
  from: string,
  to: string,
  memo: string,
  uosUnits: bigint,
  tokenIds: string[],
): UltraTransactionObject[] {
  const actions: ActionInput[] = [];
  if (uosUnits > 0n) actions.push(transferUos(from, to, uosUnits, memo));
  if (tokenIds.length > 0) actions.push(transferUniqs({ from, to, tokenIds, memo }));
  return actions.map(toUltra);
}

interface RecordedAction {
  account?: unknown;
  name?: unknown;
  data?: unknown;
}

export interface ReadTransfers {
  uosUnits: bigint;
  tokenIds: string[];
  /** Transfers to the escrow account that do not qualify (other sender or memo): a sign of a mistake. */
  strayTransfers: number;
}

/**
 * Sums what `transaction` (a history get_transaction answer) moved from `from` to `to` with exactly `memo`:
 * UOS transfers of eosio.token and Uniq transfers of eosio.nft.ft. Anything else is ignored.
 */
export function readTransfers(
  transaction: unknown,
  expected: { from: string; to: string; memo: string },
): ReadTransfers {
  const trx = (transaction as { trx?: { trx?: { actions?: RecordedAction[] } } }).trx?.trx;
  const result: ReadTransfers = { uosUnits: 0n, tokenIds: [], strayTransfers: 0 };
  for (const action of trx?.actions ?? []) {
    if (action.name !== 'transfer' || typeof action.data !== 'object' || action.data === null) continue;
    if (action.account === CONTRACTS.token) {
      const data = action.data as { from?: unknown; to?: unknown; quantity?: unknown; memo?: unknown };
      if (data.to !== expected.to) continue;
      if (data.from !== expected.from || data.memo !== expected.memo) {
        result.strayTransfers++;
        continue;
      }
      try {
        result.uosUnits += parseUosAsset(String(data.quantity));
      } catch {
        result.strayTransfers++;
      }
    } else if (action.account === CONTRACTS.nft) {
      const data = ((action.data as { transfer?: unknown }).transfer ?? {}) as {
        from?: unknown;
        to?: unknown;
        token_ids?: unknown;
        memo?: unknown;
      };
      if (data.to !== expected.to) continue;
      if (data.from !== expected.from || data.memo !== expected.memo || !Array.isArray(data.token_ids)) {
        result.strayTransfers++;
        continue;
      }
      result.tokenIds.push(...data.token_ids.map(String));
    }
  }
  return result;
}
