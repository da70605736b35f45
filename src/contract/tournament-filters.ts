// The values a tournament list can be filtered by, and its page sizes, without the zod schemas of tournaments.ts: the
// /tournaments page needs these on its first load, not zod (issue 16 §3). tournaments.ts re-exports them.
export const TOURNAMENT_PLATFORMS = [
  'windows',
  'playstation4',
  'playstation5',
  'xbox_one',
  'nintendo_switch',
  'mac',
  'xbox',
  'mobile',
] as const;
/** Lifecycle status of SPEC §3 as the API shows it. */
export const TOURNAMENT_STATUSES = ['draft', 'published', 'live', 'canceled', 'finished'] as const;
/** The largest page of the tournament list. */
export const TOURNAMENT_LIST_MAX_PAGE = 200;
/** The page the /tournaments page asks for: a screen of cards or two, the next ones on "Show more". */
export const TOURNAMENT_LIST_PAGE = 24;
