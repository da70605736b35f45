// Loads a route's page chunk. Pages are separate files named after their content hash, and a new build
// replaces them: a tab opened before a release still has the old route table and asks for files that are
// gone. Reloading fetches the new index.html (never cached) and so the new chunks; a reload at most once a
// minute, so a server that is really down shows the error page instead of reloading forever.
import { lazy, type ComponentType } from 'react';

export const PAGE_RELOAD_KEY = 'arena.page-chunk-reload';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Whether a failed page load should reload the document (and records that it did). */
export function reloadAfterFailedChunk(deps: ReloadDeps): boolean {
  const last = Number(deps.storage.getItem(PAGE_RELOAD_KEY) ?? 0);
  if (deps.now() - last < RELOAD_AT_MOST_EVERY_MS) return false;
  deps.storage.setItem(PAGE_RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}

const browserDeps = (): ReloadDeps => ({
  storage: sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Loads the page module's component, or reloads the document when the chunk is gone (React.lazy's shape). */
export function loadPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType, deps = browserDeps) {
  return async (): Promise<{ default: ComponentType }> => {
    try {
      return { default: pick(await importer()) };
    } catch (error) {
      // While the document reloads, render nothing rather than the error page.
      if (reloadAfterFailedChunk(deps())) return { default: () => null };
      throw error;
    }
  };
}

/** A route's page, loaded when the route first renders (the layouts hold the Suspense boundary). */
export const lazyPage = <M>(importer: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(loadPage(importer, pick));
