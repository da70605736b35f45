// The router of the app: react-router's declarative router over the app's blocking history (see
// blocking-history.ts for why not the data router), the route table, and what the data router used to do
// for us: catch rendering crashes and scroll a newly opened page to its top.
import { useLayoutEffect, useRef } from 'react';
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
import { scrollTargetOf } from './scroll-target.js';

function ScrollToTopOnNavigation() {
  const location = useLocation();
  const pathname = location.pathname;
  const state: unknown = location.state;
  const navigationType = useNavigationType();
  const latest = useRef<{ navigationType: NavigationType; state: unknown }>({ navigationType, state });
  latest.current = { navigationType, state };
  // Only a new page opens at its top: back and forward keep the browser's own scroll restoration, a tab or filter
  // change on the same page (a REPLACE of its query) keeps the place, and so does arriving with a place to scroll
  // to (the ending modal's buttons, issue 26 §5.6), which the page scrolls to itself.
  useLayoutEffect(() => {
    if (latest.current.navigationType !== NavigationType.Pop && scrollTargetOf(latest.current.state) === null)
      window.scrollTo(0, 0);
  }, [pathname]);
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
