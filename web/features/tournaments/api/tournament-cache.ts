// What every registration call does with its answer (SPEC §4): the returned tournament replaces the cached
// one, and the lists that show the viewer's state or the participant count are refetched.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function useApplyTournament() {
  const queryClient = useQueryClient();
  return useCallback(
    (tournament: TournamentView) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      // Not the whole ['tournaments'] prefix: that would refetch the detail we were just given.
      for (const queryKey of [
        tournamentKeys.lists,
        tournamentKeys.promoted,
        tournamentKeys.registered,
        tournamentKeys.participants(tournament.id),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}

/**
 * After a refused registration call (already registered, full, window closed…) the cached tournament is
 * probably out of date: read it again so the page shows the state the banner talks about.
 */
export function useRefreshTournament(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) }),
    [queryClient, id],
  );
}
