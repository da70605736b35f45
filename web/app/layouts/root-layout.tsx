// Wraps every route: finishes a sign-in callback first, then shows the notification banner, the page and
// the login prompt.
import { Outlet } from 'react-router-dom';
import { LoginPromptModal } from '../login-prompt/login-prompt-modal.js';
import { NotificationOutlet } from '../notifications/notification-outlet.js';
import { AuthenticationGate } from '../session/authentication-gate.js';
import { useEffect } from 'react';
import { usePageAnalytics } from '../../features/analytics/hooks/use-page-analytics.js';
import { detectWallet } from '../../features/wallet/hooks/wallet-connection-store.js';

export function RootLayout() {
  usePageAnalytics();
  // Reconnect a trusted wallet silently on load (onlyIfTrusted) and follow its account changes.
  useEffect(() => {
    void detectWallet();
  }, []);
  return (
    <AuthenticationGate>
      <NotificationOutlet />
      <Outlet />
      <LoginPromptModal />
    </AuthenticationGate>
  );
}
