// The wallet connection as the web app sees it (client state, zustand): whether a provider is present, the
// connected account, and the chain it is on. It connects eagerly with onlyIfTrusted on load and follows the
// provider's accountChanged / networkChanged / disconnect events.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  getUltra,
  waitForUltra,
  walletRejectionText,
  type UltraConnectResult,
  type UltraProvider,
} from '../../../app/wallet/ultra-window.js';

export type WalletStatus = 'detecting' | 'absent' | 'disconnected' | 'connecting' | 'connected';

export interface WalletConnectionState {
  status: WalletStatus;
  accountName: string | null;
  publicKey: string | null;
  chainId: string | null;
  error: string | null;
}

export const walletConnectionStore = createStore<WalletConnectionState>(() => ({
  status: 'detecting',
  accountName: null,
  publicKey: null,
  chainId: null,
  error: null,
}));

function applyConnection(result: UltraConnectResult) {
  walletConnectionStore.setState({
    status: 'connected',
    accountName: result.blockchainid,
    publicKey: result.selectedAccount?.permissions[0]?.publicKeys[0] ?? result.publicKey,
    chainId: result.network?.chainId ?? null,
    error: null,
  });
}

const disconnected = () =>
  walletConnectionStore.setState({ status: 'disconnected', accountName: null, publicKey: null, chainId: null });

let subscribedTo: UltraProvider | null = null;

function follow(provider: UltraProvider) {
  if (subscribedTo === provider) return;
  subscribedTo = provider;
  provider.on('disconnect', disconnected);
  provider.on('accountChanged', (payload) => {
    const selected = (payload as { selected?: { accountName?: string; publicKey?: string } | null })?.selected;
    if (!selected?.accountName) return disconnected();
    walletConnectionStore.setState({
      status: 'connected',
      accountName: selected.accountName,
      publicKey: selected.publicKey ?? null,
    });
  });
  provider.on('networkChanged', (payload) => {
    walletConnectionStore.setState({ chainId: (payload as { chainId?: string })?.chainId ?? null });
  });
}

let detection: Promise<void> | null = null;

/** On page load: find the provider and reconnect silently if this site is already trusted (once per load). */
export function detectWallet(): Promise<void> {
  if (walletConnectionStore.getState().status === 'absent') detection = null; // "I installed it": look again
  detection ??= detectOnce();
  return detection;
}

async function detectOnce(): Promise<void> {
  const provider = await waitForUltra();
  if (!provider) {
    walletConnectionStore.setState({ status: 'absent' });
    return;
  }
  follow(provider);
  try {
    applyConnection((await provider.connect({ onlyIfTrusted: true })).data);
  } catch {
    disconnected();
  }
}

/** The user asked to connect: the wallet shows its approval window. */
export async function connectWallet(): Promise<boolean> {
  const provider = getUltra();
  if (!provider) {
    walletConnectionStore.setState({ status: 'absent' });
    return false;
  }
  follow(provider);
  walletConnectionStore.setState({ status: 'connecting', error: null });
  try {
    applyConnection((await provider.connect()).data);
    return true;
  } catch (error) {
    walletConnectionStore.setState({ status: 'disconnected', error: walletRejectionText(error) });
    return false;
  }
}

export async function disconnectWallet(): Promise<void> {
  await getUltra()
    ?.disconnect()
    .catch(() => undefined);
  disconnected();
}

export function useWalletConnection(): WalletConnectionState {
  return useStore(walletConnectionStore);
}
