import { describe, expect, it } from 'vitest';
import {
  deriveMatchStatus,
  derivePhaseStatuses,
  deriveTournamentState,
  shownTournamentStatus,
  USER_TOURNAMENT_STATES,
  type TournamentSchedule,
  type TournamentStateInput,
  type UserRelation,
  type UserTournamentState,
} from '../../src/domain/index.js';
import { DAY, HOUR, MIN, schedule, T0 } from './builders.js';

// Gaps between the phases so every in-between state has an instant: registration | gap | check-in |
// seeding | gap | round 1 | round 2.
const REG_START = T0;
const REG_END = T0 + DAY;
const CI_START = REG_END + HOUR;
const CI_END = CI_START + HOUR;
const SEED_END = CI_END + 15 * MIN;
const R1 = SEED_END + HOUR;
const R2 = R1 + HOUR;
const ROUNDS_END = R2 + HOUR;
const PRIZES = ROUNDS_END + 15 * MIN;
const sched: TournamentSchedule = {
  registration: { start: REG_START, end: REG_END },
  checkIn: { start: CI_START, end: CI_END },
  seeding: { start: CI_END, end: SEED_END },
  rounds: [
    { start: R1, end: R2 },
    { start: R2, end: ROUNDS_END },
  ],
};

const none: UserRelation = { registration: 'NONE' };
const registered: UserRelation = { registration: 'REGISTERED' };
const checkedIn: UserRelation = { registration: 'CHECKED_IN' };
const playing = (status: NonNullable<UserRelation['currentMatch']>['status'], round = 0): UserRelation => ({
  registration: 'CHECKED_IN',
  currentMatch: { round, status },
});

type Row = [
  UserTournamentState,
  number,
  UserRelation,
  Partial<TournamentStateInput['tournament']>?,
  TournamentStateInput['role']?,
];

