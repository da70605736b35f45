// When each round is played. The schedule lists the rounds' windows; a single elimination bracket may need more
// rounds than were planned (more players checked in than expected), and those extra rounds follow the last
// planned one back to back with the same length, so every round always has a window.
import { JOIN_BEFORE_ROUND_MS, type PhaseWindow, type TournamentSchedule } from '../../../../src/domain/index.js';

export function roundWindow(schedule: TournamentSchedule, round: number): PhaseWindow {
  const planned = schedule.rounds;
  if (planned.length === 0) throw new RangeError('The schedule has no rounds');
  if (round < planned.length) return { start: planned[round].start, end: planned[round].end };
  const last = planned[planned.length - 1];
  const length = last.end - last.start;
  const extra = round - planned.length + 1;
  return { start: last.end + (extra - 1) * length, end: last.end + extra * length };
}

/** Players may join and report from 15 minutes before the round starts (SPEC §9) up to its end. */
export function reportingOpen(window: PhaseWindow, now: number): boolean {
  return now >= window.start - JOIN_BEFORE_ROUND_MS && now < window.end;
}

/** When seeding is over and the seeds are frozen: the seeding window's end, or check-in's end without one. */
export function seedingClosesAt(schedule: TournamentSchedule): number {
  return schedule.seeding?.end ?? schedule.checkIn.end;
}
