// The guest analytics id of a signed-out visitor: a random id kept in localStorage (SPEC §7).
import { GUEST_ANALYTICS_ID_KEY } from '../../../../src/contract/analytics.js';

export function guestAnalyticsId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const existing = storage?.getItem(GUEST_ANALYTICS_ID_KEY);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const created = crypto.randomUUID();
  storage?.setItem(GUEST_ANALYTICS_ID_KEY, created);
  return created;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
