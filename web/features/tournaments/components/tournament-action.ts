// Which action the tournament page offers the viewer (SPEC §4, §6): the participation rules the server enforces
// (src/domain/participation-rules.ts), applied to the view the server sent and the server's clock as the last API
// answer told it (not the visitor's clock, which may be off), so the buttons follow the windows while the page
// stays open (withdrawing stays possible until check-in closes).
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { serverNow } from '../../../app/api/server-clock.js';
import {
  checkInRefusal,
  registrationRefusal,
  withdrawalRefusal,
  type ParticipationTournament,
} from '../../../../src/domain/participation-rules.js';

export type PrimaryAction = 'register' | 'check-in' | 'checked-in';

export interface TournamentActions {
  primary: PrimaryAction | null;
  /** "Cancel registration" is offered beside the primary action. */
  canCancel: boolean;
}

function participationOf(
  tournament: TournamentView,
  schedule: NonNullable<TournamentView['schedule']>,
): ParticipationTournament {
  const window = ({ start, end }: { start: string; end: string }) => ({
    start: Date.parse(start),
    end: Date.parse(end),
  });
  return {
    published: tournament.status === 'published',
    registration: window(schedule.registration),
    checkIn: window(schedule.checkIn),
  };
}

export function tournamentActions(tournament: TournamentView, signedIn: boolean, now = serverNow()): TournamentActions {
  const none: TournamentActions = { primary: null, canCancel: false };
  if (tournament.status !== 'published' || !tournament.schedule) return none;
  const { role, registration, state } = tournament.viewer;
  // Visitors get the page's login-or-create-account prompt instead of any action (SPEC §6).
  if (!signedIn) return none;
  if (role === 'ORGANIZER') return none;
  const rules = participationOf(tournament, tournament.schedule);
  const capacity = {
    active: tournament.participantCount,
    max: tournament.format?.maxParticipants ?? Number.POSITIVE_INFINITY,
  };
  const canCancel = withdrawalRefusal(rules, registration, now) === null;
  if (registrationRefusal(rules, registration, capacity, now) === null)
    return { primary: 'register', canCancel: false };
  if (checkInRefusal(rules, registration, now) === null) return { primary: 'check-in', canCancel };
  // The badge follows the server's state, which keeps it until the player enters the rounds.
  if (registration === 'CHECKED_IN' && state === 'CHECKED_IN') return { primary: 'checked-in', canCancel };
  return { primary: null, canCancel };
}
