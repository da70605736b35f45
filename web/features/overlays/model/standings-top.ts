// The standings overlay's rows (issue 27 §3): the leaders first, N from `?limit=` within what still reads on a 1080p
// stream. During an elimination event the server ranks only who is out (3rd, 5th…), so its rows start with the
// eliminated; a stream shows those still in the running first (as the server orders them among themselves), then
// the ranked by rank.
import type { StandingRow, StandingsView } from '../../../../src/contract/matches.js';

export const DEFAULT_STANDINGS_LIMIT = 8;
export const MAX_STANDINGS_LIMIT = 16;

/** `?limit=` as a row count: the default for a missing or unreadable value, clamped to 1…MAX_STANDINGS_LIMIT. */
export function standingsLimit(param: string | null): number {
  const value = param === null ? NaN : Number.parseInt(param, 10);
  if (!Number.isFinite(value)) return DEFAULT_STANDINGS_LIMIT;
  return Math.min(Math.max(value, 1), MAX_STANDINGS_LIMIT);
}

export function topStandings(view: StandingsView, limit: number): StandingRow[] {
  const running = view.rows.filter((row) => row.rank === null);
  const ranked = view.rows.filter((row) => row.rank !== null).sort((a, b) => a.rank! - b.rank!);
  return [...running, ...ranked].slice(0, limit);
}
