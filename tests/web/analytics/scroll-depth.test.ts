import { describe, expect, it } from 'vitest';
import { newlyReachedThresholds, scrolledPercent } from '../../../web/features/analytics/hooks/scroll-depth.js';
import { guestAnalyticsId } from '../../../web/features/analytics/api/guest-analytics-id.js';

describe('scroll depth', () => {
  it('measures how much of the page has been seen', () => {
    expect(scrolledPercent(0, 500, 2000)).toBe(25);
    expect(scrolledPercent(500, 500, 2000)).toBe(50);
    expect(scrolledPercent(1500, 500, 2000)).toBe(100);
    expect(scrolledPercent(0, 800, 600)).toBe(100);
  });

  it('reports each of 25/50/75/100 once, including thresholds jumped over', () => {
    const sent = new Set<number>();
    expect(newlyReachedThresholds(20, sent)).toEqual([]);
    expect(newlyReachedThresholds(60, sent)).toEqual([25, 50]);
    sent.add(25).add(50);
    expect(newlyReachedThresholds(60, sent)).toEqual([]);
    expect(newlyReachedThresholds(100, sent)).toEqual([75, 100]);
  });

  it('keeps one guest analytics id per browser', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = guestAnalyticsId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestAnalyticsId(storage)).toBe(first);
    expect(store.get('analyticsGuestId')).toBe(first);
  });
});
