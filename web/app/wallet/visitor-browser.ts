// Which Arena Wallet build suits the visitor's browser. Firefox (and its forks that keep "Firefox/" in the
// user agent) takes the .xpi; every other browser that can install it is Chromium-based (Chrome, Edge,
// Brave, Opera, Vivaldi) and takes the zip. Chromium exposes no engine name to read instead: the UA is it.
import type { ExtensionBrowser } from '../../../src/wallet/extension-downloads.js';

export function visitorBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): ExtensionBrowser {
  return /\bFirefox\/\d/.test(userAgent) ? 'firefox' : 'chrome';
}
