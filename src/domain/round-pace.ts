// Rounds at the players' pace (issue 26 §2). With the AS_SOON_AS_READY schedule mode a round starts once every
// earlier round is resolved and the organizer's break has passed, and never later than its planned start; it keeps
// its planned length, so its end (and every deadline measured from it) moves by as much as its start. The fixed
// schedule (SCHEDULED, the default) keeps the planned windows, where players may join 15 minutes early.

import { JOIN_BEFORE_ROUND_MS, MINUTE_MS } from './schedule.js';
import type { Instant, PhaseWindow, RoundWindow, TournamentSchedule } from './types.js';

/** The longest break an organizer may set between two rounds. */
export const ROUND_BREAK_MAX_MINUTES = 24 * 60;

/** Whether rounds start as soon as the previous one is resolved (AS_SOON_AS_READY). */
export function isPacedSchedule(schedule: Pick<TournamentSchedule, 'roundStart'>): boolean {
  return schedule.roundStart === 'AS_SOON_AS_READY';
}

/** Whether prizes are paid as soon as the tournament finishes rather than at the distribution phase. */
export function paysPrizesAtFinish(schedule: Pick<TournamentSchedule, 'prizeDistribution'>): boolean {
  return schedule.prizeDistribution === 'AT_FINISH';
}

/**
 * Round `round`'s planned window. A single elimination bracket may need more rounds than were planned (more
 * players checked in than expected): those follow the last planned one back to back with the same length.
 */
export function plannedRoundWindow(schedule: TournamentSchedule, round: number): RoundWindow {
  const planned = schedule.rounds;
  if (planned.length === 0) throw new RangeError('The schedule has no rounds');
  let window: PhaseWindow;
  if (round < planned.length) window = { start: planned[round].start, end: planned[round].end };
  else {
    const last = planned[planned.length - 1];
    const length = last.end - last.start;
    const extra = round - planned.length + 1;
    window = { start: last.end + (extra - 1) * length, end: last.end + extra * length };
  }
  return { ...window, opensAt: window.start - JOIN_BEFORE_ROUND_MS };
}

/** The window round `round` is played in: the one the pace set when there is one, else the planned one. */
export function playedRoundWindow(schedule: TournamentSchedule, round: number): RoundWindow {
  return schedule.playedRounds?.[round] ?? plannedRoundWindow(schedule, round);
}

/**
 * A round's window once the rounds before it were resolved at `previousResolvedAt`: it starts after the break, or
 * at its planned start if that comes first, and lasts as long as planned. Players may report from its start, or
 * from the planned join window if that opens earlier (a promise the fixed schedule already made), so the break
 * is never cut short by the early join.
 */
export function pacedRoundWindow(planned: PhaseWindow, previousResolvedAt: Instant, breakMinutes: number): RoundWindow {
  const start = Math.min(planned.start, previousResolvedAt + breakMinutes * MINUTE_MS);
  return {
    opensAt: Math.min(planned.start - JOIN_BEFORE_ROUND_MS, start),
    start,
    end: planned.end - (planned.start - start),
  };
}

/** A stored round: its index and when it was resolved (null while it is being played). */
export interface ResolvedRound {
  round: number;
  completedAt: Instant | null;
}

/**
 * The round the pace sets next: the first unresolved one after round 0 whose earlier rounds are all resolved,
 * with the instant the last of them was resolved. Null when round 0 is unresolved or every planned round is.
 */
export function roundToPace(
  rounds: readonly ResolvedRound[],
  plannedRounds: number,
): { round: number; previousResolvedAt: Instant } | null {
  let resolvedAt = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < plannedRounds; k++) {
    const completedAt = rounds.find((r) => r.round === k)?.completedAt ?? null;
    if (completedAt === null) return k === 0 ? null : { round: k, previousResolvedAt: resolvedAt };
    resolvedAt = Math.max(resolvedAt, completedAt);
  }
  return null;
}
