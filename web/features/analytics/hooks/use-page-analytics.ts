// Sends a page view on every route change and scroll depth at 25/50/75/100 % once per page view.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sendAnalyticsEvents } from '../api/send-analytics-events.js';
import { newlyReachedThresholds, scrolledPercent } from './scroll-depth.js';

export function usePageAnalytics(send: typeof sendAnalyticsEvents = sendAnalyticsEvents): void {
  const { pathname } = useLocation();

  useEffect(() => {
    void send([{ name: 'page_view', path: pathname, occurredAt: new Date().toISOString() }]);
    const sent = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const percent = scrolledPercent(window.scrollY, window.innerHeight, doc.scrollHeight);
      const reached = newlyReachedThresholds(percent, sent);
      if (reached.length === 0) return;
      for (const threshold of reached) sent.add(threshold);
      void send(
        reached.map((threshold) => ({
          name: 'scroll_depth' as const,
          path: pathname,
          properties: { percent: threshold },
          occurredAt: new Date().toISOString(),
        })),
      );
    };
    // Throttled to one measurement per frame; scroll events fire far more often.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [pathname, send]);
}
