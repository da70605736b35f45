import { describe, expect, it } from 'vitest';
import {
  nextVisibleInstant,
  nextWakeAt,
  phaseInstants,
  planPhases,
  visibleInstants,
  type PhasePlanInput,
  type TournamentPhase,
} from '../../src/domain/tournament-phases.js';
import { deriveTournamentState } from '../../src/domain/tournament-state.js';
import type { TournamentSchedule } from '../../src/domain/types.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2030, 0, 1);
const REG_END = T0 + 24 * HOUR;
const CI_START = REG_END + HOUR;
const CI_END = CI_START + HOUR;
const sched: TournamentSchedule = {
  registration: { start: T0, end: REG_END },
  checkIn: { start: CI_START, end: CI_END },
  rounds: [{ start: CI_END + HOUR, end: CI_END + 2 * HOUR }],
};
const withSeeding: TournamentSchedule = {
  ...sched,
  seeding: { start: CI_END + 10 * 60_000, end: CI_END + 25 * 60_000 },
};

const input = (overrides: Partial<PhasePlanInput>): PhasePlanInput => ({
  published: true,
  schedule: sched,
  minParticipants: 2,
  applied: [],
  counts: { active: 4, checkedIn: 0 },
  now: T0,
  ...overrides,
});
const phases = (plan: ReturnType<typeof planPhases>) => plan.steps.map((s) => s.phase);

describe('tournament phases', () => {
  it('has nothing due during registration and names registration end as next', () => {
    expect(planPhases(input({ now: REG_END - 1 }))).toEqual({ steps: [], nextAt: REG_END });
  });

  it('closes registration exactly at its end (half-open windows)', () => {
    const plan = planPhases(input({ now: REG_END }));
    expect(plan.steps).toEqual([{ phase: 'REGISTRATION_CLOSED', at: REG_END }]);
    expect(plan.nextAt).toBe(CI_START);
  });

  it('cancels at registration close when fewer than the minimum registered', () => {
    const plan = planPhases(input({ now: REG_END, counts: { active: 1, checkedIn: 0 } }));
    expect(plan.steps).toEqual([{ phase: 'REGISTRATION_CLOSED', at: REG_END, cancel: 'TOO_FEW_REGISTERED' }]);
    expect(plan.nextAt).toBeNull();
  });

  it('the minimum itself is enough', () => {
    expect(planPhases(input({ now: REG_END, counts: { active: 2, checkedIn: 0 } })).steps[0].cancel).toBeUndefined();
  });

  it('opens check-in after registration closed', () => {
    const plan = planPhases(input({ now: CI_START, applied: ['REGISTRATION_CLOSED'] }));
    expect(phases(plan)).toEqual(['CHECKIN_OPENED']);
    expect(plan.nextAt).toBe(CI_END);
  });

  it('at check-in close disqualifies those not checked in and keeps going with enough checked in', () => {
    const plan = planPhases(
      input({ now: CI_END, applied: ['REGISTRATION_CLOSED', 'CHECKIN_OPENED'], counts: { active: 5, checkedIn: 3 } }),
    );
    expect(plan.steps).toEqual([
      { phase: 'CHECKIN_CLOSED', at: CI_END, disqualify: true },
      { phase: 'SEEDING_OPENED', at: CI_END },
    ]);
    expect(plan.nextAt).toBeNull();
  });

  it('does not mark a disqualification when everyone checked in', () => {
    const plan = planPhases(
      input({ now: CI_END, applied: ['REGISTRATION_CLOSED', 'CHECKIN_OPENED'], counts: { active: 3, checkedIn: 3 } }),
    );
    expect(plan.steps[0]).toEqual({ phase: 'CHECKIN_CLOSED', at: CI_END });
  });

  it('cancels at check-in close when fewer than the minimum checked in, after disqualifying', () => {
    const plan = planPhases(
      input({
        now: CI_END + HOUR,
        applied: ['REGISTRATION_CLOSED', 'CHECKIN_OPENED'],
        counts: { active: 5, checkedIn: 1 },
      }),
    );
    expect(plan.steps).toEqual([
      { phase: 'CHECKIN_CLOSED', at: CI_END, disqualify: true, cancel: 'TOO_FEW_CHECKED_IN' },
    ]);
    expect(plan.nextAt).toBeNull();
  });

  it('catches up on every missed phase in order (server down for hours)', () => {
    const plan = planPhases(input({ now: CI_END + 5 * HOUR, counts: { active: 3, checkedIn: 2 } }));
    expect(phases(plan)).toEqual(['REGISTRATION_CLOSED', 'CHECKIN_OPENED', 'CHECKIN_CLOSED', 'SEEDING_OPENED']);
    expect(plan.steps[2].disqualify).toBe(true);
  });

  it('stops the catch-up at a cancellation', () => {
    const plan = planPhases(input({ now: CI_END + 5 * HOUR, counts: { active: 1, checkedIn: 1 } }));
    expect(phases(plan)).toEqual(['REGISTRATION_CLOSED']);
    expect(plan.steps[0].cancel).toBe('TOO_FEW_REGISTERED');
  });

  it('opens seeding with its own window when there is one', () => {
    const applied: TournamentPhase[] = ['REGISTRATION_CLOSED', 'CHECKIN_OPENED'];
    const atClose = planPhases(
      input({ schedule: withSeeding, now: CI_END, applied, counts: { active: 2, checkedIn: 2 } }),
    );
    expect(phases(atClose)).toEqual(['CHECKIN_CLOSED']);
    expect(atClose.nextAt).toBe(withSeeding.seeding!.start);
    const atSeeding = planPhases(
      input({
        schedule: withSeeding,
        now: withSeeding.seeding!.start,
        applied: [...applied, 'CHECKIN_CLOSED'],
        counts: { active: 2, checkedIn: 2 },
      }),
    );
    expect(atSeeding).toEqual({ steps: [{ phase: 'SEEDING_OPENED', at: withSeeding.seeding!.start }], nextAt: null });
  });

  it('replaying an applied plan is a no-op (idempotent)', () => {
    const all = phaseInstants(sched).map((p) => p.phase);
    expect(planPhases(input({ now: CI_END + HOUR, applied: all, counts: { active: 0, checkedIn: 0 } }))).toEqual({
      steps: [],
      nextAt: null,
    });
  });

  it('never moves a tournament that is not published', () => {
    expect(planPhases(input({ published: false, now: CI_END + HOUR, counts: { active: 0, checkedIn: 0 } }))).toEqual({
      steps: [],
      nextAt: null,
    });
  });
});

