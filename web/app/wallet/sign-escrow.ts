// Signing an escrow transfer in Arena Wallet (a tournament's or a leaderboard's prize pool): the server's
// window.ultra transaction objects are signed as one atomic transaction by the account linked to Arena, the one
// the server expects; the answer is the transaction id the server then verifies on chain.
import type { TournamentEscrow } from '../../../src/contract/tournament-escrow.js';
import { errorText } from '../api/error-texts.js';
import { isApiError } from '../api/api-error.js';
import { waitForUltra, walletRejectionText } from './ultra-window.js';

/** A failure before the server is reached, told to the organizer as is. */
export class EscrowWalletError extends Error {}

export async function signEscrowInWallet(escrow: Pick<TournamentEscrow, 'actions' | 'walletAccount'>): Promise<string> {
  if (!escrow.actions || escrow.actions.length === 0) throw new EscrowWalletError('There is nothing to sign.');
  const provider = await waitForUltra();
  if (!provider) throw new EscrowWalletError('Arena Wallet is not installed.');
  // Resolves silently when Arena is already trusted; otherwise the wallet asks for the connection first.
  const connected = (await provider.connect()).data;
  if (escrow.walletAccount && connected.blockchainid !== escrow.walletAccount) {
    throw new EscrowWalletError(
      `Select the account ${escrow.walletAccount} (linked to Arena) in the wallet, then sign again.`,
    );
  }
  const result = await provider.signTransaction(escrow.actions);
  return result.data.transactionHash ?? result.data.transaction_id ?? '';
}

/** One sentence for whatever failed: the server's field message or code, the wallet's refusal, or ours. */
export function escrowFailureText(error: unknown): string {
  if (isApiError(error)) {
    const fields = error.formFieldErrors ?? {};
    return [errorText(error.code), ...Object.values(fields)].join(' ');
  }
  if (error instanceof EscrowWalletError) return error.message;
  return walletRejectionText(error);
}
