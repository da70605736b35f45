// Wires the wallet controller to the browser: storage areas, approval windows, alarms, runtime
// messages from the wallet's own pages, and provider ports from content scripts. Every listener is
// registered synchronously, because a woken service worker only delivers events to listeners that
// exist when its script first runs.
import { browser } from 'wxt/browser';
import { chainKeyTools, createChainAccess } from './chain-access';
import type { RequestSource } from './approval-queue';
import { AUTO_LOCK_ALARM } from './auto-lock';
import type { PagePort } from './event-hub';
import {
  isMessageEnvelope,
  PROVIDER_PORT_NAME,
  type MessageReply,
  type PortToPage,
  type PortToWallet,
} from './message-protocol';
import { providerOrigin } from './origin-check';
import { PACKAGED_CONFIG_FILE, parsePackagedConfig, type PackagedConfig } from './packaged-config';
import { chromeStorageArea } from './storage-area';
import { WalletController } from './wallet-controller';

export const DEFAULT_ARENA_CHAIN_URL = 'http://localhost:3000/v1/chain';

function arenaChainUrl(): string {
  const fromBuild = (import.meta as { env?: Record<string, string | undefined> }).env?.WXT_ARENA_CHAIN_URL;
  return fromBuild && fromBuild.trim() !== '' ? fromBuild : DEFAULT_ARENA_CHAIN_URL;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** The configuration the Arena server wrote into the zip it served (see packaged-config.ts). */
async function readPackagedConfig(): Promise<PackagedConfig | null> {
  const response = await fetch(extensionUrl(`/${PACKAGED_CONFIG_FILE}`));
  return response.ok ? parsePackagedConfig(await response.json()) : null;
}

// The typed getURL comes from WXT's generated .wxt/types, which the root tsconfig does not include.
function extensionUrl(path: string): string {
  return (browser.runtime as unknown as { getURL(path: string): string }).getURL(path);
}

/** Only the wallet's own pages (popup, approval) may use the internal protocol, never content scripts. */
function isOwnPage(sender: { id?: string; url?: string; tab?: unknown }): boolean {
  const base = extensionUrl('/');
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(base);
}

export function startBackground(): WalletController {
  const controller = new WalletController({
    storage: {
      local: chromeStorageArea(browser.storage.local),
      session: chromeStorageArea(browser.storage.session),
    },
    keys: chainKeyTools,
    chain: createChainAccess(),
    windows: {
      async open(requestId) {
        const created = await browser.windows.create({
          url: extensionUrl(`/approval.html?id=${encodeURIComponent(requestId)}`),
          type: 'popup',
          width: 400,
          height: 640,
          focused: true,
        });
        return created?.id ?? null;
      },
      async close(windowId) {
        await browser.windows.remove(windowId);
      },
    },
    alarms: {
      async schedule(name, when) {
        await browser.alarms.create(name, { when });
      },
      async clear(name) {
        await browser.alarms.clear(name);
      },
    },
    fetchJson,
    defaultArenaNodeUrl: arenaChainUrl(),
    packagedConfig: readPackagedConfig,
  });

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: MessageReply) => void) => {
    if (!isMessageEnvelope(message) || !isOwnPage(sender)) return false;
    controller
      .handleMessage(message.name, message.params as never)
      .then((result) => sendResponse({ ok: true, result }))
      // Error texts are the wallet's own (wrong password, invalid URL...), never key material.
      .catch((error: unknown) =>
        sendResponse({ ok: false, error: error instanceof Error ? error.message : 'Unexpected error' }),
      );
    return true;
  });

  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PROVIDER_PORT_NAME) return;
    const origin = providerOrigin(port.sender?.origin, port.sender?.url);
    if (!origin || !port.sender?.tab) {
      port.disconnect();
      return;
    }
    const pagePort: PagePort = { origin, post: (frame: PortToPage) => port.postMessage(frame) };
    // One port per page document: it disconnects when the page reloads, navigates to another document or
    // closes (not on in-page history changes of a single-page app), which is when its requests go stale.
    const source: RequestSource = { port: crypto.randomUUID(), tabId: port.sender.tab.id ?? -1 };
    controller.events.add(pagePort);
    port.onDisconnect.addListener(() => {
      controller.events.remove(pagePort);
      controller.queue.dropSource(source.port);
    });
    port.onMessage.addListener((frame: PortToWallet) => {
      if (frame?.type !== 'request' || typeof frame.id !== 'number') return;
      void controller.provider.handle(origin, frame.method, frame.params, source).then((response) => {
        try {
          port.postMessage({ type: 'response', id: frame.id, response } satisfies PortToPage);
        } catch {
          // the tab closed while the request ran
        }
      });
    });
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === AUTO_LOCK_ALARM) void controller.autoLock.check();
  });

  browser.windows.onRemoved.addListener((windowId) => controller.queue.windowClosed(windowId));
  // A closed tab also disconnects its ports; this covers a tab whose port was already gone (e.g. bfcache).
  browser.tabs.onRemoved.addListener((tabId) => controller.queue.dropTab(tabId));

  void controller.startup();
  return controller;
}
