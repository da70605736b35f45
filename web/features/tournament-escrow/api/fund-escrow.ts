// Placing the prize pool in escrow: the organizer signs the server's transaction objects in the wallet (one
// atomic transaction), then POST /tournaments/{id}/escrow hands its id to the server, which verifies it on
// chain. The wallet must be connected with the account linked to Arena, the one the server expects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { waitForUltra } from '../../../app/wallet/ultra-window.js';
import { refreshAfterEscrowChange } from './escrow-keys.js';

/** A failure before the server is reached, told to the organizer as is. */
export class EscrowWalletError extends Error {}

export async function signEscrowInWallet(escrow: TournamentEscrow): Promise<string> {
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

export function fundEscrow(tournamentId: string, transactionId: string): Promise<TournamentView> {
  return api.post(
    apiPaths.tournamentEscrow.build({ id: tournamentId }),
    { transactionId },
    { schema: TournamentSchema, banner: false },
  );
}

export function useFundEscrow(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (escrow: TournamentEscrow) => fundEscrow(tournamentId, await signEscrowInWallet(escrow)),
    onSettled: () => refreshAfterEscrowChange(queryClient, tournamentId),
  });
}
