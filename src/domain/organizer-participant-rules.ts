// What the organizer may do to a participant before play (issue 26 §1): check them in or out on their behalf, and
// remove them. The organizer's reach is longer than the player's: from check-in opening until the seeds freeze (a
// late arrival can still be let in during the seeding window), and removal from publication until then. After the
// freeze the bracket is built, and a participant leaves only by disqualification (round management).
// Each answers the resulting registration status, or the catalogue code of the refusal.

import type { Instant, PhaseWindow } from './types.js';

export type OrganizerRegistrationStatus = 'REGISTERED' | 'CHECKED_IN' | 'DISQUALIFIED';

export interface OrganizerActContext {
  checkIn: PhaseWindow;
  /** The first round has been generated from the seeds. */
  seedingFrozen: boolean;
}

type Answer<R> = { status: OrganizerRegistrationStatus; refusal?: never } | { status?: never; refusal: R };

/**
 * Checks in: a registered participant during check-in, or one disqualified for not checking in once check-in closed
 * (the organizer lets a late arrival in until the seeds freeze).
 */
export function organizerCheckIn(
  context: OrganizerActContext,
  current: OrganizerRegistrationStatus,
  now: Instant,
): Answer<'CHECKIN-NOT-IN-WINDOW' | 'PARTICIPANT-SEEDING-FROZEN' | 'CHECKIN-ALREADY-CHECKED-IN'> {
  if (now < context.checkIn.start) return { refusal: 'CHECKIN-NOT-IN-WINDOW' };
  if (context.seedingFrozen) return { refusal: 'PARTICIPANT-SEEDING-FROZEN' };
  if (current === 'CHECKED_IN') return { refusal: 'CHECKIN-ALREADY-CHECKED-IN' };
  return { status: 'CHECKED_IN' };
}

/**
 * Undoes a check-in: back to registered while check-in is open (the player may check in again), or out of the
 * tournament (not checked in, like every no-show) once it closed.
 */
export function organizerUndoCheckIn(
  context: OrganizerActContext,
  current: OrganizerRegistrationStatus,
  now: Instant,
): Answer<'PARTICIPANT-SEEDING-FROZEN' | 'PARTICIPANT-NOT-CHECKED-IN'> {
  if (context.seedingFrozen) return { refusal: 'PARTICIPANT-SEEDING-FROZEN' };
  if (current !== 'CHECKED_IN') return { refusal: 'PARTICIPANT-NOT-CHECKED-IN' };
  return { status: now < context.checkIn.end ? 'REGISTERED' : 'DISQUALIFIED' };
}

/** Removal is possible until the seeds freeze. */
export function organizerRemovalRefusal(context: OrganizerActContext): 'PARTICIPANT-SEEDING-FROZEN' | null {
  return context.seedingFrozen ? 'PARTICIPANT-SEEDING-FROZEN' : null;
}
