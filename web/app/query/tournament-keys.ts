// One query-key namespace per tournament (issue 11 §0): everything cached about tournament `id` lives under
// ['tournament', id, …], so a live update invalidates by id alone — public page, brackets, matches, standings
// and organizer screens alike. Lists that may contain any tournament live under ['tournaments', …].
import type { QueryClient } from '@tanstack/react-query';

export const TOURNAMENT_KEY = 'tournament';
export const TOURNAMENT_LISTS_KEY = 'tournaments';

export const tournamentKey = {
  one: (id: string) => [TOURNAMENT_KEY, id] as const,
  brackets: (id: string) => [TOURNAMENT_KEY, id, 'brackets'] as const,
  standings: (id: string) => [TOURNAMENT_KEY, id, 'standings'] as const,
  matches: (id: string) => [TOURNAMENT_KEY, id, 'matches'] as const,
  match: (id: string, matchId: string) => [TOURNAMENT_KEY, id, 'matches', 'one', matchId] as const,
  myMatch: (id: string) => [TOURNAMENT_KEY, id, 'matches', 'mine'] as const,
  roundManagement: (id: string) => [TOURNAMENT_KEY, id, 'matches', 'round-management'] as const,
  seeds: (id: string) => [TOURNAMENT_KEY, id, 'seeds'] as const,
  /** The viewer's unread notices about this tournament (written with the match changes that cause them). */
  notices: (id: string) => [TOURNAMENT_KEY, id, 'notices'] as const,
};

/**
 * Refetches everything shown about one tournament (after a mutation, or when the server says it changed): its
 * namespace and its public view, whose viewer state decides what the page offers (the match card among others).
 * Settles when the refetches are done, so a mutation that awaits it shows its outcome in one step.
 */
export async function invalidateTournament(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKey.one(id) }),
    // The tournaments feature's ['tournaments', 'detail', id] (tournament-query-keys.ts).
    queryClient.invalidateQueries({ queryKey: [TOURNAMENT_LISTS_KEY, 'detail', id] }),
  ]);
}
