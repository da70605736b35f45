// Names and tones the organizer's table gives matches, and which organizer actions a match allows. Pure.
import type { BadgeTone } from '../../../../src/ui/badge.js';
import type { Entrant, MatchStoredStatus, MatchView } from '../../../../src/contract/matches.js';

export const STATUS_LABELS: Record<MatchStoredStatus, string> = {
  PENDING: 'Waiting for opponents',
  READY: 'Round in progress',
  REPORTED: 'Score reported',
  DISPUTED: 'Disputed',
  COMPLETED: 'Completed',
  WALKOVER: 'Walkover',
  BYE: 'Bye',
  SCORE_MISSING: 'Score missing',
};

export const STATUS_TONES: Record<MatchStoredStatus, BadgeTone> = {
  PENDING: 'neutral',
  READY: 'accent',
  REPORTED: 'warning',
  DISPUTED: 'danger',
  COMPLETED: 'success',
  WALKOVER: 'success',
  BYE: 'neutral',
  SCORE_MISSING: 'danger',
};

export function entrantName(entrants: readonly Entrant[], seed: number | null): string {
  if (seed === null) return 'To be decided';
  return entrants.find((entrant) => entrant.seed === seed)?.name ?? `Seed ${seed}`;
}

/** Needs the organizer: a dispute or a missing score. */
export const needsDecision = (match: MatchView) => match.status === 'DISPUTED' || match.status === 'SCORE_MISSING';

/** A final result the organizer may amend (a bye has nothing to amend). */
export const isAmendable = (match: MatchView) => match.status === 'COMPLETED' || match.status === 'WALKOVER';

/** Both sides known and no final result yet: the organizer may set one or forfeit a side. */
export const isOpen = (match: MatchView) => ['READY', 'REPORTED', 'DISPUTED', 'SCORE_MISSING'].includes(match.status);

/** The real entrants of a match (no byes, no unknown sides). */
export const matchSeeds = (match: MatchView): number[] =>
  match.sides.filter((side) => !side.bye && side.seed !== null).map((side) => side.seed!);

/** A round or match named with its stage in a multi-stage event ("Stage 2 · Semifinals"); as is otherwise. */
export function withStage(name: string, stage: number | undefined): string {
  return stage === undefined ? name : `Stage ${stage + 1} · ${name}`;
}

/** The names of the seeds an amendment moves in or out of the next stage ("Ana, Bo"). */
export function seedNames(entrants: readonly Entrant[], seeds: readonly number[]): string {
  return seeds.map((seed) => entrantName(entrants, seed)).join(', ');
}
