// When the organizer may skip the rest of a round (issue 11 §4): once a share of its window has been played, until
// it ends. One rule for the server that refuses outside it and the page that says when it is.
import type { Instant } from './types.js';

/** A round may be skipped once this share of its window has been played. */
export const SKIP_MINIMUM_SHARE = 0.5;

export function roundSkipWindow(round: { start: Instant; end: Instant }): { start: Instant; end: Instant } {
  return { start: round.start + (round.end - round.start) * SKIP_MINIMUM_SHARE, end: round.end };
}
