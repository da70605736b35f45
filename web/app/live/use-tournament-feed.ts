// Keeps the queries of one public tournament live from its server-sent event feed while the component is mounted.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followTournamentFeed } from './tournament-feed-source.js';

export function useTournamentFeed(tournamentId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(
    () => (enabled && typeof EventSource !== 'undefined' ? followTournamentFeed(queryClient, tournamentId) : undefined),
    [queryClient, tournamentId, enabled],
  );
}
