// Scrolls to a place on a page that is still loading (issue 26 §5.6): the tab's content arrives after the scroll
// (a lazy panel, its data, images above), and a page too short yet cannot scroll that far, so the place is
// scrolled to again each time the page grows, until the visitor scrolls or types themselves, or a few seconds pass.
// Returns the clean-up for an effect.
const SETTLE_MS = 3000;

export function keepInView(element: HTMLElement | null): () => void {
  if (!element) return () => undefined;
  const scroll = () => element.scrollIntoView?.({ block: 'start' });
  scroll();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(scroll);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const kind of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(kind, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const kind of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(kind, stop, { passive: true });
  return stop;
}
