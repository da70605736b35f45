import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentRelay } from '../src/wallet/content-relay';
import { PROVIDER_PAGE_MATCHES } from '../src/wallet/provider-page-matches';

// Isolated world: relays the page's provider frames to the background.
export default defineContentScript({
  matches: PROVIDER_PAGE_MATCHES,
  runAt: 'document_start',
  main() {
    startContentRelay(window, (name) => browser.runtime.connect({ name }));
  },
});
