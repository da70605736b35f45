import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground(() => {
  // Wallet background is wired here once src/wallet lands.
});
