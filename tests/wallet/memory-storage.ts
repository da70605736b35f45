// An in-memory implementation of the wallet's StorageArea interface (stands in for chrome.storage).
import type { StorageArea, WalletStorage } from '../../src/wallet/storage-area';

export type MemoryArea = StorageArea & { dump(): Record<string, unknown>; poke(key: string, value: unknown): void };

export function memoryArea(): MemoryArea {
  const data = new Map<string, unknown>();
  return {
    async get(key) {
      return data.has(key) ? structuredClone(data.get(key)) : undefined;
    },
    async set(key, value) {
      data.set(key, structuredClone(value));
    },
    async remove(key) {
      data.delete(key);
    },
    dump: () => Object.fromEntries([...data.entries()].map(([k, v]) => [k, structuredClone(v)])),
    poke: (key, value) => void data.set(key, value),
  };
}

export function memoryStorage(): WalletStorage & { local: MemoryArea; session: MemoryArea } {
  return { local: memoryArea(), session: memoryArea() };
}
