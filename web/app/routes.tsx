// The route table of SPEC §2: which layout and which guard each path gets.
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths.js';
import { AdminManagementPage } from '../pages/admin-management-page.js';
import { CreateLeaderboardPage } from '../pages/create-leaderboard-page.js';
import { CreateTournamentPage } from '../pages/create-tournament-page.js';
import { EmbedBracketsPage } from '../pages/embed-brackets-page.js';
import { LeaderboardsPage } from '../pages/leaderboards-page.js';
import { LegalPage } from '../pages/legal-page.js';
import { MyOrganizationPage } from '../pages/my-organization-page.js';
import { MyProfilePage } from '../pages/my-profile-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { TournamentPage } from '../pages/tournament-page.js';
import { TournamentsPage } from '../pages/tournaments-page.js';
import { RouteErrorPage } from './crash/route-error-page.js';
import { RequireAuthentication } from './guards/require-authentication.js';
import { RequireScope } from './guards/require-scope.js';
import { BareLayout } from './layouts/bare-layout.js';
import { MainLayout } from './layouts/main-layout.js';
import { RootLayout } from './layouts/root-layout.js';

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
          { path: paths.tournaments, element: <TournamentsPage /> },
          { path: paths.tournament.pattern, element: <TournamentPage /> },
          { path: paths.profile.pattern, element: <ProfilePage /> },
          { path: paths.leaderboards.pattern, element: <LeaderboardsPage /> },
        ],
      },
      {
        element: <RequireAuthentication />,
        children: [
          { element: <MainLayout />, children: [{ path: paths.myProfile, element: <MyProfilePage /> }] },
          {
            element: <RequireScope kind="organizations" scope="read" />,
            children: [
              { element: <MainLayout />, children: [{ path: paths.myOrganization, element: <MyOrganizationPage /> }] },
              {
                element: <BareLayout />,
                children: [
                  { path: paths.createTournament.pattern, element: <CreateTournamentPage /> },
                  { path: paths.createLeaderboard.pattern, element: <CreateLeaderboardPage /> },
                ],
              },
            ],
          },
          {
            element: <RequireScope kind="users" scope="edit" />,
            children: [{ element: <MainLayout />, children: [{ path: paths.adminManagement, element: <AdminManagementPage /> }] }],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.legal, element: <LegalPage /> },
          { path: paths.embedBrackets.pattern, element: <EmbedBracketsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
