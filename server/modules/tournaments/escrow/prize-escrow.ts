// What a leaderboard's prize escrow (the leaderboard-rewards module, issue 13 §3: "escrowed like a tournament's")
// does exactly as a tournament's: count what a prize pool needs and whether an escrow covers it, build the wallet
// transfer that escrows it, and read a funding transaction back from the chain. One object on the tournaments
// module's face, named for that use, rather than the escrow's internals one by one.
import { covers, escrowNeeds, needsAnything, uosText } from './escrow-needs.js';
import { readEscrowTransfer } from './escrow-verification.js';
import { transferToEscrow } from './escrow-wallet-transfer.js';

export const prizeEscrow = {
  /** UOS units and Uniqs per factory the prize pool's rewards add up to. */
  needsOf: escrowNeeds,
  needsAnything,
  /** Whether what is held covers the needs (more is fine: it all goes back on return). */
  covers,
  /** The API's 8-decimal UOS text. */
  amountText: uosText,
  transferToEscrow,
  /** What a funding transaction moved from the wallet to the escrow account with the memo, once it is final. */
  readFunding: readEscrowTransfer,
} as const;
