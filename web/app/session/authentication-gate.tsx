// Runs the sign-in callback before any page renders: while a code from the identity provider is being
// exchanged the app shows a spinner, then continues on the page the user started from.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../src/ui/spinner.js';
import { exchangeCode } from '../../features/auth/api/exchange-code.js';
import { notify } from '../notifications/notification-store.js';
import { errorText, loadErrorTexts } from '../api/error-texts.js';
import { completeSignIn, decideAuthStart, withoutAuthParams } from './auth-flow.js';
import { takeReturnPath } from './return-path.js';
import { getTokens, updateTokens } from './token-store.js';
import { isDesktopClient } from './desktop-client.js';
import { paths } from '../../paths.js';

// A code can be used once; React may mount the gate twice in development, so both share one exchange.
const exchanges = new Map<string, Promise<string>>();

function exchangeOnce(code: string, state: string, url: URL): Promise<string> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = completeSignIn(code, state, url, { exchangeCode, updateTokens, takeReturnPath });
    exchanges.set(code, pending);
  }
  return pending;
}

export function AuthenticationGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
  const action = decideAuthStart({
    url,
    hasAuthorization: Boolean(getTokens().authorization),
    desktopClient: isDesktopClient(),
  });
  const [busyCode, setBusyCode] = useState<string | null>(null);

  // What the address asks for (a sign-in's outcome), done once per address: an effect event reads the latest
  // action without making it a reason to run again.
  const onAddress = useEffectEvent(() => {
    if (action.kind === 'sign-in-failed') {
      notify('warning', 'Sign-in was not completed. Please try again.');
      void navigate(withoutAuthParams(url), { replace: true });
      return;
    }
    if (action.kind === 'sign-in-refused') {
      void loadErrorTexts().then(() => notify('warning', errorText('LOGIN-STATE-MISMATCH')));
      void navigate(withoutAuthParams(url), { replace: true });
      return;
    }
    if (action.kind !== 'exchange-code') return;
    setBusyCode(action.code);
    // Not awaited: the effect cannot wait, and the chain handles its own failure below.
    void exchangeOnce(action.code, action.state, url)
      .then((destination) => navigate(destination, { replace: true }))
      .catch(() => {
        // The API client already showed why; drop the spent code from the address.
        const fallback = withoutAuthParams(url);
        void navigate(fallback === '/' ? paths.tournaments : fallback, { replace: true });
      })
      .finally(() => setBusyCode(null));
  });
  // The action is derived from the address; run again only when the address changes.
  useEffect(() => onAddress(), [location.search]);

  if (action.kind === 'exchange-code' || busyCode) return <Spinner fullPage showLabel label="Signing you in…" />;
  return <>{children}</>;
}
