import { describe, expect, it } from 'vitest';
import { loadPage, PAGE_RELOAD_KEY, type ReloadDeps } from '../../web/app/routing/load-page.js';

function browser(now: number) {
  const stored = new Map<string, string>();
  const state = { now, reloads: 0 };
  const deps: ReloadDeps = {
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    now: () => state.now,
    reload: () => void state.reloads++,
  };
  return { deps, state, stored };
}

const Page = () => null;
const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loading a page chunk', () => {
  it('gives React.lazy the page component', async () => {
    const { deps, state } = browser(1_000);
    const lazy = loadPage(
      async () => ({ Page }),
      (module) => module.Page,
      () => deps,
    );
    expect(await lazy()).toEqual({ default: Page });
    expect(state.reloads).toBe(0);
  });

  it('reloads once when the chunk is gone (a release since the tab opened), then shows the error', async () => {
    const { deps, state, stored } = browser(1_000_000);
    const lazy = loadPage(
      gone,
      () => Page,
      () => deps,
    );
    await expect(lazy()).resolves.toHaveProperty('default');
    expect(state.reloads).toBe(1);
    expect(stored.get(PAGE_RELOAD_KEY)).toBe('1000000');
    // Still failing right after the reload: the server is down, not a release; no reload loop.
    state.now += 5_000;
    await expect(lazy()).rejects.toThrow(/dynamically imported module/);
    expect(state.reloads).toBe(1);
    // A later release is handled again.
    state.now += 60_000;
    await expect(lazy()).resolves.toHaveProperty('default');
    expect(state.reloads).toBe(2);
  });
});
