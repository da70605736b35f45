// The tournament state a user sees (SPEC §4), derived from the tournament, its schedule, the instant and the
// user's relation to it. All windows are half-open [start, end): at the exact end instant the next state
// applies. Participant-specific states need role PARTICIPANT; organizers and spectators see the public ones.

import type { MatchStatus } from './match-status.js';
import { isRoundJoinable, JOIN_BEFORE_ROUND_MS, prizeDistributionWindow, roundsEnd } from './schedule.js';
import type { AccessType, Instant, TournamentRole, TournamentSchedule, TournamentStatus } from './types.js';

export const USER_TOURNAMENT_STATES = [
  'DRAFT',
  'COMING_SOON',
  'REGISTRATION_PENDING',
  'REGISTRATION_OPEN',
  'GATED_ACCESS_REGISTRATION_OPEN',
  'REGISTERED',
  'REGISTRATION_CLOSED',
  'CHECKIN_OPEN',
  'GATED_ACCESS_CHECKIN_OPEN',
  'CHECKED_IN',
  'CHECKIN_CLOSED',
  'SEEDING',
  'TOURNAMENT_LIVE',
  'WAITING_MATCH',
  'MATCH_AVAILABLE',
  'DISPUTE',
  'ELIMINATED',
  'RESULT_VALIDATION_AWAITING',
  'FIRST_PLACE',
  'SECOND_PLACE',
  'THIRD_PLACE',
  'NTH_PLACE',
  'TOURNAMENT_COMPLETE',
  'TOURNAMENT_CANCELED',
  'PAUSED',
] as const;
export type UserTournamentState = (typeof USER_TOURNAMENT_STATES)[number];

/**
 * NONE: not registered. PENDING: registration submitted but not confirmed yet (team members to confirm,
 * gated-access ticket being checked). REGISTERED, CHECKED_IN: as named. DISQUALIFIED: registered but out of
 * the tournament (today only for not checking in: SPEC §4).
 */
export type RegistrationRelation = 'NONE' | 'PENDING' | 'REGISTERED' | 'CHECKED_IN' | 'DISQUALIFIED';

export interface UserRelation {
  registration: RegistrationRelation;
  /** Knocked out, or disqualified, during the rounds. */
  eliminated?: boolean;
  /**
   * Played every match they will play while others still play: the third-place decider's winner before the final
   * ends. They are told the tournament is live, not to wait for a match that will never come.
   */
  playedOut?: boolean;
  /** The user's match in the current or next round, when paired. */
  currentMatch?: { round: number; status: MatchStatus };
  /** Final placement once the tournament is complete. */
  finalRank?: number;
}

export interface TournamentStateInput {
  tournament: {
    status: TournamentStatus;
    paused: boolean;
    accessType: AccessType;
    resultsValidated?: boolean;
    /** Maximum participants reached: registration shows as closed to those not registered. */
    registrationFull?: boolean;
    /**
     * Rounds are already played before the planned windows say so: a Swiss continued from its TRF file stores the
     * rounds played elsewhere as soon as it is imported, in the seeding window. It is under way from then on.
     */
    roundsPlayed?: boolean;
  };
  schedule: TournamentSchedule;
  now: Instant;
  relation: UserRelation;
  role: TournamentRole;
}

function placementState(rank: number): UserTournamentState {
  if (rank === 1) return 'FIRST_PLACE';
  if (rank === 2) return 'SECOND_PLACE';
  if (rank === 3) return 'THIRD_PLACE';
  return 'NTH_PLACE';
}

function inWindow(now: Instant, window: { start: Instant; end: Instant } | undefined): boolean {
  return window !== undefined && now >= window.start && now < window.end;
}

/** State during the rounds for a checked-in participant. */
function playingState(input: TournamentStateInput): UserTournamentState {
  const { relation, schedule, now } = input;
  if (relation.eliminated) return 'ELIMINATED';
  if (relation.playedOut) return 'TOURNAMENT_LIVE';
  const match = relation.currentMatch;
  if (!match) return 'WAITING_MATCH';
  switch (match.status) {
    case 'DISPUTED':
      return 'DISPUTE';
    case 'SCORE_REPORTED':
    case 'DISPUTE_BUFFER':
    case 'SCORE_MISSING':
      return 'RESULT_VALIDATION_AWAITING';
    case 'DISPUTE_RESOLVED':
      return 'WAITING_MATCH';
    case 'ROUND_IN_PROGRESS':
      return isRoundJoinable(schedule, match.round, now) ? 'MATCH_AVAILABLE' : 'WAITING_MATCH';
  }
}

