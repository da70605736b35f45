// `window.ultra` as pages see it (runs in the page's MAIN world): every method posts a request to the
// content script and settles with the wallet's JSend envelope; rejections are plain objects.
import { ProviderEventEmitter } from './event-emitter';
import { PAGE_CHANNEL, isWalletToPage, type PageFrame, type PageToWalletMessage } from './page-channel';
import { PROVIDER_EVENTS } from './provider-methods';
import type { ProviderResponse, ProviderSuccess } from './provider-error';

interface PendingCall {
  resolve: (value: ProviderSuccess) => void;
  reject: (reason: unknown) => void;
}

export class UltraProvider extends ProviderEventEmitter {
  readonly isArenaWallet = true;
  #nextId = 1;
  #pending = new Map<number, PendingCall>();
  #subscribed = false;
  #target: Window;

  constructor(target: Window) {
    super();
    this.#target = target;
    target.addEventListener('message', (event) => {
      if (event.source !== target || !isWalletToPage(event.data)) return;
      const frame = event.data.frame;
      if (frame.type === 'response') this.#settle(frame.id, frame.response);
      else if (frame.type === 'event' && (PROVIDER_EVENTS as readonly string[]).includes(frame.event))
        this.emit(frame.event, frame.payload);
    });
  }

  connect(options?: { onlyIfTrusted?: boolean; referralCode?: string; nonce?: string }) {
    return this.#request('connect', [options]);
  }
  disconnect() {
    return this.#request('disconnect', []);
  }
  getChainId() {
    return this.#request('getChainId', []);
  }
  signTransaction(tx: unknown, options?: { signOnly?: boolean }) {
    return this.#request('signTransaction', [tx, options]);
  }
  signMessage(message: string) {
    return this.#request('signMessage', [message]);
  }
  purchaseItem(itemType: string, itemId: unknown) {
    return this.#request('purchaseItem', [itemType, itemId]);
  }
  getAccounts() {
    return this.#request('getAccounts', []);
  }
  getSelectedAccount() {
    return this.#request('getSelectedAccount', []);
  }
  getAvailableAuthorizations() {
    return this.#request('getAvailableAuthorizations', []);
  }
  getNetwork() {
    return this.#request('getNetwork', []);
  }
  getNetworks() {
    return this.#request('getNetworks', []);
  }
  switchNetwork(chainId: string) {
    return this.#request('switchNetwork', [chainId]);
  }

  /** Events need a live connection to the background; the first listener opens it. */
  protected override onListenerAdded(): void {
    if (this.#subscribed) return;
    this.#subscribed = true;
    this.#post({ type: 'subscribe' });
  }

  #request(method: string, params: unknown[]): Promise<ProviderSuccess> {
    const id = this.#nextId++;
    // JSON round trip: drops functions and undefined so the frame is structured-clone safe.
    let safeParams: unknown;
    try {
      safeParams = JSON.parse(
        JSON.stringify(params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '[]',
      );
    } catch {
      return Promise.reject({ status: 'fail', code: -32600, message: 'Invalid request.' });
    }
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#post({ type: 'request', id, method, params: safeParams });
    });
  }

  #settle(id: number, response: ProviderResponse): void {
    const call = this.#pending.get(id);
    if (!call) return;
    this.#pending.delete(id);
    if (response.status === 'success') call.resolve({ status: 'success', data: response.data });
    else call.reject({ ...response });
  }

  #post(frame: PageFrame): void {
    const message: PageToWalletMessage = { channel: PAGE_CHANNEL, to: 'wallet', frame };
    const origin = this.#target.location.origin;
    this.#target.postMessage(message, origin === 'null' ? '*' : origin);
  }
}

/** Defines `window.ultra` unless another wallet already did (dApps then keep using that one). */
export function installUltraProvider(target: Window & { ultra?: unknown }): void {
  if ('ultra' in target) return;
  const provider = new UltraProvider(target);
  Object.defineProperty(target, 'ultra', { value: provider, configurable: true, enumerable: true, writable: false });
  target.dispatchEvent(new Event('ultra#initialized'));
}
