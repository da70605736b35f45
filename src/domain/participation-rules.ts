// Whether a player may register, withdraw or check in (SPEC §4, §6, §8), written once: the server's locked
// transactions, its registration fast path (tests/api/tournaments/participation-rules-sql.test.ts holds the
// SQL to these) and the web app's tournament actions all answer from here. Each answers null when allowed, or the
// catalogue code of the first rule broken, in the order a player would fix them. Windows are half-open.

import type { Instant, PhaseWindow } from './types.js';
import type { RegistrationRelation } from './tournament-state.js';

export interface ParticipationTournament {
  /** Published, and neither cancelled nor finished: the only status in which players act. */
  published: boolean;
  registration: PhaseWindow;
  checkIn: PhaseWindow;
}

/** Places taken (active registrations: registered or checked in) and the maximum. */
export interface ParticipationCapacity {
  active: number;
  max: number;
}

/** The viewer's registration; a cancelled one (as stored) is as good as none. */
export type ParticipantRegistration = RegistrationRelation | 'CANCELED';

export type RegistrationRefusal =
  'TOURNAMENT-REGISTRATION-CLOSED' | 'USER-ALREADY-REGISTERED' | 'TOURNAMENT-REGISTRATION-FULL';
export type WithdrawalRefusal = 'TOURNAMENT-NOT-REGISTERED' | 'TOURNAMENT-REGISTRATION-CLOSED';
export type CheckInRefusal = 'CHECKIN-NOT-IN-WINDOW' | 'CHECKIN-NOT-REGISTERED' | 'CHECKIN-ALREADY-CHECKED-IN';

const inWindow = (now: Instant, window: PhaseWindow) => now >= window.start && now < window.end;
/** Taking part: a place is held (a pending or disqualified registration holds none). */
const holdsPlace = (registration: ParticipantRegistration) =>
  registration === 'REGISTERED' || registration === 'CHECKED_IN';

/** Registration is open: published and within its window. */
export function registrationWindowRefusal(
  tournament: ParticipationTournament,
  now: Instant,
): 'TOURNAMENT-REGISTRATION-CLOSED' | null {
  return tournament.published && inWindow(now, tournament.registration) ? null : 'TOURNAMENT-REGISTRATION-CLOSED';
}

/** There is a place for someone not yet taking part; "already registered" wins over "full". */
export function roomRefusal(
  alreadyRegistered: boolean,
  capacity: ParticipationCapacity,
): 'USER-ALREADY-REGISTERED' | 'TOURNAMENT-REGISTRATION-FULL' | null {
  if (alreadyRegistered) return 'USER-ALREADY-REGISTERED';
  return capacity.active >= capacity.max ? 'TOURNAMENT-REGISTRATION-FULL' : null;
}

/** May register: the window, then a place. (Participant type, terms, age and tickets are the request's, not rules of state.) */
export function registrationRefusal(
  tournament: ParticipationTournament,
  registration: ParticipantRegistration,
  capacity: ParticipationCapacity,
  now: Instant,
): RegistrationRefusal | null {
  return (
    registrationWindowRefusal(tournament, now) ??
    roomRefusal(registration !== 'NONE' && registration !== 'CANCELED', capacity)
  );
}

/** May withdraw: taking part, and until check-in closes (after that the bracket is being built on it). */
export function withdrawalRefusal(
  tournament: ParticipationTournament,
  registration: ParticipantRegistration,
  now: Instant,
): WithdrawalRefusal | null {
  if (!holdsPlace(registration)) return 'TOURNAMENT-NOT-REGISTERED';
  return tournament.published && now < tournament.checkIn.end ? null : 'TOURNAMENT-REGISTRATION-CLOSED';
}

/** Check-in is open: published and within its window. */
export function checkInWindowRefusal(
  tournament: ParticipationTournament,
  now: Instant,
): 'CHECKIN-NOT-IN-WINDOW' | null {
  return tournament.published && inWindow(now, tournament.checkIn) ? null : 'CHECKIN-NOT-IN-WINDOW';
}

/** May check in: the window, then registered and not yet checked in. */
export function checkInRefusal(
  tournament: ParticipationTournament,
  registration: ParticipantRegistration,
  now: Instant,
): CheckInRefusal | null {
  const closed = checkInWindowRefusal(tournament, now);
  if (closed) return closed;
  if (registration === 'CHECKED_IN') return 'CHECKIN-ALREADY-CHECKED-IN';
  return registration === 'REGISTERED' ? null : 'CHECKIN-NOT-REGISTERED';
}
