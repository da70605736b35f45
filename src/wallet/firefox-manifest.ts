// What the Firefox build's manifest adds to the shared one.
//
// - A fixed add-on id: Firefox keys an add-on's storage (the encrypted vault) by its id, so a build without
//   one gets a random id on every temporary install and loses the wallet; it is also the id Firefox signs.
// - strict_min_version 128: the provider is a content script in the page's MAIN world, which Firefox runs
//   from 128 on (earlier versions ignore `world` and would run it isolated, where `window.ultra` is
//   invisible to the page). Older Firefoxes refuse the install instead of installing a wallet no page sees.
//   Debian's firefox-esr is 140 or 153. storage.session (Firefox 115) is covered by the same floor.
// - content_security_policy: Firefox's default for MV3 extension pages adds `upgrade-insecure-requests`,
//   which turns the background's http:// fetches into https:// ones, so a plain-http Arena on a LAN host
//   (which the server's download adds to the host permissions) was unreachable (measured: NetworkError),
//   while loopback was spared. The wallet decides itself which nodes may be plain http (network-rules.ts),
//   as it does in Chromium, whose default has no such directive.
// - data_collection_permissions: Firefox 140+ asks add-ons to declare what they collect; the wallet sends
//   nothing to its authors (it talks only to the chain node the user picks).
export const FIREFOX_ADDON_ID = 'arena-wallet@arena.gg';
export const FIREFOX_MIN_VERSION = '128.0';

export const firefoxSettings = {
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'self';" },
  browser_specific_settings: {
    gecko: {
      id: FIREFOX_ADDON_ID,
      strict_min_version: FIREFOX_MIN_VERSION,
      data_collection_permissions: { required: ['none'] },
    },
  },
};
