// Time-driven phase transitions of a published tournament (issue 6 §3): which are due at `now`, what each
// one does (disqualify the players who did not check in, cancel for too few participants), and the next
// instant something becomes due. Pure: the server applies the plan under the tournament's row lock and
// records each applied phase, so replaying the plan after a crash or in a second process changes nothing.

import { JOIN_BEFORE_ROUND_MS, prizeDistributionWindow } from './schedule.js';
import type { Instant, TournamentSchedule } from './types.js';

export const TOURNAMENT_PHASES = ['REGISTRATION_CLOSED', 'CHECKIN_OPENED', 'CHECKIN_CLOSED', 'SEEDING_OPENED'] as const;
export type TournamentPhase = (typeof TOURNAMENT_PHASES)[number];

export type PhaseCancelReason = 'TOO_FEW_REGISTERED' | 'TOO_FEW_CHECKED_IN';

export interface PhaseStep {
  phase: TournamentPhase;
  /** The schedule instant the phase belongs to (not when it was applied). */
  at: Instant;
  /** CHECKIN_CLOSED: registrations still REGISTERED (not checked in) become DISQUALIFIED. */
  disqualify?: boolean;
  /** The tournament is cancelled by this step; no later phase follows. */
  cancel?: PhaseCancelReason;
}

export interface PhasePlanInput {
  /** Only a published tournament moves on its own; drafts, cancelled and finished ones never do. */
  published: boolean;
  schedule: TournamentSchedule;
  minParticipants: number;
  /** Phases already applied (recorded), in any order. */
  applied: readonly TournamentPhase[];
  /** Active registrations (REGISTERED + CHECKED_IN) and, of those, CHECKED_IN, as they are now. */
  counts: { active: number; checkedIn: number };
  now: Instant;
}

export interface PhasePlan {
  /** Due, not yet applied, in schedule order. */
  steps: PhaseStep[];
  /** The next instant a phase becomes due after applying `steps`; null when nothing is left (or cancelled). */
  nextAt: Instant | null;
}

/**
 * Each phase and its instant, in order. Seeding opens with its window; without one (automatic seeding) it
 * opens as check-in closes, so later stages always have a SEEDING_OPENED to start from.
 */
export function phaseInstants(schedule: TournamentSchedule): { phase: TournamentPhase; at: Instant }[] {
  return [
    { phase: 'REGISTRATION_CLOSED', at: schedule.registration.end },
    { phase: 'CHECKIN_OPENED', at: schedule.checkIn.start },
    { phase: 'CHECKIN_CLOSED', at: schedule.checkIn.end },
    { phase: 'SEEDING_OPENED', at: schedule.seeding?.start ?? schedule.checkIn.end },
  ];
}

export function planPhases(input: PhasePlanInput): PhasePlan {
  if (!input.published) return { steps: [], nextAt: null };
  const applied = new Set(input.applied);
  const steps: PhaseStep[] = [];
  let { active } = input.counts;
  const { checkedIn } = input.counts;
  for (const { phase, at } of phaseInstants(input.schedule)) {
    if (applied.has(phase)) continue;
    // Phases are applied strictly in order: a later one never runs before an earlier one is recorded.
    if (at > input.now) return { steps, nextAt: at };
    const step: PhaseStep = { phase, at };
    if (phase === 'REGISTRATION_CLOSED' && active < input.minParticipants) step.cancel = 'TOO_FEW_REGISTERED';
    if (phase === 'CHECKIN_CLOSED') {
      if (active > checkedIn) step.disqualify = true;
      active = checkedIn;
      if (checkedIn < input.minParticipants) step.cancel = 'TOO_FEW_CHECKED_IN';
    }
    steps.push(step);
    if (step.cancel) return { steps, nextAt: null };
  }
  return { steps, nextAt: null };
}

/**
 * Every instant at which what users see of a published tournament changes only because time passed
 * (deriveTournamentState's boundaries): registration opens and closes, check-in opens and closes, seeding
 * opens and closes, each round becomes joinable, starts and ends, prizes are distributed. Most change no
 * data, so no database trigger announces them; the scheduler wakes at each one to tell open pages. Sorted,
 * without duplicates.
 */
export function visibleInstants(schedule: TournamentSchedule): Instant[] {
  const instants: Instant[] = [
    schedule.registration.start,
    schedule.registration.end,
    schedule.checkIn.start,
    schedule.checkIn.end,
  ];
  if (schedule.seeding) instants.push(schedule.seeding.start, schedule.seeding.end);
  for (const round of schedule.rounds) instants.push(round.start - JOIN_BEFORE_ROUND_MS, round.start, round.end);
  const distribution = prizeDistributionWindow(schedule);
  if (distribution) instants.push(distribution.start, distribution.end);
  return [...new Set(instants.filter((at) => Number.isFinite(at)))].sort((a, b) => a - b);
}

/**
 * The first instant after `now` at which what users see of the tournament changes with time alone: the visible
 * instants of the planned schedule and those of the rounds as played (a round at the players' pace opens, starts
 * and ends when the play clock set it). Null when none is left. How long a copy of an answer built at `now` holds.
 */
export function nextVisibleInstant(schedule: TournamentSchedule, now: Instant): Instant | null {
  const played = Object.values(schedule.playedRounds ?? {}).flatMap((window) => [
    window.opensAt,
    window.start,
    window.end,
  ]);
  let next: Instant | null = null;
  for (const at of [...visibleInstants(schedule), ...played])
    if (at > now && Number.isFinite(at) && (next === null || at < next)) next = at;
  return next;
}

/**
 * When the scheduler must wake next: the plan's next phase or the next visible instant after `now`,
 * whichever comes first. Nothing after a cancellation, and nothing for a tournament that is not published.
 */
export function nextWakeAt(input: PhasePlanInput, plan: PhasePlan): Instant | null {
  if (!input.published || plan.steps.some((step) => step.cancel)) return null;
  const visible = visibleInstants(input.schedule).find((at) => at > input.now);
  if (visible === undefined) return plan.nextAt;
  return plan.nextAt === null ? visible : Math.min(plan.nextAt, visible);
}
