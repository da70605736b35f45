// A fixed request window per client (an API key): how many requests it made in the window that is running and
// what the standard RateLimit headers say about it. Pure: the caller counts and passes `now`.

/** Per key, requests per window; the window is fixed and starts at the key's first request in it. */
export interface RateWindow {
  startedAt: number;
  count: number;
}

/** The RateLimit-* header values (draft-ietf-httpapi-ratelimit-headers: seconds to the window's end). */
export function rateLimitState(window: RateWindow, limit: number, windowMs: number, now: number) {
  const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
  return { limit, remaining: Math.max(0, limit - window.count), resetSeconds, exceeded: window.count > limit };
}
