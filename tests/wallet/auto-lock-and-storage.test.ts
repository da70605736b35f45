import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTO_LOCK_ALARM } from '../../src/wallet/auto-lock';
import { ProviderEventEmitter } from '../../src/wallet/event-emitter';
import { defineStorageItem, StorageCorruptError } from '../../src/wallet/storage-item';
import { memoryArea } from './memory-storage';
import { readyFixture } from './wallet-fixture';

describe('auto-lock', () => {
  it('schedules an alarm at last activity + the configured minutes and locks when it is due', async () => {
    let now = 1_000_000;
    const fixture = await readyFixture({ now: () => now });
    await fixture.controller.handleMessage('preferences:set-auto-lock', { minutes: 5 });
    expect(fixture.alarms.get(AUTO_LOCK_ALARM)).toBe(1_000_000 + 5 * 60_000);
    now += 4 * 60_000;
    expect(await fixture.controller.autoLock.check()).toBe(false);
    now += 2 * 60_000;
    now += 6 * 60_000;
    expect(await fixture.controller.autoLock.check()).toBe(true);
    expect((await fixture.controller.vault.status()).unlocked).toBe(false);
    expect(fixture.alarms.has(AUTO_LOCK_ALARM)).toBe(false);
  });

  it('locks at worker start-up when the idle time passed while the worker was stopped', async () => {
    let now = 0;
    const fixture = await readyFixture({ now: () => now });
    now = 16 * 60_000; // default 15 minutes
    await fixture.controller.startup();
    expect((await fixture.controller.vault.status()).unlocked).toBe(false);
  });
});

describe('versioned storage items', () => {
  const schema = z.object({ n: z.number() });

  it('reads values written with its version and falls back or throws on anything else', async () => {
    const area = memoryArea();
    const lenient = defineStorageItem(area, {
      key: 'k',
      version: 2,
      schema,
      fallback: () => ({ n: 0 }),
      onInvalid: 'fallback',
    });
    const strict = defineStorageItem(area, {
      key: 'k',
      version: 2,
      schema,
      fallback: () => ({ n: 0 }),
      onInvalid: 'throw',
    });
    expect(await lenient.load()).toEqual({ n: 0 });
    await lenient.save({ n: 5 });
    expect(area.dump().k).toEqual({ v: 2, value: { n: 5 } });
    expect(await strict.load()).toEqual({ n: 5 });
    area.poke('k', { v: 1, value: { n: 5 } });
    expect(await lenient.load()).toEqual({ n: 0 });
    await expect(strict.load()).rejects.toBeInstanceOf(StorageCorruptError);
    area.poke('k', { v: 2, value: { n: 'five' } });
    await expect(strict.load()).rejects.toBeInstanceOf(StorageCorruptError);
  });
});

describe('provider event emitter', () => {
  it('supports on/off/once/addListener/removeListener/prependListener/prependOnceListener', () => {
    const emitter = new ProviderEventEmitter();
    const calls: string[] = [];
    const a = () => calls.push('a');
    const b = () => calls.push('b');
    emitter
      .on('accountChanged', a)
      .addListener('accountChanged', b)
      .prependListener('accountChanged', () => calls.push('first'));
    emitter
      .once('accountChanged', () => calls.push('once'))
      .prependOnceListener('accountChanged', () => calls.push('prepended-once'));
    emitter.emit('accountChanged');
    emitter.off('accountChanged', a).removeListener('accountChanged', b);
    emitter.emit('accountChanged');
    expect(calls).toEqual(['prepended-once', 'first', 'a', 'b', 'once', 'first']);
    expect(emitter.listenerCount('accountChanged')).toBe(1);
  });
});
