// The values a tournament list can be filtered by, without the zod schemas of tournaments.ts: the
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
