// The whole app: server-state cache and the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { createQueryClient } from './query-client.js';
import { LiveTournamentUpdates } from './live/live-tournament-updates.js';
import { AppRouter } from './routing/app-router.js';
import { createBlockingHistory } from './routing/blocking-history.js';
import { reloadTokensFromStorage } from './session/token-store.js';

// v5Compat: pushes and replaces are reported to the router like back/forward moves.
const history = createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

export function App() {
  const [queryClient] = useState(createQueryClient);

  // Signing in or out in another tab changes localStorage; follow it here.
  useEffect(() => {
    const onStorage = () => reloadTokensFromStorage();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <LiveTournamentUpdates />
      <AppRouter history={history} />
    </QueryClientProvider>
  );
}
