// Whether a tournament's duels wait for both sides to ready up (issue 26 §3), read by the play clock and by the
// announcements (a match is "ready" for webhooks only once it takes reports).
import type { FormatSection } from '../../../../src/contract/tournaments.js';

/** The tournament's check-in window in minutes, or null when its matches are playable at once. */
export function checkInMinutes(format: FormatSection): number | null {
  return format.matchType === 'DUEL' && format.matchCheckIn?.enabled ? format.matchCheckIn.minutes : null;
}
