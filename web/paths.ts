// Every route path of the web app (SPEC §2), once. Links and the router both read from here.
import { EXTENSION_DOWNLOADS } from '../src/wallet/extension-downloads.js';

export const paths = {
  home: '/',
  tournaments: '/tournaments',
  tournament: { pattern: '/tournaments/:id', build: (id: string) => `/tournaments/${encodeURIComponent(id)}` },
  profile: { pattern: '/profile/:id', build: (id: string) => `/profile/${encodeURIComponent(id)}` },
  leaderboards: {
    pattern: '/leaderboards/:id?',
    build: (id?: string) => (id ? `/leaderboards/${encodeURIComponent(id)}` : '/leaderboards'),
  },
  myOrganization: '/my-organization',
  myProfile: '/my-profile',
  createTournament: {
    pattern: '/create-tournament/:id',
    build: (id: string) => `/create-tournament/${encodeURIComponent(id)}`,
  },
  createLeaderboard: {
    pattern: '/create-leaderboard/:id',
    build: (id: string) => `/create-leaderboard/${encodeURIComponent(id)}`,
  },
  adminManagement: '/admin-management',
  legal: '/legal',
  /** The link of a notification e-mail (?token=): works without signing in. */
  unsubscribe: '/unsubscribe',
  /** Read-only bracket for iframes (the server allows framing of /embed/* only). */
  embedBrackets: {
    pattern: '/embed/tournaments/:id/brackets',
    build: (id: string) => `/embed/tournaments/${encodeURIComponent(id)}/brackets`,
  },
  /** Stream overlays (issue 27 §3): transparent pages for an OBS browser source, live from the public feed. */
  overlay: {
    match: {
      pattern: '/overlay/tournaments/:id/match',
      build: (id: string) => `/overlay/tournaments/${encodeURIComponent(id)}/match`,
    },
    /** The same scoreboard pinned to one match. */
    pinnedMatch: {
      pattern: '/overlay/tournaments/:id/match/:matchId',
      build: (id: string, matchId: string) =>
        `/overlay/tournaments/${encodeURIComponent(id)}/match/${encodeURIComponent(matchId)}`,
    },
    bracket: {
      pattern: '/overlay/tournaments/:id/bracket',
      build: (id: string) => `/overlay/tournaments/${encodeURIComponent(id)}/bracket`,
    },
    /** `?limit=` rows (standings-top.ts). */
    standings: {
      pattern: '/overlay/tournaments/:id/standings',
      build: (id: string) => `/overlay/tournaments/${encodeURIComponent(id)}/standings`,
    },
  },
} as const;

/** Files served by the server next to the app (not React routes). */
export const downloads = {
  walletExtension: EXTENSION_DOWNLOADS.chrome.path,
  walletExtensionFirefox: EXTENSION_DOWNLOADS.firefox.path,
} as const;

/**
 * Routes that need a signed-in user (SPEC §2 "behind authentication"). Opening one without a session sends
 * the browser to the identity provider; every other path is a "non-login route" where a missing or expired
 * session never forces a redirect (SPEC §4, §8). /legal sits in the authenticated layout in SPEC §2 but must
 * stay readable by anyone, so it is a non-login route here.
 */
const LOGIN_ROUTE_PREFIXES = [
  paths.myOrganization,
  paths.myProfile,
  '/create-tournament/',
  '/create-leaderboard/',
  paths.adminManagement,
] as const;

export function isLoginRoute(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOGIN_ROUTE_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) && path.length > prefix.length : path === prefix,
  );
}
