// Status of each schedule phase (SPEC §4: live, complete, canceled, updated, paused; plus upcoming) for the
// organizer's schedule view. Windows are half-open: a phase is live from its start up to its end.

import { prizeDistributionWindow } from './schedule.js';
import type { Instant, PhaseWindow, TournamentSchedule, TournamentStatus } from './types.js';

export type PhaseStatus = 'UPCOMING' | 'LIVE' | 'COMPLETE' | 'CANCELED' | 'UPDATED' | 'PAUSED';
export type PhaseName = 'registration' | 'checkIn' | 'seeding' | 'rounds' | 'prizepoolDistribution';

export interface PhaseStatusInput {
  tournament: { status: TournamentStatus; paused: boolean };
  schedule: TournamentSchedule;
  now: Instant;
  /** Phases whose dates changed after publication (e.g. shifted by a pause) and have not started yet. */
  updatedPhases?: readonly PhaseName[];
}

export interface PhaseStatuses {
  registration: PhaseStatus;
  checkIn: PhaseStatus;
  seeding?: PhaseStatus;
  rounds: PhaseStatus[];
  prizepoolDistribution?: PhaseStatus;
}

export function derivePhaseStatuses(input: PhaseStatusInput): PhaseStatuses {
  const { tournament, schedule, now } = input;
  const updated = new Set(input.updatedPhases ?? []);
  const status = (window: PhaseWindow, name: PhaseName): PhaseStatus => {
    if (now >= window.end) return 'COMPLETE';
    if (tournament.status === 'canceled') return 'CANCELED';
    if (now >= window.start) return tournament.paused ? 'PAUSED' : 'LIVE';
    return updated.has(name) ? 'UPDATED' : 'UPCOMING';
  };
  const distribution = prizeDistributionWindow(schedule);
  return {
    registration: status(schedule.registration, 'registration'),
    checkIn: status(schedule.checkIn, 'checkIn'),
    seeding: schedule.seeding && status(schedule.seeding, 'seeding'),
    rounds: schedule.rounds.map((r) => status(r, 'rounds')),
    prizepoolDistribution: distribution && status(distribution, 'prizepoolDistribution'),
  };
}
