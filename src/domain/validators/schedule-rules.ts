// Schedule rules (SPEC §5): dates in the future, each end after its start, phases in order, and at most two
// hours from the end of check-in to the first round. A round's match and game durations fit inside the round.

import { isPacedSchedule, ROUND_BREAK_MAX_MINUTES } from '../round-pace.js';
import { MAX_CHECKIN_TO_FIRST_ROUND_MS } from '../schedule.js';
import type { Instant, PhaseWindow, RoundSchedule, TournamentSchedule } from '../types.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';

function checkWindow(errors: FieldErrors, path: string, window: PhaseWindow | undefined, now: Instant): boolean {
  if (!window) {
    addError(errors, path, msg.REQUIRED);
    return false;
  }
  let ok = true;
  for (const key of ['start', 'end'] as const) {
    if (!isFiniteNumber(window[key])) {
      addError(errors, `${path}.${key}`, window[key] == null ? msg.REQUIRED : msg.INVALID_DATE);
      ok = false;
    }
  }
  if (!ok) return false;
  if (window.start <= now) addError(errors, `${path}.start`, msg.DATE_IN_FUTURE);
  if (window.end <= window.start) {
    addError(errors, `${path}.end`, msg.END_AFTER_START);
    return false;
  }
  return true;
}

/** A match (or one game) that cannot end before its round does would be cut off by the next phase. */
function checkDurationsFitRound(errors: FieldErrors, path: string, round: RoundSchedule): void {
  const roundMinutes = Math.floor((round.end - round.start) / 60_000);
  const durations = [
    ['match', 'matchDurationMinutes'],
    ['game', 'gameDurationMinutes'],
  ] as const;
  for (const [what, key] of durations) {
    const minutes = round[key];
    if (isFiniteNumber(minutes) && minutes > roundMinutes)
      addError(errors, `${path}.${key}`, msg.longerThanRound(what, roundMinutes));
  }
}

/** The break between rounds is whole minutes, at most a day, and only meant for rounds started as soon as ready. */
function checkRoundBreak(errors: FieldErrors, base: string, schedule: TournamentSchedule): void {
  const minutes = schedule.roundBreakMinutes;
  if (minutes === undefined) return;
  const path = `${base}.roundBreakMinutes`;
  if (!isFiniteNumber(minutes) || !Number.isInteger(minutes)) addError(errors, path, msg.INVALID_NUMBER);
  else if (minutes < 0) addError(errors, path, msg.minValue(0));
  else if (minutes > ROUND_BREAK_MAX_MINUTES) addError(errors, path, msg.maxValue(ROUND_BREAK_MAX_MINUTES));
  else if (minutes > 0 && !isPacedSchedule(schedule)) addError(errors, path, msg.ROUND_BREAK_NEEDS_PACE);
}

/** Field errors of a schedule being saved at `now`; empty when valid. */
export function validateSchedule(schedule: TournamentSchedule, now: Instant, base = 'schedule'): FieldErrors {
  const errors: FieldErrors = {};
  const registrationOk = checkWindow(errors, `${base}.registration`, schedule.registration, now);
  const checkInOk = checkWindow(errors, `${base}.checkIn`, schedule.checkIn, now);
  if (registrationOk && checkInOk && schedule.checkIn.start < schedule.registration.end) {
    addError(errors, `${base}.checkIn.start`, msg.CHECKIN_AFTER_REGISTRATION);
  }
  let seedingOk = true;
  if (schedule.seeding) {
    seedingOk = checkWindow(errors, `${base}.seeding`, schedule.seeding, now);
    if (seedingOk && checkInOk && schedule.seeding.start < schedule.checkIn.end) {
      addError(errors, `${base}.seeding.start`, msg.SEEDING_AFTER_CHECKIN);
    }
  }
  checkRoundBreak(errors, base, schedule);
  if (!schedule.rounds || schedule.rounds.length === 0) {
    addError(errors, `${base}.rounds`, msg.REQUIRED);
    return errors;
  }
  let previousEnd: number | undefined;
  schedule.rounds.forEach((round, i) => {
    const ok = checkWindow(errors, `${base}.rounds.${i}`, round, now);
    if (!ok) {
      previousEnd = undefined;
      return;
    }
    if (i === 0) {
      const before =
        schedule.seeding && seedingOk ? schedule.seeding.end : checkInOk ? schedule.checkIn.end : undefined;
      if (before !== undefined && round.start < before) {
        addError(errors, `${base}.rounds.0.start`, msg.FIRST_ROUND_AFTER_CHECKIN_OR_SEEDING);
      } else if (checkInOk && round.start - schedule.checkIn.end > MAX_CHECKIN_TO_FIRST_ROUND_MS) {
        addError(errors, `${base}.rounds.0.start`, msg.CHECKIN_TO_FIRST_ROUND_TOO_LONG);
      }
    } else if (previousEnd !== undefined && round.start < previousEnd) {
      addError(errors, `${base}.rounds.${i}.start`, msg.ROUND_AFTER_PREVIOUS);
    }
    checkDurationsFitRound(errors, `${base}.rounds.${i}`, round);
    previousEnd = round.end;
  });
  return errors;
}
