// Leaving for the identity provider, to sign in or to sign out. Several parts of the app may decide at once
// that the browser must go (the API client on a 401, the route guard, sign-out); the first one wins and the
// others wait for the page to go. Without this, signing out on a protected page clears the tokens, the
// guard sends the browser to sign in, and that navigation cancels the one to the provider's logout.
let redirecting = false;

export function redirectToLogin(loginUrl: string): void {
  leaveApp(loginUrl);
}

export function leaveApp(url: string): void {
  if (redirecting) return;
  redirecting = true;
  window.location.assign(url);
}

/** Claims the exit before the session is cleared; the caller then leaves with leaveApp(). */
export function beginLeaving(): void {
  redirecting = true;
}

export function isRedirectingToLogin(): boolean {
  return redirecting;
}
