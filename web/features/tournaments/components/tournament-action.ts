// Which action the tournament page offers the viewer (SPEC §4, §6): derived from the view the server sent
// (role, registration, state) and the clock, because withdrawing stays possible until check-in closes.
import type { TournamentView } from '../../../../src/contract/tournaments.js';

export type PrimaryAction = 'register' | 'check-in' | 'checked-in';

export interface TournamentActions {
  primary: PrimaryAction | null;
  /** "Cancel registration" is offered beside the primary action. */
  canCancel: boolean;
}

const REGISTRATION_OPEN = new Set(['REGISTRATION_OPEN', 'GATED_ACCESS_REGISTRATION_OPEN']);
const CHECKIN_OPEN = new Set(['CHECKIN_OPEN', 'GATED_ACCESS_CHECKIN_OPEN']);

export function tournamentActions(tournament: TournamentView, signedIn: boolean, now = Date.now()): TournamentActions {
  const none: TournamentActions = { primary: null, canCancel: false };
  if (tournament.status !== 'published') return none;
  const { role, registration, state } = tournament.viewer;
  // Visitors get the page's login-or-create-account prompt instead of any action (SPEC §6).
  if (!signedIn) return none;
  if (role === 'ORGANIZER') return none;
  const registered = registration === 'REGISTERED' || registration === 'CHECKED_IN';
  const checkInEnd = tournament.schedule ? Date.parse(tournament.schedule.checkIn.end) : Number.NEGATIVE_INFINITY;
  const canCancel = registered && now < checkInEnd;
  if (registration === 'NONE' && REGISTRATION_OPEN.has(state)) return { primary: 'register', canCancel: false };
  if (registration === 'REGISTERED' && CHECKIN_OPEN.has(state)) return { primary: 'check-in', canCancel };
  if (registration === 'CHECKED_IN' && state === 'CHECKED_IN') return { primary: 'checked-in', canCancel };
  return { primary: null, canCancel };
}