const rows: Row[] = [
  ['DRAFT', REG_START, none, { status: 'draft' }],
  ['TOURNAMENT_CANCELED', R1, checkedIn, { status: 'canceled' }],
  ['PAUSED', R1, checkedIn, { paused: true }],
  ['COMING_SOON', REG_START - 1, none],
  ['REGISTRATION_OPEN', REG_START, none],
  ['REGISTRATION_OPEN', REG_END - 1, none, {}, 'SPECTATOR'],
  ['REGISTRATION_OPEN', REG_START, registered, {}, 'ORGANIZER'],
  ['GATED_ACCESS_REGISTRATION_OPEN', REG_START, none, { accessType: 'GATED_ACCESS' }],
  ['REGISTRATION_PENDING', REG_START, { registration: 'PENDING' }],
  ['REGISTERED', REG_END - 1, registered],
  ['REGISTRATION_CLOSED', REG_END, none, {}, 'SPECTATOR'],
  ['REGISTRATION_CLOSED', REG_START, none, { registrationFull: true }],
  ['REGISTERED', REG_START, registered, { registrationFull: true }],
  ['REGISTERED', CI_START - 1, registered],
  ['CHECKIN_OPEN', CI_START, registered],
  ['CHECKIN_OPEN', CI_END - 1, none, {}, 'SPECTATOR'],
  ['GATED_ACCESS_CHECKIN_OPEN', CI_START, registered, { accessType: 'GATED_ACCESS' }],
  ['CHECKED_IN', CI_START, checkedIn],
  ['SEEDING', CI_END, checkedIn],
  ['SEEDING', SEED_END - 1, none, {}, 'SPECTATOR'],
  ['CHECKED_IN', SEED_END, checkedIn],
  ['CHECKED_IN', R1 - 15 * MIN - 1, checkedIn],
  ['WAITING_MATCH', R1 - 15 * MIN, checkedIn],
  ['MATCH_AVAILABLE', R1 - 15 * MIN, playing('ROUND_IN_PROGRESS', 0)],
  ['CHECKIN_CLOSED', SEED_END, none, {}, 'SPECTATOR'],
  ['CHECKIN_CLOSED', R1 - 1, registered],
  ['TOURNAMENT_LIVE', R1, none, {}, 'SPECTATOR'],
  ['TOURNAMENT_LIVE', ROUNDS_END - 1, checkedIn, {}, 'ORGANIZER'],
  ['MATCH_AVAILABLE', R1, playing('ROUND_IN_PROGRESS', 0)],
  ['MATCH_AVAILABLE', R2 - 15 * MIN, playing('ROUND_IN_PROGRESS', 1)],
  ['WAITING_MATCH', R2 - 15 * MIN - 1, playing('ROUND_IN_PROGRESS', 1)],
  ['WAITING_MATCH', R1 + 10 * MIN, playing('DISPUTE_RESOLVED')],
  ['WAITING_MATCH', R1, checkedIn],
  ['DISPUTE', R1 + 30 * MIN, playing('DISPUTED')],
  ['RESULT_VALIDATION_AWAITING', R1 + 30 * MIN, playing('DISPUTE_BUFFER')],
  ['RESULT_VALIDATION_AWAITING', R1 + 30 * MIN, playing('SCORE_REPORTED')],
  ['ELIMINATED', R2, { registration: 'CHECKED_IN', eliminated: true }],
  // Won the third-place decider while the final is still on: no match will come (issue 26 §5.3).
  ['TOURNAMENT_LIVE', R2 + 10 * MIN, { registration: 'CHECKED_IN', playedOut: true }],
  // Disqualified for not checking in: out of it from then on, not shown the seeding everyone else is in.
  ['ELIMINATED', CI_END, { registration: 'DISQUALIFIED' }],
  ['ELIMINATED', R1, { registration: 'DISQUALIFIED' }],
  // Rounds imported from a TRF file in the seeding window: under way, not "Seeding" (nor waiting for round 1).
  ['TOURNAMENT_LIVE', CI_END, none, { roundsPlayed: true }, 'SPECTATOR'],
  ['TOURNAMENT_LIVE', SEED_END, checkedIn, { roundsPlayed: true }, 'ORGANIZER'],
  ['WAITING_MATCH', CI_END, playing('ROUND_IN_PROGRESS', 1), { roundsPlayed: true }],
  ['ELIMINATED', CI_END, { registration: 'DISQUALIFIED' }, { roundsPlayed: true }],
  ['PAUSED', CI_END, checkedIn, { roundsPlayed: true, paused: true }],
  ['TOURNAMENT_COMPLETE', PRIZES, { registration: 'DISQUALIFIED' }, { resultsValidated: true }],
  ['RESULT_VALIDATION_AWAITING', ROUNDS_END, checkedIn, { resultsValidated: true }],
  ['RESULT_VALIDATION_AWAITING', PRIZES, checkedIn, { resultsValidated: false }],
  ['FIRST_PLACE', PRIZES, { registration: 'CHECKED_IN', finalRank: 1 }, { resultsValidated: true }],
  ['SECOND_PLACE', PRIZES, { registration: 'CHECKED_IN', finalRank: 2 }, { resultsValidated: true }],
  ['THIRD_PLACE', PRIZES + DAY, { registration: 'CHECKED_IN', finalRank: 3 }, { resultsValidated: true }],
  ['NTH_PLACE', R1, { registration: 'CHECKED_IN', finalRank: 9 }, { status: 'finished' }],
  ['TOURNAMENT_COMPLETE', PRIZES, none, { resultsValidated: true }, 'SPECTATOR'],
  [
    'TOURNAMENT_COMPLETE',
    PRIZES,
    { registration: 'CHECKED_IN', finalRank: 1 },
    { resultsValidated: true },
    'ORGANIZER',
  ],
];

