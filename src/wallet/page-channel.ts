// window.postMessage frames between the in-page provider (MAIN world) and the content script. The page
// can forge these; the content script only relays them, and the background trusts nothing in them
// except the method and params (the origin comes from the browser).
import type { PortToPage, PortToWallet } from './message-protocol';

export const PAGE_CHANNEL = 'arena-wallet/ultra-provider';

export type PageFrame = PortToWallet | { type: 'subscribe' };

export interface PageToWalletMessage {
  channel: typeof PAGE_CHANNEL;
  to: 'wallet';
  frame: PageFrame;
}

export interface WalletToPageMessage {
  channel: typeof PAGE_CHANNEL;
  to: 'page';
  frame: PortToPage;
}

export function isPageToWallet(value: unknown): value is PageToWalletMessage {
  const m = value as Partial<PageToWalletMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.channel === PAGE_CHANNEL &&
    m.to === 'wallet' &&
    typeof m.frame === 'object' &&
    m.frame !== null
  );
}

export function isWalletToPage(value: unknown): value is WalletToPageMessage {
  const m = value as Partial<WalletToPageMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.channel === PAGE_CHANNEL &&
    m.to === 'page' &&
    typeof m.frame === 'object' &&
    m.frame !== null
  );
}
