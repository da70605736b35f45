// The server's clock as the web app knows it: every API answer carries the server's instant (SERVER_NOW_HEADER),
// and window rules (may I register, check in, withdraw now?) are decided by that time rather than by the
// visitor's clock, which may be minutes off.
let offsetMs = 0;

/** Called with each API answer's server instant; the request's own latency is small beside the windows. */
export function noteServerNow(serverNowMs: number, receivedAtMs = Date.now()): void {
  if (Number.isFinite(serverNowMs)) offsetMs = serverNowMs - receivedAtMs;
}

/** The server's current instant, as far as the last answer tells. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
