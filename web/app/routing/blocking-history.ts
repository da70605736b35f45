// The app's history (issue 16 §3: the declarative router, ~18 KB gzip lighter than the data router, which
// the app needs for `useBlocker` only). It asks the registered blockers before every navigation: a push or
// replace that a blocker refuses does not happen; a back/forward move it refuses is undone with go(-delta).
import { NavigationType, type UNSAFE_createBrowserHistory } from 'react-router-dom';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Location = AppHistory['location'];
type To = Parameters<AppHistory['push']>[0];
type Listener = Parameters<AppHistory['listen']>[0];

/** Says whether leaving `current` for `next` may go ahead (it may ask the user). */
export type NavigationBlocker = (transition: { current: Location; next: { pathname: string } }) => boolean;

export interface BlockingHistory extends AppHistory {
  /** Registers a blocker; returns its removal. */
  block(blocker: NavigationBlocker): () => void;
}

export function createBlockingHistory(history: AppHistory): BlockingHistory {
  const blockers = new Set<NavigationBlocker>();
  // The location the app shows: during a back/forward move, history.location is already the next one.
  let shown = history.location;
  let undoingPop = false;

  const allowed = (current: Location, next: { pathname: string }) =>
    [...blockers].every((blocker) => blocker({ current, next }));
  const pathnameOf = (to: To) =>
    typeof to === 'string' ? history.createURL(to).pathname : (to.pathname ?? history.location.pathname);

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (allowed(history.location, { pathname: pathnameOf(to) })) history.push(to, state);
    },
    replace(to, state) {
      if (allowed(history.location, { pathname: pathnameOf(to) })) history.replace(to, state);
    },
    listen(listener: Listener) {
      return history.listen((update) => {
        if (undoingPop) {
          undoingPop = false;
          return;
        }
        if (update.action === NavigationType.Pop && update.delta && !allowed(shown, update.location)) {
          undoingPop = true;
          history.go(-update.delta);
          return;
        }
        shown = update.location;
        listener(update);
      });
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
