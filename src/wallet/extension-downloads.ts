// Where an Arena server offers each build of Arena Wallet. Shared by the server's download routes and the
// web app's "Get the extension", so the two cannot disagree. The Firefox add-on is an .xpi (a zip Firefox
// recognises as an add-on), the Chromium build a zip to unpack and "Load unpacked".
export type ExtensionBrowser = 'chrome' | 'firefox';

export const EXTENSION_DOWNLOADS: Record<ExtensionBrowser, { path: string; fileName: string }> = {
  chrome: { path: '/downloads/arena-wallet-chrome.zip', fileName: 'arena-wallet-chrome.zip' },
  firefox: { path: '/downloads/arena-wallet-firefox.xpi', fileName: 'arena-wallet-firefox.xpi' },
};
