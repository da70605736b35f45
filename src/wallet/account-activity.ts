// The popup's activity list: what happened to the account on chain, read from the node's history (so a prize
// the Arena escrow paid shows up although this wallet never signed it). Only transfers are described in
// words; anything else is named by its contract and action.
import { CONTRACTS, type AccountTransaction } from '../chain';

export interface ActivityEntry {
  transactionId: string;
  /** Block time, in ms. */
  at: number;
  direction: 'IN' | 'OUT' | 'OTHER';
  /** "Received 12.5 UOS from arena.escrow", "Sent 2 Uniqs to player2", "eosio.nft.ft::issue.b". */
  summary: string;
  memo: string | null;
  /**
   * Paid by Arena's prize distribution or a leaderboard's prizes: sent by Arena's escrow account with an
   * "arena-prize:" memo. The sender decides; the memo only tells a prize from the escrow's other payments
   * (an organizer's unused assets coming back), since anyone can write any memo.
   */
  prize: boolean;
}

const PRIZE_MEMO = 'arena-prize:';

function trimAsset(quantity: string): string {
  const [amount = '', symbol = ''] = quantity.split(' ');
  return `${amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount} ${symbol}`.trim();
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function describe(
  account: string,
  action: AccountTransaction['actions'][number],
  escrowAccount: string | null,
): Omit<ActivityEntry, 'transactionId' | 'at'> {
  if (action.name === 'transfer' && action.account === CONTRACTS.token) {
    const { from, to, quantity, memo } = action.data;
    return transfer(account, str(from), str(to), trimAsset(str(quantity)), str(memo), escrowAccount);
  }
  if (action.name === 'transfer' && action.account === CONTRACTS.nft) {
    const data = (action.data as { transfer?: Record<string, unknown> }).transfer ?? action.data;
    const count = Array.isArray(data.token_ids) ? data.token_ids.length : 0;
    return transfer(
      account,
      str(data.from),
      str(data.to),
      `${count} ${count === 1 ? 'Uniq' : 'Uniqs'}`,
      str(data.memo),
      escrowAccount,
    );
  }
  return { direction: 'OTHER', summary: `${action.account}::${action.name}`, memo: null, prize: false };
}

function transfer(account: string, from: string, to: string, what: string, memo: string, escrow: string | null) {
  const incoming = to === account;
  return {
    direction: incoming ? ('IN' as const) : from === account ? ('OUT' as const) : ('OTHER' as const),
    summary: incoming ? `Received ${what} from ${from}` : from === account ? `Sent ${what} to ${to}` : `${what} moved`,
    memo: memo === '' ? null : memo,
    prize: incoming && escrow !== null && from === escrow && memo.startsWith(PRIZE_MEMO),
  };
}

/**
 * One entry per action of each transaction, newest transaction first (as the node lists them).
 * `escrowAccount` is Arena's prize payer on this network, null when unknown (then nothing is a prize).
 */
export function activityOf(
  account: string,
  transactions: readonly AccountTransaction[],
  escrowAccount: string | null,
): ActivityEntry[] {
  return transactions.flatMap((transaction) =>
    transaction.actions.map((action) => ({
      transactionId: transaction.id,
      // Node block times are UTC without a zone.
      at: Date.parse(transaction.block_time.endsWith('Z') ? transaction.block_time : `${transaction.block_time}Z`),
      ...describe(account, action, escrowAccount),
    })),
  );
}
