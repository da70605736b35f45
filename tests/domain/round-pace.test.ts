// Rounds at the players' pace (issue 26 §2): when a round starts and ends given when the rounds before it were
// resolved, the organizer's break and the planned windows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOIN_BEFORE_ROUND_MS,
  MINUTE_MS,
  isRoundJoinable,
  pacedRoundWindow,
  playedRoundWindow,
  plannedRoundWindow,
  roundToPace,
  shiftSchedule,
  validateSchedule,
  type TournamentSchedule,
} from '../../src/domain/index.js';

const HOUR = 60 * MINUTE_MS;
const T = Date.UTC(2030, 0, 1, 12);
const schedule = (rounds: number, extra: Partial<TournamentSchedule> = {}): TournamentSchedule => ({
  registration: { start: T - 4 * HOUR, end: T - 3 * HOUR },
  checkIn: { start: T - 2 * HOUR, end: T - HOUR },
  rounds: Array.from({ length: rounds }, (_, r) => ({ start: T + r * HOUR, end: T + (r + 1) * HOUR })),
  ...extra,
});

describe('a paced round window', () => {
  const planned = { start: T + HOUR, end: T + 2 * HOUR };

  it('starts after the break when the previous round was resolved early, keeping its length', () => {
    const w = pacedRoundWindow(planned, T + 10 * MINUTE_MS, 5);
    expect(w).toEqual({ opensAt: T + 15 * MINUTE_MS, start: T + 15 * MINUTE_MS, end: T + HOUR + 15 * MINUTE_MS });
  });

  it('never starts later than planned, and keeps the planned join window then', () => {
    const w = pacedRoundWindow(planned, T + 58 * MINUTE_MS, 10);
    expect(w).toEqual({ opensAt: planned.start - JOIN_BEFORE_ROUND_MS, start: planned.start, end: planned.end });
  });

  it('opens no earlier than the planned join window when the break ends inside it', () => {
    const w = pacedRoundWindow(planned, T + 40 * MINUTE_MS, 10);
    expect(w.start).toBe(T + 50 * MINUTE_MS);
    expect(w.opensAt).toBe(planned.start - JOIN_BEFORE_ROUND_MS);
  });

  it('holds its rules for any resolution instant and break', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * 60, max: 3 * 60 }),
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.integer({ min: 1, max: 6 * 60 }),
        (resolvedMinute, breakMinutes, lengthMinutes) => {
          const plan = { start: T, end: T + lengthMinutes * MINUTE_MS };
          const resolvedAt = T + resolvedMinute * MINUTE_MS;
          const w = pacedRoundWindow(plan, resolvedAt, breakMinutes);
          // Never later than planned, never before the break unless the plan itself says so.
          expect(w.start).toBeLessThanOrEqual(plan.start);
          expect(w.start === plan.start || w.start === resolvedAt + breakMinutes * MINUTE_MS).toBe(true);
          expect(w.start).toBeLessThanOrEqual(resolvedAt + breakMinutes * MINUTE_MS);
          expect(w.end - w.start).toBe(plan.end - plan.start);
          expect(w.opensAt).toBeLessThanOrEqual(w.start);
          expect(w.opensAt).toBeGreaterThanOrEqual(
            Math.min(plan.start - JOIN_BEFORE_ROUND_MS, resolvedAt + breakMinutes * MINUTE_MS),
          );
        },
      ),
    );
  });
});

describe('the round to pace', () => {
  it('is the first unresolved round once every earlier one is resolved, from the last resolution', () => {
    expect(roundToPace([], 3)).toBeNull();
    expect(roundToPace([{ round: 0, completedAt: null }], 3)).toBeNull();
    expect(roundToPace([{ round: 0, completedAt: 5 }], 3)).toEqual({ round: 1, previousResolvedAt: 5 });
    // Round robin rounds may be resolved out of order: round 2 waits for round 0, then follows the latest.
    const outOfOrder = [
      { round: 0, completedAt: 9 },
      { round: 1, completedAt: 4 },
      { round: 2, completedAt: null },
    ];
    expect(roundToPace(outOfOrder, 3)).toEqual({ round: 2, previousResolvedAt: 9 });
    expect(
      roundToPace(
        [
          { round: 0, completedAt: null },
          { round: 1, completedAt: 4 },
        ],
        3,
      ),
    ).toBeNull();
    expect(
      roundToPace(
        [
          { round: 0, completedAt: 1 },
          { round: 1, completedAt: 2 },
        ],
        2,
      ),
    ).toBeNull();
  });
});

describe('the schedule as played', () => {
  it('lays the paced windows over the planned ones, for the join window too', () => {
    const played = { opensAt: T + 20 * MINUTE_MS, start: T + 20 * MINUTE_MS, end: T + 80 * MINUTE_MS };
    const s = schedule(2, { roundStart: 'AS_SOON_AS_READY', playedRounds: { 1: played } });
    expect(playedRoundWindow(s, 1)).toEqual(played);
    expect(playedRoundWindow(s, 0)).toEqual(plannedRoundWindow(s, 0));
    expect(isRoundJoinable(s, 1, T + 19 * MINUTE_MS)).toBe(false);
    expect(isRoundJoinable(s, 1, T + 20 * MINUTE_MS)).toBe(true);
    expect(isRoundJoinable(s, 1, T + 80 * MINUTE_MS)).toBe(false);
  });

  it('extends a bracket with more rounds than planned back to back', () => {
    expect(plannedRoundWindow(schedule(2), 3)).toEqual({
      opensAt: T + 3 * HOUR - JOIN_BEFORE_ROUND_MS,
      start: T + 3 * HOUR,
      end: T + 4 * HOUR,
    });
  });

  it('keeps the modes when a pause moves the plan (the server moves the paced windows it stores)', () => {
    const s = schedule(3, { roundStart: 'AS_SOON_AS_READY', roundBreakMinutes: 5, prizeDistribution: 'AT_FINISH' });
    const shifted = shiftSchedule(s, T + HOUR, 10 * MINUTE_MS);
    expect(shifted).toMatchObject({
      roundStart: 'AS_SOON_AS_READY',
      roundBreakMinutes: 5,
      prizeDistribution: 'AT_FINISH',
    });
    expect(shifted.rounds[2].start).toBe(T + 2 * HOUR + 10 * MINUTE_MS);
  });
});

describe('the break between rounds', () => {
  const now = T - 5 * HOUR;
  it('is whole minutes, at most a day, for rounds started as soon as ready', () => {
    const paced = (roundBreakMinutes: number) =>
      validateSchedule(schedule(2, { roundStart: 'AS_SOON_AS_READY', roundBreakMinutes }), now);
    expect(paced(10)).toEqual({});
    expect(paced(0)).toEqual({});
    expect(paced(-1)['schedule.roundBreakMinutes']).toBe('The minimum value allowed is 0.');
    expect(paced(24 * 60 + 1)['schedule.roundBreakMinutes']).toBe('The maximum value allowed is 1440.');
    expect(paced(1.5)['schedule.roundBreakMinutes']).toBe('Please enter a valid number');
    expect(validateSchedule(schedule(2, { roundBreakMinutes: 10 }), now)['schedule.roundBreakMinutes']).toBe(
      'A break between rounds applies only when rounds start as soon as ready',
    );
    expect(validateSchedule(schedule(2, { roundStart: 'SCHEDULED', roundBreakMinutes: 0 }), now)).toEqual({});
  });
});
