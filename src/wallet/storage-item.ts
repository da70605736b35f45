// A versioned value in one storage area, always read back through its zod schema. Memory is only a
// cache: the service worker can die between any two awaits, so every read goes to storage.
import type { z } from 'zod';
import type { StorageArea } from './storage-area';

export class StorageCorruptError extends Error {
  constructor(readonly key: string) {
    super(`Stored item "${key}" is unreadable`);
    this.name = 'StorageCorruptError';
  }
}

export interface StorageItem<T> {
  readonly key: string;
  load(): Promise<T>;
  save(value: T): Promise<void>;
  clear(): Promise<void>;
}

export interface StorageItemOptions<S extends z.ZodType> {
  key: string;
  version: number;
  schema: S;
  fallback: () => z.output<S>;
  /** 'fallback' for preferences; 'throw' where silently resetting would lose data (the vault). */
  onInvalid: 'fallback' | 'throw';
}

export function defineStorageItem<S extends z.ZodType>(
  area: StorageArea,
  options: StorageItemOptions<S>,
): StorageItem<z.output<S>> {
  const { key, version, schema, fallback, onInvalid } = options;
  return {
    key,
    async load() {
      const raw = await area.get(key);
      if (raw === undefined || raw === null) return fallback();
      const envelope = raw as { v?: unknown; value?: unknown };
      const parsed = envelope.v === version ? schema.safeParse(envelope.value) : undefined;
      if (parsed?.success) return parsed.data;
      if (onInvalid === 'throw') throw new StorageCorruptError(key);
      return fallback();
    },
    async save(value) {
      await area.set(key, { v: version, value: schema.parse(value) });
    },
    async clear() {
      await area.remove(key);
    },
  };
}
