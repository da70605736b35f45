// Zoom and pan for a native scroll container: buttons and keys zoom around the viewport centre, ctrl+wheel
// (and a trackpad pinch, which browsers send as ctrl+wheel) around the pointer, two fingers pinch on touch
// screens, and a mouse drags the picture. Panning stays native scrolling (smooth, snapping, keyboard).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { clamp, scrollForZoom, zoomAfterWheel } from '../components/bracket-geometry.js';

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 2;

interface PendingScroll {
  left: number;
  top: number;
}

export function useZoomPan(containerRef: RefObject<HTMLElement | null>, initialZoom = 1) {
  const [zoom, setZoomState] = useState(initialZoom);
  const zoomRef = useRef(zoom);
  const pending = useRef<PendingScroll | null>(null);

  const zoomTo = useCallback(
    (target: number, anchor?: { x: number; y: number }) => {
      const element = containerRef.current;
      const next = clamp(target, MIN_ZOOM, MAX_ZOOM);
      const current = zoomRef.current;
      if (!element || next === current) return;
      const point = anchor ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 };
      pending.current = scrollForZoom({ left: element.scrollLeft, top: element.scrollTop }, point, current, next);
      zoomRef.current = next;
      setZoomState(next);
    },
    [containerRef],
  );

  // The content has its new size once React committed: only then can the scroll offsets be applied.
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element || !pending.current) return;
    element.scrollLeft = pending.current.left;
    element.scrollTop = pending.current.top;
    pending.current = null;
  }, [zoom, containerRef]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const anchorOf = (clientX: number, clientY: number) => {
      const box = element.getBoundingClientRect();
      return { x: clientX - box.left, y: clientY - box.top };
    };

    // React's onWheel is passive: preventing the page zoom needs a listener of our own.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomTo(zoomAfterWheel(zoomRef.current, event.deltaY, MIN_ZOOM, MAX_ZOOM), anchorOf(event.clientX, event.clientY));
    };

    const pointers = new Map<number, { x: number; y: number }>();
    let drag: { x: number; y: number; left: number; top: number } | null = null;
    let pinch: { distance: number; zoom: number } | null = null;
    const distance = () => {
      const [a, b] = [...pointers.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        if (event.button !== 0 || (event.target as Element).closest('button, a, input, select')) return;
        drag = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
        element.setPointerCapture?.(event.pointerId);
        element.dataset.dragging = 'true';
        return;
      }
      if (event.pointerType !== 'touch') return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) pinch = { distance: distance(), zoom: zoomRef.current };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (drag && event.pointerType === 'mouse') {
        element.scrollLeft = drag.left - (event.clientX - drag.x);
        element.scrollTop = drag.top - (event.clientY - drag.y);
        return;
      }
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch && pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        zoomTo((pinch.zoom * distance()) / pinch.distance, anchorOf((a.x + b.x) / 2, (a.y + b.y) / 2));
      }
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        drag = null;
        delete element.dataset.dragging;
        return;
      }
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
    };

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerUp);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerUp);
    };
  }, [containerRef, zoomTo]);

  return { zoom, zoomTo };
}
