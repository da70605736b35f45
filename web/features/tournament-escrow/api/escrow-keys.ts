// Query keys of the prize escrow, and what an escrow change refreshes: the escrow itself and every cached
// tournament (the organizer screens under ['tournament-admin'], the public ones under ['tournaments']).
import type { QueryClient } from '@tanstack/react-query';

export const escrowKeys = {
  all: ['tournament-escrow'] as const,
  /** The prize pool is part of the key: a saved prize pool needs another escrow description. */
  detail: (tournamentId: string, prizepool: unknown) => ['tournament-escrow', tournamentId, prizepool] as const,
};

export function refreshAfterEscrowChange(queryClient: QueryClient, tournamentId: string): void {
  void queryClient.invalidateQueries({ queryKey: [...escrowKeys.all, tournamentId] });
  void queryClient.invalidateQueries({ queryKey: ['tournament-admin'] });
  void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
}