describe('deriveTournamentState', () => {
  it.each(rows)('%s at %i', (expected, now, relation, tournament = {}, role = 'PARTICIPANT') => {
    const input: TournamentStateInput = {
      tournament: { status: 'published', paused: false, accessType: 'OPEN', ...tournament },
      schedule: sched,
      now,
      relation,
      role,
    };
    expect(deriveTournamentState(input)).toBe(expected);
  });

  it('has a row for every one of the states', () => {
    const covered = new Set(rows.map((r) => r[0]));
    expect(USER_TOURNAMENT_STATES.filter((s) => !covered.has(s))).toEqual([]);
  });

  it('goes straight from check-in to the rounds without a seeding window', () => {
    const noSeeding = schedule(1, false);
    const CI_END = T0 + DAY + HOUR;
    const base = {
      tournament: { status: 'live' as const, paused: false, accessType: 'OPEN' as const },
      schedule: noSeeding,
      role: 'SPECTATOR' as const,
      relation: none,
    };
    expect(deriveTournamentState({ ...base, now: CI_END - 1 })).toBe('CHECKIN_OPEN');
    expect(deriveTournamentState({ ...base, now: CI_END })).toBe('TOURNAMENT_LIVE');
  });
});

describe('shown tournament status', () => {
  it('is live once the first round starts, or as soon as rounds were played (a TRF import)', () => {
    expect(shownTournamentStatus('published', sched, CI_END)).toBe('published');
    expect(shownTournamentStatus('published', sched, R1)).toBe('live');
    expect(shownTournamentStatus('published', sched, CI_END, true)).toBe('live');
    expect(shownTournamentStatus('finished', sched, CI_END, true)).toBe('finished');
  });
});

describe('phase statuses', () => {
  const statuses = (now: number, extra: Partial<{ status: 'published' | 'canceled'; paused: boolean }> = {}) =>
    derivePhaseStatuses({
      tournament: { status: 'published', paused: false, ...extra },
      schedule: sched,
      now,
      updatedPhases: ['rounds'],
    });

  it.each<[number, string, string, string[]]>([
    [REG_START - 1, 'UPCOMING', 'UPCOMING', ['UPDATED', 'UPDATED']],
    [REG_START, 'LIVE', 'UPCOMING', ['UPDATED', 'UPDATED']],
    [REG_END, 'COMPLETE', 'UPCOMING', ['UPDATED', 'UPDATED']],
    [CI_START, 'COMPLETE', 'LIVE', ['UPDATED', 'UPDATED']],
    [R1, 'COMPLETE', 'COMPLETE', ['LIVE', 'UPDATED']],
    [ROUNDS_END, 'COMPLETE', 'COMPLETE', ['COMPLETE', 'COMPLETE']],
  ])('at %i: registration %s, check-in %s, rounds %j', (now, reg, ci, rounds) => {
    const s = statuses(now);
    expect([s.registration, s.checkIn, s.rounds]).toEqual([reg, ci, rounds]);
  });

  it('shows PAUSED for the live phase and CANCELED for what has not completed', () => {
    expect(statuses(R1, { paused: true }).rounds).toEqual(['PAUSED', 'UPDATED']);
    const canceled = statuses(R1, { status: 'canceled' });
    expect(canceled.registration).toBe('COMPLETE');
    expect(canceled.rounds).toEqual(['CANCELED', 'CANCELED']);
  });

  it('starts prize distribution 15 minutes after the rounds end', () => {
    expect(statuses(PRIZES - 1).prizepoolDistribution).toBe('UPCOMING');
    expect(statuses(PRIZES).prizepoolDistribution).toBe('LIVE');
  });
});

describe('match status', () => {
  const round = { start: R1, end: R2 };
  it.each<[string, Parameters<typeof deriveMatchStatus>[0]]>([
    ['ROUND_IN_PROGRESS', { round, now: R2 - 1 }],
    ['SCORE_MISSING', { round, now: R2 }],
    ['DISPUTE_BUFFER', { round, now: R1 + 20 * MIN, reportedAt: R1 + 10 * MIN }],
    ['SCORE_REPORTED', { round, now: R1 + 25 * MIN, reportedAt: R1 + 10 * MIN }],
    ['DISPUTED', { round, now: R1 + 30 * MIN, reportedAt: R1 + 10 * MIN, disputedAt: R1 + 12 * MIN }],
    ['DISPUTE_RESOLVED', { round, now: R2 + 1, reportedAt: R1, disputedAt: R1 + 1, resolvedAt: R2 }],
  ])('%s', (expected, input) => {
    expect(deriveMatchStatus(input)).toBe(expected);
  });
});
