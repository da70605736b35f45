// The three sign-in tokens (SPEC §3, §7), kept in localStorage under the SPEC's keys and mirrored in a
// zustand store so the UI re-renders when a session starts, is refreshed or ends.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { AUTH_STORAGE_KEYS } from '../../../src/contract/auth.js';

export interface StoredTokens {
  authorization: string | null;
  refreshToken: string | null;
  idToken: string | null;
}

type TokenKey = keyof StoredTokens;
const KEYS: TokenKey[] = ['authorization', 'refreshToken', 'idToken'];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the app then works for the current page only.
    return null;
  }
}

function readTokens(): StoredTokens {
  const store = storage();
  return {
    authorization: store?.getItem(AUTH_STORAGE_KEYS.authorization) ?? null,
    refreshToken: store?.getItem(AUTH_STORAGE_KEYS.refreshToken) ?? null,
    idToken: store?.getItem(AUTH_STORAGE_KEYS.idToken) ?? null,
  };
}

/** The server may send "Bearer x" in newAuthorizationHeader; we always keep the bare token. */
export function bareToken(value: string): string {
  return value.replace(/^Bearer\s+/i, '').trim();
}

export const tokenStore = createStore<StoredTokens>(() => readTokens());

export function getTokens(): StoredTokens {
  return tokenStore.getState();
}

/** Writes the given tokens (leaving the others as they are) to storage and to the store. */
export function updateTokens(partial: Partial<StoredTokens>): void {
  const store = storage();
  const next: StoredTokens = { ...tokenStore.getState() };
  for (const key of KEYS) {
    if (!(key in partial)) continue;
    const raw = partial[key];
    const value = raw ? (key === 'authorization' ? bareToken(raw) : raw) : null;
    next[key] = value;
    if (value) store?.setItem(AUTH_STORAGE_KEYS[key], value);
    else store?.removeItem(AUTH_STORAGE_KEYS[key]);
  }
  tokenStore.setState(next);
}

export function clearTokens(): void {
  updateTokens({ authorization: null, refreshToken: null, idToken: null });
}

/** Re-reads storage, e.g. after another tab signed in or out. */
export function reloadTokensFromStorage(): void {
  tokenStore.setState(readTokens());
}

export function useHasSession(): boolean {
  return useStore(tokenStore, (state) => Boolean(state.authorization));
}
