// The administration page's line about a published tournament, following the phase it is in (the server's
// SPEC §4 state for the organizer), so it never says "players can register" during seeding or the rounds.
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';

const at = (iso: string | undefined) => (iso ? dateTimeLabel(iso) : '–');

export function publishedMessage(tournament: Pick<TournamentView, 'status' | 'schedule' | 'viewer'>): string | null {
  if (tournament.status !== 'published') return null;
  const schedule = tournament.schedule;
  const firstRound = schedule?.rounds[0]?.start;
  const locked = 'Published; its sections are locked.';
  switch (tournament.viewer.state) {
    case 'COMING_SOON':
      return `${locked} Registration opens on ${at(schedule?.registration.start)}.`;
    case 'REGISTRATION_OPEN':
    case 'GATED_ACCESS_REGISTRATION_OPEN':
      return `${locked} Registration is open until ${at(schedule?.registration.end)}: players can register on the tournament page.`;
    case 'REGISTRATION_CLOSED':
      return `${locked} Registration is closed; check-in opens on ${at(schedule?.checkIn.start)}.`;
    case 'CHECKIN_OPEN':
    case 'GATED_ACCESS_CHECKIN_OPEN':
      return `Check-in is open until ${at(schedule?.checkIn.end)}: registered players check in on the tournament page. Those who do not are disqualified.`;
    case 'SEEDING':
      return `Check-in is closed. Seeding until ${at(schedule?.seeding?.end)}; the first round starts on ${at(firstRound)}.`;
    case 'CHECKIN_CLOSED':
      return `Check-in is closed; the first round starts on ${at(firstRound)}.`;
    case 'TOURNAMENT_LIVE':
      return 'The rounds are being played.';
    case 'RESULT_VALIDATION_AWAITING':
      return 'The rounds are over: results await validation before the prizes are distributed.';
    case 'TOURNAMENT_COMPLETE':
      return 'The tournament is complete.';
    case 'PAUSED':
      return 'The tournament is paused.';
    default:
      return locked;
  }
}
