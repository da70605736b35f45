// @vitest-environment jsdom
// The web app's view of the wallet, driven through the public provider API surface (window.ultra):
// silent reconnect when trusted, connect on request, and following the provider's events.
import { beforeEach, describe, expect, it } from 'vitest';
import type { UltraProvider } from '../../../web/app/wallet/ultra-window.js';

type Listener = (payload: unknown) => void;

/** A provider with the Ultra Wallet API's behaviour for trust: onlyIfTrusted rejects 4001 until approved. */
function providerWith(options: { trusted: boolean; approve: boolean }) {
  const listeners = new Map<string, Listener[]>();
  let trusted = options.trusted;
  const connectResult = (name: string) => ({
    status: 'success' as const,
    data: {
      blockchainid: name,
      publicKey: 'EOS6...',
      accounts: [],
      selectedAccount: { accountName: name, permissions: [{ name: 'active', publicKeys: ['PUB_K1_abc'] }] },
      network: { name: 'Arena', chainId: 'f'.repeat(64) },
    },
  });
  const provider = {
    async connect(args?: { onlyIfTrusted?: boolean }) {
      if (args?.onlyIfTrusted && !trusted)
        throw { status: 'error', code: 4001, message: 'The user rejected the request.' };
      if (!trusted && !options.approve)
        throw { status: 'error', code: 4001, message: 'The user rejected the request.' };
      trusted = true;
      return connectResult('player1');
    },
    async disconnect() {
      trusted = false;
      return { status: 'success' as const, data: true };
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off() {},
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
  return provider as unknown as UltraProvider & { emit(event: string, payload: unknown): void };
}

async function freshStore() {
  const { vi } = await import('vitest');
  vi.resetModules();
  return import('../../../web/features/wallet/hooks/wallet-connection-store.js');
}

describe('wallet connection store', () => {
  beforeEach(() => {
    delete (window as { ultra?: unknown }).ultra;
  });

  it('reports an absent wallet when no provider is injected', async () => {
    const store = await freshStore();
    await store.detectWallet();
    expect(store.walletConnectionStore.getState().status).toBe('absent');
  });

  it('stays disconnected on load for an untrusted site, then connects when the user approves', async () => {
    window.ultra = providerWith({ trusted: false, approve: true });
    const store = await freshStore();
    await store.detectWallet();
    expect(store.walletConnectionStore.getState().status).toBe('disconnected');
    expect(await store.connectWallet()).toBe(true);
    expect(store.walletConnectionStore.getState()).toMatchObject({
      status: 'connected',
      accountName: 'player1',
      chainId: 'f'.repeat(64),
    });
  });

  it('reconnects silently on load when the site is trusted', async () => {
    window.ultra = providerWith({ trusted: true, approve: false });
    const store = await freshStore();
    await store.detectWallet();
    expect(store.walletConnectionStore.getState()).toMatchObject({ status: 'connected', accountName: 'player1' });
  });

  it('explains a refusal in the wallet', async () => {
    window.ultra = providerWith({ trusted: false, approve: false });
    const store = await freshStore();
    await store.detectWallet();
    expect(await store.connectWallet()).toBe(false);
    expect(store.walletConnectionStore.getState()).toMatchObject({
      status: 'disconnected',
      error: 'You declined the request in the wallet.',
    });
  });

  it('follows account changes, network changes and disconnects', async () => {
    const provider = providerWith({ trusted: true, approve: true });
    window.ultra = provider;
    const store = await freshStore();
    await store.detectWallet();
    provider.emit('accountChanged', {
      accounts: [],
      selected: { accountName: 'player2', permission: 'active', publicKey: 'PUB_K1_def' },
    });
    expect(store.walletConnectionStore.getState()).toMatchObject({
      status: 'connected',
      accountName: 'player2',
      publicKey: 'PUB_K1_def',
    });
    provider.emit('networkChanged', { chainId: 'a'.repeat(64), name: 'Other', nodeUrl: 'https://x', accounts: [] });
    expect(store.walletConnectionStore.getState().chainId).toBe('a'.repeat(64));
    provider.emit('disconnect', {});
    expect(store.walletConnectionStore.getState()).toMatchObject({ status: 'disconnected', accountName: null });
  });
});
