// What round management says of a side's match check-in (issue 26 §3): the organizer sees at a glance who has
// readied up, who is still awaited while the window runs, and who missed it (before deciding or undoing a walkover).
import type { MatchSide, MatchView } from '../../../../src/contract/matches.js';

export type SideCheckIn = 'READY' | 'AWAITED' | 'NO_SHOW';

export const SIDE_CHECK_IN_LABELS: Record<SideCheckIn, string> = {
  READY: 'Ready',
  AWAITED: 'Not checked in',
  NO_SHOW: 'No-show',
};

/**
 * Null when the match has no check-in, the side is a bye or not known yet, or the match was played (a played match's
 * "Ready" says nothing any more); a no-show stays shown on the walkover or the match left to the organizer.
 */
export function sideCheckIn(
  match: Pick<MatchView, 'checkIn' | 'status'>,
  side: Pick<MatchSide, 'seed' | 'bye'>,
): SideCheckIn | null {
  const checkIn = match.checkIn;
  if (!checkIn || side.bye || side.seed === null) return null;
  if (checkIn.noShowSeeds.includes(side.seed)) return 'NO_SHOW';
  if (match.status !== 'READY') return null;
  return checkIn.readySeeds.includes(side.seed) ? 'READY' : 'AWAITED';
}
