// Readable words for the tournament's codes: the viewer's SPEC §4 state, the lifecycle status,
// prize ranks and phase dates. Pure, so the wording is tested without a browser.
import type { UserTournamentState } from '../../../../src/domain/tournament-state.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';

const STATE_LABELS: Record<UserTournamentState, string> = {
  DRAFT: 'Draft',
  COMING_SOON: 'Coming soon',
  REGISTRATION_PENDING: 'Registration pending',
  REGISTRATION_OPEN: 'Registration open',
  GATED_ACCESS_REGISTRATION_OPEN: 'Registration open with a ticket',
  REGISTERED: 'Registered',
  REGISTRATION_CLOSED: 'Registration closed',
  CHECKIN_OPEN: 'Check-in open',
  GATED_ACCESS_CHECKIN_OPEN: 'Check-in open with a ticket',
  CHECKED_IN: 'Checked in',
  CHECKIN_CLOSED: 'Check-in closed',
  SEEDING: 'Seeding',
  TOURNAMENT_LIVE: 'Live',
  WAITING_MATCH: 'Waiting for your match',
  MATCH_AVAILABLE: 'Match available',
  DISPUTE: 'In dispute',
  ELIMINATED: 'Eliminated',
  RESULT_VALIDATION_AWAITING: 'Awaiting result validation',
  FIRST_PLACE: '1st place',
  SECOND_PLACE: '2nd place',
  THIRD_PLACE: '3rd place',
  NTH_PLACE: 'Placed',
  TOURNAMENT_COMPLETE: 'Complete',
  TOURNAMENT_CANCELED: 'Canceled',
  PAUSED: 'Paused',
};

export function stateLabel(state: UserTournamentState): string {
  return STATE_LABELS[state];
}

export type StateTone = 'success' | 'danger' | 'neutral';

/** Green while the viewer can act or is in, red when it is over for them, grey otherwise. */
export function stateTone(state: UserTournamentState): StateTone {
  if (
    [
      'REGISTRATION_OPEN',
      'GATED_ACCESS_REGISTRATION_OPEN',
      'REGISTERED',
      'CHECKIN_OPEN',
      'GATED_ACCESS_CHECKIN_OPEN',
      'CHECKED_IN',
      'MATCH_AVAILABLE',
    ].includes(state)
  )
    return 'success';
  if (['TOURNAMENT_CANCELED', 'ELIMINATED', 'REGISTRATION_CLOSED', 'DISPUTE'].includes(state)) return 'danger';
  return 'neutral';
}

/** The viewer's own badge: their SPEC §4 state, except that a disqualified player reads "Disqualified". */
export function viewerBadge(viewer: TournamentView['viewer']): { label: string; tone: StateTone } {
  if (viewer.registration === 'DISQUALIFIED') return { label: 'Disqualified', tone: 'danger' };
  return { label: stateLabel(viewer.state), tone: stateTone(viewer.state) };
}

/**
 * The state badge says nothing the status badge does not when it only repeats the tournament's own state
 * ("Finished" and "Complete" side by side for a guest): the header shows the status alone then.
 */
export function stateRepeatsStatus(status: TournamentView['status'], viewer: TournamentView['viewer']): boolean {
  return (
    (status === 'finished' && viewer.state === 'TOURNAMENT_COMPLETE') ||
    (status === 'canceled' && viewer.state === 'TOURNAMENT_CANCELED') ||
    (status === 'live' && viewer.state === 'TOURNAMENT_LIVE')
  );
}

const DISQUALIFICATION_TEXTS: Record<NonNullable<TournamentView['viewer']['disqualification']>['reason'], string> = {
  NO_CHECK_IN: 'You were disqualified because you did not check in before check-in closed.',
};

/** Why the viewer is out of the tournament, in a sentence; null when they are not disqualified. */
export function disqualificationText(viewer: TournamentView['viewer']): string | null {
  if (viewer.registration !== 'DISQUALIFIED') return null;
  return DISQUALIFICATION_TEXTS[viewer.disqualification?.reason ?? 'NO_CHECK_IN'];
}

const STATUS_LABELS: Record<TournamentView['status'], string> = {
  draft: 'Draft',
  published: 'Published',
  live: 'Live',
  canceled: 'Canceled',
  finished: 'Finished',
};

export function statusLabel(status: TournamentView['status']): string {
  return STATUS_LABELS[status];
}

type RewardRanks = NonNullable<TournamentView['prizepool']>['rewards'][number]['ranks'];

export function rewardRanksLabel(ranks: RewardRanks): string {
  switch (ranks.kind) {
    case 'FIRST':
      return '1st place';
    case 'SECOND':
      return '2nd place';
    case 'THIRD':
      return '3rd place';
    case 'SPECIFIC':
      return `${ordinal(ranks.rank)} place`;
    case 'RANGE':
      return `${ordinal(ranks.startRank)} to ${ordinal(ranks.endRank)} place`;
    case 'ALL':
      return 'Every participant';
  }
}

export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${{ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th'}`;
}

/** "Nov 22, 2026, 9:00 AM – Nov 22, 2026, 10:00 AM", or an honest dash for a date that does not parse. */
export function windowLabel(window: { start: string; end: string }): string {
  return `${dateTimeLabel(window.start)} – ${dateTimeLabel(window.end)}`;
}

/** The phases of the schedule the header lists, in their order. */
export function schedulePhases(
  schedule: NonNullable<TournamentView['schedule']>,
): Array<{ label: string; window: { start: string; end: string } }> {
  const phases = [
    { label: 'Registration', window: schedule.registration },
    { label: 'Check-in', window: schedule.checkIn },
  ];
  if (schedule.seeding) phases.push({ label: 'Seeding', window: schedule.seeding });
  const first = schedule.rounds[0];
  const last = schedule.rounds[schedule.rounds.length - 1];
  if (first && last)
    phases.push({
      label: schedule.rounds.length === 1 ? 'Round' : `Rounds (${schedule.rounds.length})`,
      window: { start: first.start, end: last.end },
    });
  if (schedule.prizepoolDistribution)
    phases.push({ label: 'Prize distribution', window: schedule.prizepoolDistribution });
  return phases;
}
