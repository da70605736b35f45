// Where the user was before we sent them to the identity provider, so signing in brings them back there
// (the provider always returns to the site root). Kept per tab in sessionStorage.
const RETURN_PATH_KEY = 'arena.returnPath';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only same-site paths are accepted, so a crafted value cannot send the user to another site. */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function saveReturnPath(path: string): void {
  if (isSafeReturnPath(path)) storage()?.setItem(RETURN_PATH_KEY, path);
}

/** Reads and forgets the saved path. */
export function takeReturnPath(): string | null {
  const store = storage();
  const value = store?.getItem(RETURN_PATH_KEY) ?? null;
  store?.removeItem(RETURN_PATH_KEY);
  return isSafeReturnPath(value) ? value : null;
}
