// The whole app: server-state cache and the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client.js';
import { LiveTournamentUpdates } from './live/live-tournament-updates.js';
import { routes } from './routes.js';
import { reloadTokensFromStorage } from './session/token-store.js';

const router = createBrowserRouter(routes);

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
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
