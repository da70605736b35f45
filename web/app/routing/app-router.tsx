// The router of the app: react-router's declarative router over the app's blocking history (see
// blocking-history.ts for why not the data router), the route table, and what the data router used to do
// for us: catch rendering crashes and scroll a newly opened page to its top.
import { useLayoutEffect } from 'react';
import {
  NavigationType,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { RouteErrorBoundary } from '../crash/route-error-boundary.js';
import { routes } from '../routes.js';
import type { BlockingHistory } from './blocking-history.js';

function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Back and forward keep the browser's own scroll restoration.
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter({ history }: { history: BlockingHistory }) {
  return (
    <HistoryRouter history={history}>
      <ScrollToTopOnNavigation />
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </HistoryRouter>
  );
}
