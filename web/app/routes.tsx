// The route table of SPEC §2: which layout and which guard each path gets. Every page is loaded with its
// route (issue 16 §3): a visitor of /tournaments downloads neither the organizer's wizard nor the admin
// backoffice nor the wallet code. Layouts and guards stay in the first load; they wrap every page.
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths.js';
// The guards show it too, so it is part of the first load anyway.
import { NotFoundPage } from '../pages/not-found-page.js';
import { lazyPage } from './routing/load-page.js';
import { RequireAuthentication } from './guards/require-authentication.js';
import { RequireScope } from './guards/require-scope.js';
import { BareLayout } from './layouts/bare-layout.js';
import { MainLayout } from './layouts/main-layout.js';
import { OverlayLayout } from './layouts/overlay-layout.js';
import { RootLayout } from './layouts/root-layout.js';

/** One chunk per page; loaded when its route first renders (a release meanwhile: load-page.ts). */
const page = {
  adminManagement: lazyPage(
    () => import('../pages/admin-management-page.js'),
    (p) => p.AdminManagementPage,
  ),
  createLeaderboard: lazyPage(
    () => import('../pages/create-leaderboard-page.js'),
    (p) => p.CreateLeaderboardPage,
  ),
  createTournament: lazyPage(
    () => import('../pages/create-tournament-page.js'),
    (p) => p.CreateTournamentPage,
  ),
  embedBrackets: lazyPage(
    () => import('../pages/embed-brackets-page.js'),
    (p) => p.EmbedBracketsPage,
  ),
  leaderboards: lazyPage(
    () => import('../pages/leaderboards-page.js'),
    (p) => p.LeaderboardsPage,
  ),
  legal: lazyPage(
    () => import('../pages/legal-page.js'),
    (p) => p.LegalPage,
  ),
  myOrganization: lazyPage(
    () => import('../pages/my-organization-page.js'),
    (p) => p.MyOrganizationPage,
  ),
  myProfile: lazyPage(
    () => import('../pages/my-profile-page.js'),
    (p) => p.MyProfilePage,
  ),
  profile: lazyPage(
    () => import('../pages/profile-page.js'),
    (p) => p.ProfilePage,
  ),
  tournament: lazyPage(
    () => import('../pages/tournament-page.js'),
    (p) => p.TournamentPage,
  ),
  unsubscribe: lazyPage(
    () => import('../pages/unsubscribe-page.js'),
    (p) => p.UnsubscribePage,
  ),
  tournaments: lazyPage(
    () => import('../pages/tournaments-page.js'),
    (p) => p.TournamentsPage,
  ),
  // The three stream overlays share one chunk (and one route budget): they share nearly all their code.
  matchOverlay: lazyPage(
    () => import('../pages/overlay-pages.js'),
    (p) => p.MatchOverlayPage,
  ),
  bracketOverlay: lazyPage(
    () => import('../pages/overlay-pages.js'),
    (p) => p.BracketOverlayPage,
  ),
  standingsOverlay: lazyPage(
    () => import('../pages/overlay-pages.js'),
    (p) => p.StandingsOverlayPage,
  ),
};

// Guards sit outside the layouts so a missing scope shows the same bare 404 page as an unknown path.
export const routes: RouteObject[] = [
  // Stream overlays sit outside the root layout: no sign-in callback, banners or login prompt over a video.
  {
    element: <OverlayLayout />,
    children: [
      { path: paths.overlay.match.pattern, element: <page.matchOverlay /> },
      { path: paths.overlay.pinnedMatch.pattern, element: <page.matchOverlay /> },
      { path: paths.overlay.bracket.pattern, element: <page.bracketOverlay /> },
      { path: paths.overlay.standings.pattern, element: <page.standingsOverlay /> },
    ],
  },
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <Navigate to={paths.tournaments} replace /> },
      {
        element: <MainLayout />,
        children: [
          { path: paths.tournaments, element: <page.tournaments /> },
          { path: paths.tournament.pattern, element: <page.tournament /> },
          { path: paths.profile.pattern, element: <page.profile /> },
          { path: paths.leaderboards.pattern, element: <page.leaderboards /> },
        ],
      },
      {
        element: <RequireAuthentication />,
        children: [
          { element: <MainLayout />, children: [{ path: paths.myProfile, element: <page.myProfile /> }] },
          {
            element: <RequireScope kind="organizations" scope="read" />,
            children: [
              { element: <MainLayout />, children: [{ path: paths.myOrganization, element: <page.myOrganization /> }] },
              {
                element: <BareLayout />,
                children: [
                  { path: paths.createTournament.pattern, element: <page.createTournament /> },
                  { path: paths.createLeaderboard.pattern, element: <page.createLeaderboard /> },
                ],
              },
            ],
          },
          {
            element: <RequireScope kind="users" scope="edit" />,
            children: [
              {
                element: <MainLayout />,
                children: [{ path: paths.adminManagement, element: <page.adminManagement /> }],
              },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.legal, element: <page.legal /> },
          { path: paths.unsubscribe, element: <page.unsubscribe /> },
          { path: paths.embedBrackets.pattern, element: <page.embedBrackets /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
