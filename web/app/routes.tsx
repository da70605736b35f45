// The route table of SPEC §2: which layout and which guard each path gets. Every page is loaded with its
// route (issue 16 §3): a visitor of /tournaments downloads neither the organizer's wizard nor the admin
// backoffice nor the wallet code. Layouts and guards stay in the first load; they wrap every page.
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths.js';
// The guards show it too, so it is part of the first load anyway.
import { NotFoundPage } from '../pages/not-found-page.js';
import { RouteErrorPage } from './crash/route-error-page.js';
import { RequireAuthentication } from './guards/require-authentication.js';
import { RequireScope } from './guards/require-scope.js';
import { BareLayout } from './layouts/bare-layout.js';
import { MainLayout } from './layouts/main-layout.js';
import { RootLayout } from './layouts/root-layout.js';

/** One chunk per page; the router loads it before it renders the route. */
const page = {
  adminManagement: () => import('../pages/admin-management-page.js').then((p) => ({ Component: p.AdminManagementPage })),
  createLeaderboard: () => import('../pages/create-leaderboard-page.js').then((p) => ({ Component: p.CreateLeaderboardPage })),
  createTournament: () => import('../pages/create-tournament-page.js').then((p) => ({ Component: p.CreateTournamentPage })),
  leaderboards: () => import('../pages/leaderboards-page.js').then((p) => ({ Component: p.LeaderboardsPage })),
  legal: () => import('../pages/legal-page.js').then((p) => ({ Component: p.LegalPage })),
  myOrganization: () => import('../pages/my-organization-page.js').then((p) => ({ Component: p.MyOrganizationPage })),
  myProfile: () => import('../pages/my-profile-page.js').then((p) => ({ Component: p.MyProfilePage })),
  profile: () => import('../pages/profile-page.js').then((p) => ({ Component: p.ProfilePage })),
  tournament: () => import('../pages/tournament-page.js').then((p) => ({ Component: p.TournamentPage })),
  tournaments: () => import('../pages/tournaments-page.js').then((p) => ({ Component: p.TournamentsPage })),
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
