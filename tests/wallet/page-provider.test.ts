// window.ultra and the content-script relay, wired to a real WalletController through fake window and
// port objects: the full page → background → page loop without a browser.
import { describe, expect, it, vi } from 'vitest';
import { recoverMessageSigner } from '../../src/chain';
import { startContentRelay, type RelayPort } from '../../src/wallet/content-relay';
import type { PortToPage, PortToWallet } from '../../src/wallet/message-protocol';
import { UltraProvider, installUltraProvider } from '../../src/wallet/ultra-provider';
import { readyFixture } from './wallet-fixture';

const PAGE_ORIGIN = 'https://dapp.example';

/** Enough of Window for the provider and the relay: postMessage delivers a message event to itself. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & {
    location: { origin: string };
    postMessage(data: unknown, origin: string): void;
    ultra?: unknown;
  };
  target.location = { origin: PAGE_ORIGIN };
  target.postMessage = (data: unknown, origin: string) => {
    if (origin !== PAGE_ORIGIN && origin !== '*') throw new Error('wrong target origin');
    setTimeout(() => {
      const event = new Event('message');
      Object.assign(event, { data: structuredClone(data), source: target });
      target.dispatchEvent(event);
    }, 0);
  };
  return target;
}

async function pageWithWallet() {
  const fixture = await readyFixture();
  const win = fakeWindow();
  const ports: { disconnect(): void }[] = [];
  const connect = (): RelayPort => {
    const messageListeners: ((frame: PortToPage) => void)[] = [];
    const disconnectListeners: (() => void)[] = [];
    const pagePort = {
      origin: PAGE_ORIGIN,
      post: (frame: PortToPage) => setTimeout(() => messageListeners.forEach((l) => l(structuredClone(frame))), 0),
    };
    fixture.controller.events.add(pagePort);
    ports.push({
      disconnect: () => {
        fixture.controller.events.remove(pagePort);
        disconnectListeners.forEach((l) => l());
      },
    });
    return {
      postMessage(frame: PortToWallet) {
        if (frame.type !== 'request') return;
        void fixture.controller.provider
          .handle(PAGE_ORIGIN, frame.method, frame.params)
          .then((response) => pagePort.post({ type: 'response', id: frame.id, response }));
      },
      onMessage: { addListener: (l) => void messageListeners.push(l) },
      onDisconnect: { addListener: (l) => void disconnectListeners.push(l) },
    };
  };
  startContentRelay(win as unknown as Window, connect);
  installUltraProvider(win as unknown as Window & { ultra?: unknown });
  return { ...fixture, ultra: win.ultra as UltraProvider, ports, win };
}

describe('window.ultra through the content relay', () => {
  it('resolves { status: "success", data } and rejects with plain JSend objects', async () => {
    const { ultra, publicKey } = await pageWithWallet();
    const connected = await ultra.connect();
    expect(connected).toMatchObject({ status: 'success', data: { blockchainid: 'player1' } });
    const signed = (await ultra.signMessage('message:hi')) as { data: { signature: string } };
    expect(recoverMessageSigner('message:hi', signed.data.signature)).toBe(publicKey);
    const failure = await ultra.signMessage('no prefix').catch((reason: unknown) => reason);
    expect(failure).toEqual({ status: 'fail', code: -32000, message: expect.any(String) });
    expect(failure instanceof Error).toBe(false);
  });

  it('delivers events to listeners registered with on/once', async () => {
    const fixture = await pageWithWallet();
    await fixture.ultra.connect();
    const once: unknown[] = [];
    const every: unknown[] = [];
    fixture.ultra.once('accountChanged', (payload) => once.push(payload));
    fixture.ultra.on('accountChanged', (payload) => every.push(payload));
    await fixture.controller.handleMessage('account:set', {
      publicKey: fixture.publicKey,
      accountName: 'player2',
      permission: 'active',
    });
    await fixture.controller.handleMessage('account:select', { accountName: 'player2', permission: 'active' });
    await fixture.controller.handleMessage('account:select', { accountName: 'player1', permission: 'active' });
    // Events cross the relay by timers: wait for both to reach the `on` listener (a fixed sleep lost the race on a
    // loaded CI machine), and by then the `once` listener has had its one.
    const selected = (accountName: string) =>
      expect.objectContaining({ selected: expect.objectContaining({ accountName }) });
    await vi.waitFor(() => expect(every).toEqual([selected('player2'), selected('player1')]));
    expect(once).toEqual([selected('player2')]);
  });

  it('answers requests in flight with -32603 when the background port goes away', async () => {
    const fixture = await pageWithWallet();
    await fixture.ultra.connect();
    fixture.user('wait');
    const windowsBefore = fixture.opened.length;
    const pending = fixture.ultra.signMessage('message:waiting').catch((reason: unknown) => reason);
    // In flight: the request has crossed the relay and waits in an approval window of its own.
    await vi.waitFor(() => expect(fixture.opened).toHaveLength(windowsBefore + 1));
    fixture.ports.forEach((p) => p.disconnect());
    expect(await pending).toMatchObject({ status: 'error', code: -32603 });
    fixture.controller.queue.rejectAll('cleanup');
  });

  it('ignores look-alike frames that do not come from the page itself', async () => {
    const fixture = await pageWithWallet();
    const event = new Event('message');
    Object.assign(event, {
      data: {
        channel: 'arena-wallet/ultra-provider',
        to: 'wallet',
        frame: { type: 'request', id: 99, method: 'connect', params: [] },
      },
      source: {},
    });
    fixture.win.dispatchEvent(event);
    await new Promise((r) => setTimeout(r, 10));
    expect(fixture.opened).toHaveLength(0);
  });

  it('does not replace a window.ultra another wallet defined', () => {
    const win = fakeWindow();
    win.ultra = 'other wallet';
    installUltraProvider(win as unknown as Window & { ultra?: unknown });
    expect(win.ultra).toBe('other wallet');
  });
});
