// Mounted once by the app shell: keeps this tab's tournament queries live (see tournament-live-updates.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectTournamentLiveUpdates } from './tournament-live-updates.js';

export function LiveTournamentUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () => (typeof WebSocket === 'undefined' ? undefined : connectTournamentLiveUpdates(queryClient)),
    [queryClient],
  );
  return null;
}
