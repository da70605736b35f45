// When each round is played: its planned window, or the one the pace set when rounds start as soon as ready
// (round-pace.ts lays those over the schedule). A single elimination bracket may need more rounds than were
// planned; those follow the last planned one back to back with the same length, so every round has a window.
import { playedRoundWindow, type RoundWindow, type TournamentSchedule } from '../../../../src/domain/index.js';

export function roundWindow(schedule: TournamentSchedule, round: number): RoundWindow {
  return playedRoundWindow(schedule, round);
}

/** Players may join and report from the window's opening (SPEC §9: 15 minutes before a planned start) to its end. */
export function reportingOpen(window: RoundWindow, now: number): boolean {
  return now >= window.opensAt && now < window.end;
}

/** When seeding is over and the seeds are frozen: the seeding window's end, or check-in's end without one. */
export function seedingClosesAt(schedule: TournamentSchedule): number {
  return schedule.seeding?.end ?? schedule.checkIn.end;
}
