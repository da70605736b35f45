// Match check-in ("ready up", issue 26 §3): once a duel is available both sides confirm they are present within
// the tournament's window. Pure: what the window's state means for the match, decided the same way by the play
// clock at the deadline, by a player's late click and by the screens.

import { MINUTE_MS } from './schedule.js';

export type CheckInOutcome =
  /** Both sides confirmed: the match is playable (reports are accepted). */
  | { kind: 'PLAYABLE' }
  /** The window is still open and a side has not confirmed yet. */
  | { kind: 'WAITING'; missing: number[] }
  /** The deadline passed with one side absent: the present side wins by walkover. */
  | { kind: 'WALKOVER'; winner: number; loser: number }
  /**
   * Both absent. A serious TO does not let software pick which of two no-shows goes on: an elimination bracket
   * needs someone in the next slot (the better seed by ruling, or a double disqualification that gives the next
   * opponent a bye), Swiss and round robin score a double loss, and each of those is a ruling with consequences
   * for other players. The match goes to the organizer, as a missing score does, with both absences recorded.
   */
  | { kind: 'DOUBLE_NO_SHOW'; absent: [number, number] };

/** The instant a window opened at `openedAt` closes. */
export function checkInDeadline(openedAt: number, minutes: number): number {
  return openedAt + minutes * MINUTE_MS;
}

/** What the check-in of a duel between `sides` with `ready` seeds confirmed means at `now`. */
export function checkInOutcome(
  sides: readonly [number, number],
  ready: readonly number[],
  deadline: number,
  now: number,
): CheckInOutcome {
  const missing = sides.filter((seed) => !ready.includes(seed));
  if (missing.length === 0) return { kind: 'PLAYABLE' };
  if (now < deadline) return { kind: 'WAITING', missing };
  if (missing.length === 2) return { kind: 'DOUBLE_NO_SHOW', absent: [sides[0], sides[1]] };
  const loser = missing[0];
  return { kind: 'WALKOVER', winner: sides[0] === loser ? sides[1] : sides[0], loser };
}
