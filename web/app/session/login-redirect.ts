// Leaving for the identity provider. Several parts of the app may decide at once that the user must sign
// in (the API client on a 401, the route guard); the first one wins and the others wait for the page to go.
let redirecting = false;

export function redirectToLogin(loginUrl: string): void {
  if (redirecting) return;
  redirecting = true;
  window.location.assign(loginUrl);
}

export function isRedirectingToLogin(): boolean {
  return redirecting;
}
