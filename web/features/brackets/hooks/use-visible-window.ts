// The part of a zoomed picture a scroll container shows, in the picture's own coordinates, rounded out to
// bands of half a viewport: scrolling re-renders only when a band boundary is crossed, and what is drawn
// always reaches at least half a screen beyond the edges, so fast scrolling never shows holes.
import { useEffect, useState, type RefObject } from 'react';
import type { Rect } from '../components/bracket-geometry.js';

function banded(element: HTMLElement, zoom: number): Rect {
  const width = element.clientWidth / zoom;
  const height = element.clientHeight / zoom;
  const bandX = Math.max(200, width / 2);
  const bandY = Math.max(200, height / 2);
  const left = element.scrollLeft / zoom;
  const top = element.scrollTop / zoom;
  const x = Math.floor(left / bandX) * bandX - bandX;
  const y = Math.floor(top / bandY) * bandY - bandY;
  const right = Math.ceil((left + width) / bandX) * bandX + bandX;
  const bottom = Math.ceil((top + height) / bandY) * bandY + bandY;
  return { x, y, width: right - x, height: bottom - y };
}

const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** `fallback` is used before the container is measured (and where it has no size, as in jsdom). */
export function useVisibleWindow(containerRef: RefObject<HTMLElement | null>, zoom: number, fallback: Rect): Rect {
  const [window_, setWindow] = useState<Rect>(fallback);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      const next = banded(element, zoom);
      setWindow((previous) => (same(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      resize?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [containerRef, zoom]);
  return window_;
}
