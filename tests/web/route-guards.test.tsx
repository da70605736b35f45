// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { CurrentUser } from '../../src/contract/users.js';
import { derivePermissions, type Role } from '../../src/domain/permissions.js';
import { AppRouter } from '../../web/app/routing/app-router.js';
import { createBlockingHistory } from '../../web/app/routing/blocking-history.js';
import { createQueryClient } from '../../web/app/query-client.js';
import { clearTokens, updateTokens } from '../../web/app/session/token-store.js';
import { currentUserQueryKey } from '../../web/features/users/api/get-current-user.js';

const PAGE_LOAD = { timeout: 10_000 };

function userWithRole(role: Role): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: role,
    nickname: `${role}-one`,
    fullName: null,
    email: `${role}@example.test`,
    emailVerified: true,
    linkedAccounts: {},
    disciplineAccounts: {},
    profilePictureURL: null,
    permissions: derivePermissions(role),
    walletId: null,
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/authentication/login-url')) return Response.json({ loginUrl: 'http://localhost:3000/idp/auth' });
  if (url.endsWith('/disciplines')) return Response.json([]);
  return Response.json({ statusCode: 404, message: 'NOT-FOUND' }, { status: 404 });
});

function renderAt(path: string, user: CurrentUser | null) {
  const queryClient = createQueryClient();
  if (user) {
    updateTokens({ authorization: 'access', refreshToken: 'refresh', idToken: 'id' });
    queryClient.setQueryData(currentUserQueryKey, user);
  }
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history} />
    </QueryClientProvider>,
  );
  return history;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearTokens();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('shows the 404 page without navigation when a player opens /admin-management', async () => {
    renderAt('/admin-management', userWithRole('player'));
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Admin Management' })).toBeNull();
  });

  it('shows /admin-management to a user who may edit users', async () => {
    renderAt('/admin-management', userWithRole('admin'));
    // The page's chunk loads when the route first renders; a cold transform can take a few seconds.
    expect(await screen.findByRole('heading', { name: 'Admin Management', level: 1 }, PAGE_LOAD)).toBeTruthy();
  });

  it('needs read on organizations for /my-organization and the administration routes', async () => {
    renderAt('/my-organization', userWithRole('player'));
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    cleanup();
    renderAt('/create-tournament/42', userWithRole('player'));
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    cleanup();
    renderAt('/my-organization', userWithRole('organizer'));
    expect(await screen.findByRole('heading', { name: 'Your Organization', level: 1 }, PAGE_LOAD)).toBeTruthy();
    cleanup();
    renderAt('/create-leaderboard/7', userWithRole('organizer'));
    // The administration opens (a leaderboard this server does not know is its own "not found").
    expect(await screen.findByRole('heading', { name: 'Leaderboard not found' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to your organization' })).toBeTruthy();
    // Administration pages have no navigation bar or footer.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the navigation links the permissions allow', async () => {
    renderAt('/tournaments', userWithRole('organizer'));
    const nav = await screen.findAllByRole('link', { name: 'Your Organization' });
    expect(nav.length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Admin Management' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Your Profile' }).length).toBeGreaterThan(0);
  });

  it('shows the 404 page without navigation for an unknown path, with its home button', async () => {
    renderAt('/this/does/not/exist', null);
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to home page' }).getAttribute('href')).toBe('/tournaments');
  });

  it('redirects / to /tournaments and lets guests browse public pages without signing in', async () => {
    const history = renderAt('/', null);
    expect(await screen.findByRole('heading', { name: 'Tournaments', level: 1 }, PAGE_LOAD)).toBeTruthy();
    expect(history.location.pathname).toBe('/tournaments');
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('login-url'))).toBe(false);
  });

  it('sends a guest who opens a login route to the sign-in page', async () => {
    renderAt('/my-profile', null);
    expect(await screen.findByText('Taking you to sign in…', {}, PAGE_LOAD)).toBeTruthy();
    // The redirect asks the server for the provider's address once the lazy guard has run: slow under load.
    await waitFor(
      () => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/authentication/login-url')).toBe(true),
      PAGE_LOAD,
    );
    expect(sessionStorage.getItem('arena.returnPath')).toBe('/my-profile');
  });
});
