// A place on the next page to scroll to, carried in the navigation state (the ending modal's "view the
// leaderboard" and "view all rewards" go to /tournaments/{id} this way). While a scroll target is in the
// state the ending modal stays away: the visitor came for that place.
export const SCROLL_TARGETS = ['leaderboard', 'rewards'] as const;
export type ScrollTarget = (typeof SCROLL_TARGETS)[number];

export interface ScrollTargetState {
  scrollTarget: ScrollTarget;
}

/** The scroll target in a location's state, if any. */
export function scrollTargetOf(state: unknown): ScrollTarget | null {
  const target = (state as Partial<ScrollTargetState> | null)?.scrollTarget;
  return SCROLL_TARGETS.includes(target as ScrollTarget) ? (target as ScrollTarget) : null;
}

/** The element id each target scrolls to on the tournament page. */
export const SCROLL_TARGET_IDS: Record<ScrollTarget, string> = {
  leaderboard: 'tournament-sections',
  rewards: 'tournament-rewards',
};
