// Which scroll-depth thresholds (25/50/75/100 %, SPEC §9) a position newly reaches. Pure.
import { SCROLL_DEPTH_THRESHOLDS } from '../../../../src/contract/analytics.js';

export function scrolledPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  // A page shorter than the window is fully seen.
  if (documentHeight <= viewportHeight) return 100;
  return Math.min(100, Math.max(0, ((scrollTop + viewportHeight) / documentHeight) * 100));
}

export function newlyReachedThresholds(percent: number, alreadySent: ReadonlySet<number>): number[] {
  return SCROLL_DEPTH_THRESHOLDS.filter((threshold) => percent >= threshold && !alreadySent.has(threshold));
}
