// Format rules of the two bracket-and-group formats of issue 31: double elimination (its grand final) and round-robin
// groups (their count and legs). Written once here; the server answers them as formFieldErrors and the wizard's
// Format section shows the same texts.

import type { TournamentFormat } from '../types.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';

/** The grand final options of the Format section (the engine's 'WITH_RESET' is the contract's 'RESET'). */
export const GRAND_FINAL_KINDS = ['NONE', 'SINGLE', 'RESET'] as const;
/** Round management addresses rounds 0…64, so a group may not need more rounds than that. */
export const MAX_ROUND_ROBIN_ROUNDS = 64;

/** Rounds one round-robin group of `size` plays: an odd group adds a bye round, and each leg repeats them. */
export function roundRobinRoundsOf(size: number, legs: number): number {
  return (size % 2 === 0 ? size - 1 : size) * legs;
}

/** The fewest groups that keep every group within MAX_ROUND_ROBIN_ROUNDS rounds for `participants`. */
export function minimumRoundRobinGroups(participants: number, legs: number): number {
  let groups = 1;
  while (roundRobinRoundsOf(Math.ceil(participants / groups), legs) > MAX_ROUND_ROBIN_ROUNDS) groups++;
  return groups;
}

const isWhole = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value);

/** Double elimination: at least 3 participants and a known grand final option. */
export function validateDoubleElimination(format: TournamentFormat, base = 'format'): FieldErrors {
  const errors: FieldErrors = {};
  if (isWhole(format.minParticipants) && format.minParticipants < 3) {
    addError(errors, `${base}.minParticipants`, msg.minValue(3));
  }
  if (format.grandFinal !== undefined && !GRAND_FINAL_KINDS.includes(format.grandFinal)) {
    addError(errors, `${base}.grandFinal`, msg.INVALID_VALUE);
  }
  return errors;
}

/**
 * Round robin: 1 or 2 legs; every group has at least two members at the minimum participants; and no group plays
 * more rounds than round management can address at the maximum participants.
 */
export function validateRoundRobin(format: TournamentFormat, base = 'format'): FieldErrors {
  const errors: FieldErrors = {};
  const legs = format.roundRobinLegs ?? 1;
  const groups = format.groupCount ?? 1;
  const legsOk = isWhole(legs) && (legs === 1 || legs === 2);
  if (!legsOk)
    addError(errors, `${base}.roundRobinLegs`, isWhole(legs) && legs > 2 ? msg.maxValue(2) : msg.minValue(1));
  if (!isWhole(groups)) {
    addError(errors, `${base}.groupCount`, msg.INVALID_VALUE);
    return errors;
  }
  if (groups < 1) {
    addError(errors, `${base}.groupCount`, msg.MUST_BE_POSITIVE);
    return errors;
  }
  if (isWhole(format.minParticipants) && format.minParticipants >= 2 && groups * 2 > format.minParticipants) {
    addError(errors, `${base}.groupCount`, msg.maxValue(Math.floor(format.minParticipants / 2)));
  } else if (legsOk && isWhole(format.maxParticipants) && format.maxParticipants >= 2) {
    const needed = minimumRoundRobinGroups(format.maxParticipants, legs);
    if (groups < needed) addError(errors, `${base}.groupCount`, msg.minValue(needed));
  }
  return errors;
}
