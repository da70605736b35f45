// Which senders may talk to the provider. The origin always comes from the browser (port sender),
// never from the page's message body, so a page cannot speak for another origin.

/** Returns the canonical origin for http(s) pages, or null for anything else (file:, data:, opaque). */
export function providerOrigin(senderOrigin: string | undefined, senderUrl?: string): string | null {
  const candidate = senderOrigin && senderOrigin !== 'null' ? senderOrigin : senderUrl;
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin;
}
