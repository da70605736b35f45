// Schedule constants of SPEC §9 and the instants derived from a schedule (join window, prize distribution).

import type { Instant, PhaseWindow, RoundSchedule, TournamentSchedule } from './types.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Recommended phase lengths (SPEC §9). */
export const DEFAULT_REGISTRATION_MS = 14 * DAY_MS;
export const DEFAULT_CHECKIN_MS = HOUR_MS;
export const DEFAULT_SEEDING_MS = 15 * MINUTE_MS;
/** Hard limit between the end of check-in and the first round. */
export const MAX_CHECKIN_TO_FIRST_ROUND_MS = 2 * HOUR_MS;
/** Players may join the game this long before a round starts. */
export const JOIN_BEFORE_ROUND_MS = 15 * MINUTE_MS;
/** Prizepool distribution starts this long after the rounds end. */
export const PRIZE_DISTRIBUTION_DELAY_MS = 15 * MINUTE_MS;

export interface DefaultScheduleInput {
  registrationStart: Instant;
  roundCount: number;
  roundDurationMs: number;
  /** Manual seeding gets a 15-minute window; automatic seeding needs none. */
  withSeeding: boolean;
}

/** A schedule laid out back to back with the recommended lengths. */
export function defaultSchedule(input: DefaultScheduleInput): TournamentSchedule {
  const registration = { start: input.registrationStart, end: input.registrationStart + DEFAULT_REGISTRATION_MS };
  const checkIn = { start: registration.end, end: registration.end + DEFAULT_CHECKIN_MS };
  const seeding = input.withSeeding ? { start: checkIn.end, end: checkIn.end + DEFAULT_SEEDING_MS } : undefined;
  const rounds: RoundSchedule[] = [];
  let cursor = seeding ? seeding.end : checkIn.end;
  for (let r = 0; r < input.roundCount; r++) {
    rounds.push({ start: cursor, end: cursor + input.roundDurationMs });
    cursor += input.roundDurationMs;
  }
  return { registration, checkIn, seeding, rounds };
}

/** End of the last round, or undefined when no round is planned. */
export function roundsEnd(schedule: TournamentSchedule): Instant | undefined {
  return schedule.rounds.length > 0 ? schedule.rounds[schedule.rounds.length - 1].end : undefined;
}

/** Prize distribution window: the stored one, or from 15 minutes after the last round (open-ended). */
export function prizeDistributionWindow(schedule: TournamentSchedule): PhaseWindow | undefined {
  if (schedule.prizepoolDistribution) return schedule.prizepoolDistribution;
  const end = roundsEnd(schedule);
  return end === undefined ? undefined : { start: end + PRIZE_DISTRIBUTION_DELAY_MS, end: Number.POSITIVE_INFINITY };
}

/** Whether players can join round `round` at `now`: from 15 minutes before its start up to its end. */
export function isRoundJoinable(schedule: TournamentSchedule, round: number, now: Instant): boolean {
  const played = schedule.playedRounds?.[round];
  if (played) return now >= played.opensAt && now < played.end;
  const r = schedule.rounds[round];
  return r !== undefined && now >= r.start - JOIN_BEFORE_ROUND_MS && now < r.end;
}

/** Index of the first round players can join at `now` (15 minutes early up to its end), or -1. */
export function joinableRound(schedule: TournamentSchedule, now: Instant): number {
  for (let r = 0; r < schedule.rounds.length; r++) {
    const round = schedule.rounds[r];
    if (now >= round.start - JOIN_BEFORE_ROUND_MS && now < round.end) return r;
  }
  return -1;
}

/** Shifts every phase starting at or after `from` by `deltaMs` (pausing moves the later phases). */
export function shiftSchedule(schedule: TournamentSchedule, from: Instant, deltaMs: number): TournamentSchedule {
  const shift = (w: PhaseWindow): PhaseWindow => ({
    start: w.start >= from ? w.start + deltaMs : w.start,
    end: w.end >= from ? w.end + deltaMs : w.end,
  });
  return {
    ...schedule,
    registration: shift(schedule.registration),
    checkIn: shift(schedule.checkIn),
    seeding: schedule.seeding && shift(schedule.seeding),
    rounds: schedule.rounds.map((r) => ({ ...r, ...shift(r) })),
    prizepoolDistribution: schedule.prizepoolDistribution && shift(schedule.prizepoolDistribution),
  };
}