describe('instants users see (issue 16 §1)', () => {
  const MINUTE = 60_000;
  const ROUND = sched.rounds[0];
  const wake = (overrides: Partial<PhasePlanInput>) => {
    const planInput = input(overrides);
    return nextWakeAt(planInput, planPhases(planInput));
  };

  it('lists registration opening, every window edge, each round joinable/start/end and prize distribution', () => {
    expect(visibleInstants(withSeeding)).toEqual([
      T0,
      REG_END,
      CI_START,
      CI_END,
      withSeeding.seeding!.start,
      withSeeding.seeding!.end,
      ROUND.start - 15 * MINUTE,
      ROUND.start,
      ROUND.end,
      ROUND.end + 15 * MINUTE,
    ]);
  });

  it('wakes when registration opens, before any phase is due', () => {
    expect(wake({ now: T0 - HOUR })).toBe(T0);
    expect(wake({ now: T0 })).toBe(REG_END);
  });

  it('keeps waking for the rounds after the last phase, and stops after the last instant', () => {
    const all = phaseInstants(sched).map((p) => p.phase);
    const done = { applied: all, counts: { active: 2, checkedIn: 2 } };
    expect(wake({ ...done, now: CI_END })).toBe(ROUND.start - 15 * MINUTE);
    expect(wake({ ...done, now: ROUND.start })).toBe(ROUND.end);
    expect(wake({ ...done, now: ROUND.end + HOUR })).toBeNull();
  });

  it('never wakes after a cancellation or for an unpublished tournament', () => {
    expect(wake({ now: REG_END, counts: { active: 1, checkedIn: 0 } })).toBeNull();
    expect(wake({ published: false, now: T0 - HOUR })).toBeNull();
  });

  it('covers every change of the state a user sees as time passes alone', () => {
    const instants = new Set(visibleInstants(withSeeding));
    const relations = [
      { registration: 'NONE' },
      { registration: 'REGISTERED' },
      { registration: 'CHECKED_IN' },
    ] as const;
    for (const relation of relations) {
      for (const role of ['PARTICIPANT', 'SPECTATOR'] as const) {
        let previous: string | undefined;
        for (let now = T0 - HOUR; now < ROUND.end + HOUR; now += MINUTE) {
          const state = deriveTournamentState({
            tournament: { status: 'published', paused: false, accessType: 'OPEN', resultsValidated: true },
            schedule: withSeeding,
            now,
            relation: { ...relation, currentMatch: { round: 0, status: 'ROUND_IN_PROGRESS' } },
            role,
          });
          if (previous !== undefined && state !== previous)
            expect(instants.has(now), `${previous} → ${state}`).toBe(true);
          previous = state;
        }
      }
    }
  });

  it('names the next visible instant after now, the rounds as played included (how long a kept answer holds)', () => {
    expect(nextVisibleInstant(withSeeding, T0 - HOUR)).toBe(T0);
    expect(nextVisibleInstant(withSeeding, T0)).toBe(REG_END);
    expect(nextVisibleInstant(withSeeding, ROUND.end + 15 * MINUTE)).toBeNull();
    // A round at the players' pace opened early: its own window's instants come before the planned ones.
    const played = {
      ...sched,
      playedRounds: { 0: { opensAt: CI_END + 5 * MINUTE, start: CI_END + 10 * MINUTE, end: CI_END + 40 * MINUTE } },
    };
    expect(nextVisibleInstant(played, CI_END)).toBe(CI_END + 5 * MINUTE);
    expect(nextVisibleInstant(played, CI_END + 10 * MINUTE)).toBe(CI_END + 40 * MINUTE);
  });
});
