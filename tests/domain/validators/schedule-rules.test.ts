import { describe, expect, it } from 'vitest';
import {
  defaultSchedule,
  validateSchedule,
  validationMessages as msg,
  type TournamentSchedule,
} from '../../../src/domain/index.js';
import { DAY, HOUR, MIN, schedule, T0 } from '../builders.js';

const now = T0 - DAY;

describe('validateSchedule', () => {
  it('accepts a well-ordered future schedule', () => {
    expect(validateSchedule(schedule(3), now)).toEqual({});
  });

  it('accepts the SPEC defaults: 2 weeks registration, 1 h check-in, 15 min seeding', () => {
    const s = defaultSchedule({ registrationStart: T0, roundCount: 2, roundDurationMs: HOUR, withSeeding: true });
    expect(s.registration.end - s.registration.start).toBe(14 * DAY);
    expect(s.checkIn.end - s.checkIn.start).toBe(HOUR);
    expect(s.seeding!.end - s.seeding!.start).toBe(15 * MIN);
    expect(validateSchedule(s, now)).toEqual({});
  });

  const edit = (f: (s: TournamentSchedule) => void) => {
    const s = structuredClone(schedule(2));
    f(s);
    return validateSchedule(s, now);
  };

  it.each<[string, (s: TournamentSchedule) => void, Record<string, string>]>([
    ['a start in the past', (s) => (s.registration.start = now), { 'schedule.registration.start': msg.DATE_IN_FUTURE }],
    [
      'an end before its start',
      (s) => (s.registration.end = s.registration.start),
      { 'schedule.registration.end': msg.END_AFTER_START },
    ],
    [
      'check-in before registration ends',
      (s) => (s.checkIn.start -= 1),
      { 'schedule.checkIn.start': msg.CHECKIN_AFTER_REGISTRATION },
    ],
    [
      'seeding before check-in ends',
      (s) => (s.seeding!.start -= 1),
      { 'schedule.seeding.start': msg.SEEDING_AFTER_CHECKIN },
    ],
    [
      'first round before seeding ends',
      (s) => (s.rounds[0].start = s.seeding!.end - 1),
      { 'schedule.rounds.0.start': msg.FIRST_ROUND_AFTER_CHECKIN_OR_SEEDING },
    ],
    [
      'a round before the previous ends',
      (s) => (s.rounds[1].start -= 1),
      { 'schedule.rounds.1.start': msg.ROUND_AFTER_PREVIOUS },
    ],
    [
      'more than 2 hours from check-in to the first round',
      (s) => {
        s.rounds = [{ start: s.checkIn.end + 2 * HOUR + 1, end: s.checkIn.end + 3 * HOUR }];
        s.seeding = undefined;
      },
      { 'schedule.rounds.0.start': msg.CHECKIN_TO_FIRST_ROUND_TOO_LONG },
    ],
    ['no rounds', (s) => (s.rounds = []), { 'schedule.rounds': msg.REQUIRED }],
    ['a date that is not a number', (s) => (s.checkIn.end = Number.NaN), { 'schedule.checkIn.end': msg.INVALID_DATE }],
  ])('flags %s', (_, change, expected) => {
    expect(edit(change)).toEqual(expected);
  });

  it('refuses a match or game longer than its round, at the duration field', () => {
    const roundMinutes = (schedule(2).rounds[1].end - schedule(2).rounds[1].start) / MIN;
    expect(
      edit((s) => {
        s.rounds[1].matchDurationMinutes = roundMinutes + 1;
        s.rounds[0].gameDurationMinutes = roundMinutes + 5;
      }),
    ).toEqual({
      'schedule.rounds.1.matchDurationMinutes': msg.longerThanRound('match', roundMinutes),
      'schedule.rounds.0.gameDurationMinutes': msg.longerThanRound('game', roundMinutes),
    });
    expect(msg.longerThanRound('match', 60)).toBe('The match duration cannot be longer than the round (60 minutes)');
    expect(edit((s) => (s.rounds[1].matchDurationMinutes = roundMinutes))).toEqual({});
  });

  it('allows exactly 2 hours between check-in and the first round', () => {
    expect(
      edit((s) => {
        s.seeding = undefined;
        s.rounds = [{ start: s.checkIn.end + 2 * HOUR, end: s.checkIn.end + 3 * HOUR }];
      }),
    ).toEqual({});
  });
});
