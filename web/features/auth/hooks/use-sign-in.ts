// Sends the user to the identity provider to sign in or to create an account, remembering the current
// page so they come back to it.
import { useCallback, useState } from 'react';
import { saveReturnPath } from '../../../app/session/return-path.js';
import { redirectToLogin } from '../../../app/session/login-redirect.js';
import { getAccountCreationUrl } from '../api/get-account-creation-url.js';
import { getLoginUrl } from '../api/get-login-url.js';

export type SignInTarget = 'login' | 'create-account';

export async function goToIdentityProvider(target: SignInTarget, returnPath: string): Promise<void> {
  const url = target === 'login' ? await getLoginUrl() : await getAccountCreationUrl();
  saveReturnPath(returnPath);
  redirectToLogin(url);
}

export function useSignIn() {
  const [pending, setPending] = useState<SignInTarget | null>(null);
  // Returns nothing: buttons call it and forget it, and a failure is handled here, not by the caller.
  const start = useCallback((target: SignInTarget): void => {
    setPending(target);
    goToIdentityProvider(target, `${window.location.pathname}${window.location.search}`).catch(() => {
      // The API client already showed a banner; let the user try again.
      setPending(null);
    });
  }, []);
  return { start, pending };
}
