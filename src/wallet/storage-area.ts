// The two storage areas the wallet depends on. In the extension they are chrome.storage.local
// (persistent, never holds secrets) and chrome.storage.session (memory-only, cleared when the browser
// quits, holds unlocked key material). Tests pass an in-memory implementation of the same interface.

export interface StorageArea {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface WalletStorage {
  local: StorageArea;
  session: StorageArea;
}

/** Minimal shape of chrome.storage.StorageArea that the adapter uses. */
interface ChromeStorageAreaLike {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

export function chromeStorageArea(area: ChromeStorageAreaLike): StorageArea {
  return {
    async get(key) {
      const items = await area.get(key);
      return items[key];
    },
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
  };
}
