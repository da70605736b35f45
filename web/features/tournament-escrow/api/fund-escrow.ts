// Placing the prize pool in escrow: the organizer signs the server's transaction objects in the wallet (one
// atomic transaction), then POST /tournaments/{id}/escrow hands its id to the server, which verifies it on
// chain. The wallet must be connected with the account linked to Arena, the one the server expects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { EscrowWalletError, signEscrowInWallet } from '../../../app/wallet/sign-escrow.js';
import { refreshAfterEscrowChange } from './escrow-keys.js';

export { EscrowWalletError, signEscrowInWallet };

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