export function deriveTournamentState(input: TournamentStateInput): UserTournamentState {
  const { tournament, schedule, now, relation, role } = input;
  if (tournament.status === 'canceled') return 'TOURNAMENT_CANCELED';
  if (tournament.status === 'draft') return 'DRAFT';
  if (tournament.paused) return 'PAUSED';

  const participant = role === 'PARTICIPANT';
  const registered = participant && (relation.registration === 'REGISTERED' || relation.registration === 'CHECKED_IN');
  const checkedIn = participant && relation.registration === 'CHECKED_IN';
  const gated = tournament.accessType === 'GATED_ACCESS';

  const lastEnd = roundsEnd(schedule);
  const distribution = prizeDistributionWindow(schedule);
  const over = tournament.status === 'finished' || (lastEnd !== undefined && now >= lastEnd);
  if (over) {
    // Placements show once the organizer validated them and the 15-minute buffer before prizes has passed.
    const final =
      tournament.status === 'finished' ||
      (tournament.resultsValidated === true && distribution !== undefined && now >= distribution.start);
    if (!final) return 'RESULT_VALIDATION_AWAITING';
    if (checkedIn && relation.finalRank !== undefined) return placementState(relation.finalRank);
    return 'TOURNAMENT_COMPLETE';
  }

  // Out of it: the player is told so (SPEC §4 has no state of its own for it; ELIMINATED covers being out),
  // not shown the phase everyone else is in, as if they still took part.
  if (participant && relation.registration === 'DISQUALIFIED') return 'ELIMINATED';

  // Seeding is over once rounds were played: the tournament reads as in progress, not as the window the clock is in.
  if (tournament.roundsPlayed) return checkedIn ? playingState(input) : 'TOURNAMENT_LIVE';

  if (now < schedule.registration.start) return 'COMING_SOON';
  if (inWindow(now, schedule.registration)) {
    if (registered) return 'REGISTERED';
    if (participant && relation.registration === 'PENDING') return 'REGISTRATION_PENDING';
    if (tournament.registrationFull) return 'REGISTRATION_CLOSED';
    return gated ? 'GATED_ACCESS_REGISTRATION_OPEN' : 'REGISTRATION_OPEN';
  }
  if (now < schedule.checkIn.start) return registered ? 'REGISTERED' : 'REGISTRATION_CLOSED';
  if (inWindow(now, schedule.checkIn)) {
    if (checkedIn) return 'CHECKED_IN';
    return gated ? 'GATED_ACCESS_CHECKIN_OPEN' : 'CHECKIN_OPEN';
  }
  if (inWindow(now, schedule.seeding)) return 'SEEDING';

  const firstStart = schedule.rounds.length > 0 ? schedule.rounds[0].start : Number.POSITIVE_INFINITY;
  if (checkedIn) {
    // Checked-in players enter the rounds when they may join the first game, 15 minutes before it starts.
    return now < firstStart - JOIN_BEFORE_ROUND_MS ? 'CHECKED_IN' : playingState(input);
  }
  return now < firstStart ? 'CHECKIN_CLOSED' : 'TOURNAMENT_LIVE';
}

/**
 * The tournament's own status as lists and pages show it (SPEC §3: draft, published, live, canceled, finished).
 * The database stores only what an action decided (published, finished…); "live" is a published tournament
 * whose first round has started, so it follows the clock without anyone having to flip it; or one with rounds
 * played already (a Swiss continued from its TRF file, before its first planned round).
 */
export function shownTournamentStatus(
  stored: TournamentStatus,
  schedule: TournamentSchedule | null,
  now: Instant,
  roundsPlayed = false,
): TournamentStatus {
  if (stored === 'published' && roundsPlayed) return 'live';
  if (stored !== 'published' || !schedule || schedule.rounds.length === 0) return stored;
  return now >= schedule.rounds[0].start ? 'live' : 'published';
}
