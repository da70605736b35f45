// Query keys of the leaderboard screens. Every organizer change answers the leaderboard, which replaces the
// cached one; the lists and standings are invalidated so the public pages show the new state too.
import type { QueryClient } from '@tanstack/react-query';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';

export interface LeaderboardListFilters {
  discipline?: string;
  status?: 'ACTIVE' | 'COMPLETE';
}

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  list: (filters: LeaderboardListFilters) => [...leaderboardKeys.all, 'list', filters] as const,
  organization: () => [...leaderboardKeys.all, 'organization'] as const,
  detail: (id: string) => [...leaderboardKeys.all, 'detail', id] as const,
  standings: (id: string, page: number, search: string) =>
    [...leaderboardKeys.all, 'standings', id, page, search] as const,
};

export function storeLeaderboard(queryClient: QueryClient, leaderboard: LeaderboardDetail): void {
  queryClient.setQueryData(leaderboardKeys.detail(leaderboard.id), leaderboard);
  void queryClient.invalidateQueries({ queryKey: [...leaderboardKeys.all, 'list'] });
  void queryClient.invalidateQueries({ queryKey: leaderboardKeys.organization() });
  void queryClient.invalidateQueries({ queryKey: [...leaderboardKeys.all, 'standings', leaderboard.id] });
  // Publishing, ending and saving change what the escrow and the rewards panels offer.
  void queryClient.invalidateQueries({ queryKey: [...leaderboardKeys.all, 'escrow', leaderboard.id] });
  void queryClient.invalidateQueries({ queryKey: [...leaderboardKeys.all, 'rewards', leaderboard.id] });
  // The tournament wizard's leaderboard picker reads its own key.
  void queryClient.invalidateQueries({ queryKey: ['tournament-admin', 'organization-leaderboards'] });
}
