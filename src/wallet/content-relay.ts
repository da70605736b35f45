// The content script's job: relay provider frames between the page (window.postMessage) and the
// background (one runtime port per frame). It adds nothing and decides nothing.
import { PROVIDER_PORT_NAME, type PortToPage, type PortToWallet } from './message-protocol';
import { PAGE_CHANNEL, isPageToWallet, type WalletToPageMessage } from './page-channel';
import { PROVIDER_ERRORS } from './provider-error';

/** The slice of chrome.runtime.Port the relay uses. */
export interface RelayPort {
  postMessage(frame: PortToWallet): void;
  onMessage: { addListener(listener: (frame: PortToPage) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

// Messages on a port keep an MV3 worker alive; ping while the page waits for an approval.
const KEEP_ALIVE_MS = 20_000;
const RECONNECT_DELAY_MS = 1_000;

export function startContentRelay(target: Window, connect: (name: string) => RelayPort): void {
  let port: RelayPort | null = null;
  let wantsEvents = false;
  const inFlight = new Set<number>();
  let keepAlive: ReturnType<typeof setInterval> | null = null;

  const toPage = (frame: PortToPage) => {
    const message: WalletToPageMessage = { channel: PAGE_CHANNEL, to: 'page', frame };
    const origin = target.location.origin;
    target.postMessage(message, origin === 'null' ? '*' : origin);
  };

  const updateKeepAlive = () => {
    if (inFlight.size > 0 && keepAlive === null) {
      keepAlive = setInterval(() => port?.postMessage({ type: 'ping' }), KEEP_ALIVE_MS);
    } else if (inFlight.size === 0 && keepAlive !== null) {
      clearInterval(keepAlive);
      keepAlive = null;
    }
  };

  const ensurePort = (): RelayPort => {
    if (port) return port;
    const opened = connect(PROVIDER_PORT_NAME);
    port = opened;
    opened.onMessage.addListener((frame) => {
      if (frame.type === 'response') {
        inFlight.delete(frame.id);
        updateKeepAlive();
      }
      toPage(frame);
    });
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = null;
      // The worker stopped mid-request: nothing will answer these any more.
      for (const id of inFlight) {
        const { code, message } = PROVIDER_ERRORS.internal;
        toPage({
          type: 'response',
          id,
          response: { status: 'error', code, message: `${message} The wallet restarted; please retry.` },
        });
      }
      inFlight.clear();
      updateKeepAlive();
      if (wantsEvents) setTimeout(() => ensurePortSafely(), RECONNECT_DELAY_MS);
    });
    return opened;
  };

  const ensurePortSafely = () => {
    try {
      ensurePort();
    } catch {
      port = null; // the extension was reloaded or removed; this content script is orphaned
    }
  };

  target.addEventListener('message', (event) => {
    if (event.source !== target || !isPageToWallet(event.data)) return;
    const frame = event.data.frame;
    if (frame.type === 'subscribe') {
      wantsEvents = true;
      ensurePortSafely();
      return;
    }
    if (frame.type !== 'request' || typeof frame.id !== 'number') return;
    try {
      ensurePort().postMessage({ type: 'request', id: frame.id, method: frame.method, params: frame.params });
      inFlight.add(frame.id);
      updateKeepAlive();
    } catch {
      const { code, message } = PROVIDER_ERRORS.disconnected;
      toPage({ type: 'response', id: frame.id, response: { status: 'error', code, message } });
    }
  });
}
