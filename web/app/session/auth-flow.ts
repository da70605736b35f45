// Sign-in flow of SPEC §4 as pure decisions over the address and the stored session, plus the one step
// with effects (completing a sign-in) written against small interfaces so it can be tested.
import type { TokensResponse } from '../../../src/contract/auth.js';
import { paths, isLoginRoute } from '../../paths.js';
import { isSafeReturnPath } from './return-path.js';
import type { StoredTokens } from './token-store.js';

/** Parameters the identity provider appends to the address when it sends the user back. */
export const AUTH_CALLBACK_PARAMS = ['code', 'session_state', 'state', 'iss', 'error', 'error_description'] as const;

export type AuthStartAction =
  | { kind: 'exchange-code'; code: string; state: string }
  /** A code without the state of a sign-in: never exchanged (it may be an attacker's link, login CSRF). */
  | { kind: 'sign-in-refused' }
  /** The provider came back without a code (the user cancelled, or it failed). */
  | { kind: 'sign-in-failed'; error: string }
  | { kind: 'redirect-to-login' }
  | { kind: 'ready' };

export interface AuthStartInput {
  url: URL;
  hasAuthorization: boolean;
  desktopClient: boolean;
}

/**
 * What to do when a page opens. A `code` in the address always wins (session_state may be missing with
 * some providers); it is only exchanged with the `state` it came back with, which the server checks
 * against the browser that started the sign-in. Without a code and without a session, only login routes send the user to sign in;
 * public pages, /legal and the not-found page stay open, and so does the desktop client, which signs in
 * its own way.
 */
export function decideAuthStart({ url, hasAuthorization, desktopClient }: AuthStartInput): AuthStartAction {
  const code = url.searchParams.get('code');
  if (code) {
    const state = url.searchParams.get('state');
    return state ? { kind: 'exchange-code', code, state } : { kind: 'sign-in-refused' };
  }
  const error = url.searchParams.get('error');
  if (error) return { kind: 'sign-in-failed', error };
  if (!hasAuthorization && !desktopClient && isLoginRoute(url.pathname)) return { kind: 'redirect-to-login' };
  return { kind: 'ready' };
}

/** The same address without the provider's parameters, as path + query + hash. */
export function withoutAuthParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of AUTH_CALLBACK_PARAMS) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

export interface CompleteSignInDeps {
  exchangeCode: (code: string, state: string) => Promise<TokensResponse>;
  updateTokens: (tokens: Partial<StoredTokens>) => void;
  takeReturnPath: () => string | null;
}

/**
 * Exchanges the code, stores the three tokens under the SPEC's keys and returns where to go next: the page
 * the user started from, else the current address without the provider's parameters (the site root
 * becomes the tournaments list).
 */
export async function completeSignIn(code: string, state: string, url: URL, deps: CompleteSignInDeps): Promise<string> {
  const tokens = await deps.exchangeCode(code, state);
  deps.updateTokens({
    authorization: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
  });
  const saved = deps.takeReturnPath();
  if (isSafeReturnPath(saved)) return saved;
  const current = withoutAuthParams(url);
  return current === '/' || current.startsWith('/?') || current.startsWith('/#') ? paths.tournaments : current;
}
