// The route table of SPEC §2: which layout and which guard each path gets. Every page is loaded with its
// route (issue 16 §3): a visitor of /tournaments downloads neither the organizer's wizard nor the admin
// backoffice nor the wallet code. Layouts and guards stay in the first load; they wrap every page.
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths.js';
// The guards show it too, so it is part of the first load anyway.
import { NotFoundPage } from '../pages/not-found-page.js';
import { RouteErrorPage } from './crash/route-error-page.js';
import { loadPage } from './routing/load-page.js';
import { RequireAuthentication } from './guards/require-authentication.js';
import { RequireScope } from './guards/require-scope.js';
import { BareLayout } from './layouts/bare-layout.js';
import { MainLayout } from './layouts/main-layout.js';
import { RootLayout } from './layouts/root-layout.js';

/** One chunk per page; the router loads it before it renders the route (a release meanwhile: load-page.ts). */
const page = {
  adminManagement: loadPage(() => import('../pages/admin-management-page.js'), (p) => p.AdminManagementPage),
  createLeaderboard: loadPage(() => import('../pages/create-leaderboard-page.js'), (p) => p.CreateLeaderboardPage),
  createTournament: loadPage(() => import('../pages/create-tournament-page.js'), (p) => p.CreateTournamentPage),
  leaderboards: loadPage(() => import('../pages/leaderboards-page.js'), (p) => p.LeaderboardsPage),
  legal: loadPage(() => import('../pages/legal-page.js'), (p) => p.LegalPage),
  myOrganization: loadPage(() => import('../pages/my-organization-page.js'), (p) => p.MyOrganizationPage),
  myProfile: loadPage(() => import('../pages/my-profile-page.js'), (p) => p.MyProfilePage),
  profile: loadPage(() => import('../pages/profile-page.js'), (p) => p.ProfilePage),
  tournament: loadPage(() => import('../pages/tournament-page.js'), (p) => p.TournamentPage),
  tournaments: loadPage(() => import('../pages/tournaments-page.js'), (p) => p.TournamentsPage),
} satisfies Record<string, RouteObject['lazy']>;

// Guards sit outside the layouts so a missing scope shows the same bare 404 page as an unknown path.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <Navigate to={paths.tournaments} replace /> },
      {
        element: <MainLayout />,
        children: [
          { path: paths.tournaments, lazy: page.tournaments },
          { path: paths.tournament.pattern, lazy: page.tournament },
          { path: paths.profile.pattern, lazy: page.profile },
          { path: paths.leaderboards.pattern, lazy: page.leaderboards },
        ],
      },
      {
        element: <RequireAuthentication />,
        children: [
          { element: <MainLayout />, children: [{ path: paths.myProfile, lazy: page.myProfile }] },
          {
            element: <RequireScope kind="organizations" scope="read" />,
            children: [
              { element: <MainLayout />, children: [{ path: paths.myOrganization, lazy: page.myOrganization }] },
              {
                element: <BareLayout />,
                children: [
                  { path: paths.createTournament.pattern, lazy: page.createTournament },
                  { path: paths.createLeaderboard.pattern, lazy: page.createLeaderboard },
                ],
              },
            ],
          },
          {
            element: <RequireScope kind="users" scope="edit" />,
            children: [
              { element: <MainLayout />, children: [{ path: paths.adminManagement, lazy: page.adminManagement }] },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.legal, lazy: page.legal },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
