// Links people enter (terms of use, partner websites, banner targets) become `href`s on other people's
// pages: only absolute http(s) addresses are accepted, so `javascript:` or `data:` can never be stored or
// rendered as a link.
import { z } from 'zod';

export const WEB_LINK_MAX = 2048;

/** An absolute http(s) URL; anything else is refused as "Invalid link". */
export const WebLinkSchema = z.url({ protocol: /^https?$/, normalize: false }).max(WEB_LINK_MAX);

/** True when `value` is an absolute http(s) URL with a host. */
export function isWebLink(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length > WEB_LINK_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The value as an `href` when it is a web link, else undefined (show it as text, not as a link). */
export function safeHref(value: string | null | undefined): string | undefined {
  return isWebLink(value) ? value : undefined;
}
