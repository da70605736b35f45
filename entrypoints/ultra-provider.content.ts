import { defineContentScript } from 'wxt/utils/define-content-script';
import { installUltraProvider } from '../src/wallet/ultra-provider';
import { PROVIDER_PAGE_MATCHES } from '../src/wallet/provider-page-matches';

// MAIN world at document_start: `window.ultra` exists before the page's own scripts run.
export default defineContentScript({
  matches: PROVIDER_PAGE_MATCHES,
  runAt: 'document_start',
  world: 'MAIN',
  main() {
    installUltraProvider(window);
  },
});
