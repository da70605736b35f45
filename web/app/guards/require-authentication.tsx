// Guard of the routes behind authentication (SPEC §2): without a session the user is sent to sign in;
// while the session's user loads a spinner shows; an account not on the access list gets the 404 page
// without its home button (CANNOT-ACCESS-APP).
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../src/ui/spinner.js';
import { EmptyState } from '../../../src/ui/empty-state.js';
import { Button } from '../../../src/ui/button.js';
import { goToIdentityProvider } from '../../features/auth/hooks/use-sign-in.js';
import { NotFoundPage } from '../../pages/not-found-page.js';
import { isApiError } from '../api/api-error.js';
import { isDesktopClient } from '../session/desktop-client.js';
import { isRedirectingToLogin } from '../session/login-redirect.js';
import { useViewer } from '../session/use-viewer.js';
import { useLoginPrompt } from '../login-prompt/login-prompt-store.js';

export function RequireAuthentication() {
  const viewer = useViewer();
  const location = useLocation();
  const openLoginPrompt = useLoginPrompt((state) => state.show);
  const desktop = isDesktopClient();

  useEffect(() => {
    if (viewer.status !== 'guest' || isRedirectingToLogin()) return;
    // The desktop client handles sign-in itself; offer the prompt instead of leaving the app.
    if (desktop) {
      openLoginPrompt();
      return;
    }
    goToIdentityProvider('login', `${location.pathname}${location.search}`).catch(() => undefined);
  }, [viewer.status, desktop, location.pathname, location.search, openLoginPrompt]);

  if (viewer.status === 'signed-in') return <Outlet />;
  if (viewer.status === 'error') {
    const error = viewer.error;
    if (isApiError(error) && error.code === 'CANNOT-ACCESS-APP') return <NotFoundPage cannotAccessApp />;
    if (isApiError(error) && error.loginUrl) return <Spinner fullPage showLabel label="Signing you in again…" />;
    return (
      <main id="main" style={{ padding: 24 }}>
        <EmptyState
          title="We could not load your account"
          description="Check your connection and try again."
          action={<Button onClick={() => window.location.reload()}>Try again</Button>}
        />
      </main>
    );
  }
  const label = viewer.status === 'guest' ? 'Taking you to sign in…' : 'Loading your account…';
  return <Spinner fullPage showLabel label={label} />;
}
