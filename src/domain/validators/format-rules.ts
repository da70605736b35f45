// Format rules: the format's own numbers and which leaderboard kinds a format may feed (SPEC §5).

import { BEST_OF_VALUES, type LeaderboardKind, type TournamentFormat } from '../types.js';
import { SIDE_NAME_MAX } from '../game-sides.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';
import { validateDoubleElimination, validateRoundRobin } from './stage-format-rules.js';

/** Formats whose matches are duels only. */
const DUEL_ONLY_FORMATS: readonly TournamentFormat['format'][] = [
  'SINGLE_ELIMINATION',
  'SWISS_SYSTEM',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
];
/** Formats whose rounds follow from the bracket or the groups rather than the organizer's numberOfRounds. */
const ROUNDS_FROM_LAYOUT: readonly TournamentFormat['format'][] = [
  'SINGLE_ELIMINATION',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
];

/**
 * SINGLE_ELIMINATION and DOUBLE_ELIMINATION (placements, no points) cannot feed a POINTS leaderboard; MATCHUPS
 * cannot feed a RANK one.
 */
export function validateLeaderboardLink(
  format: TournamentFormat['format'],
  leaderboardKind: LeaderboardKind | undefined,
  path = 'linkedLeaderboardId',
): FieldErrors {
  const errors: FieldErrors = {};
  if (format === 'SINGLE_ELIMINATION' && leaderboardKind === 'POINTS')
    addError(errors, path, msg.SINGLE_ELIMINATION_NOT_POINTS);
  if (format === 'DOUBLE_ELIMINATION' && leaderboardKind === 'POINTS')
    addError(errors, path, msg.DOUBLE_ELIMINATION_NOT_POINTS);
  if (format === 'MATCHUPS' && leaderboardKind === 'RANK') addError(errors, path, msg.MATCHUPS_NOT_RANK);
  return errors;
}

/** Two named, different sides, for duels only (an FFA lobby has no two sides). */
function validateSides(format: TournamentFormat, path: string): FieldErrors {
  const errors: FieldErrors = {};
  const names = format.sides!.names;
  if (format.matchType !== 'DUEL') addError(errors, path, msg.SIDES_NEED_DUELS);
  names.forEach((name, i) => {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (trimmed === '') addError(errors, `${path}.names.${i}`, msg.REQUIRED);
    else if (trimmed.length > SIDE_NAME_MAX) addError(errors, `${path}.names.${i}`, msg.maxLength(SIDE_NAME_MAX));
  });
  if (names[0]?.trim() !== '' && names[0]?.trim().toLowerCase() === names[1]?.trim().toLowerCase()) {
    addError(errors, `${path}.names.1`, msg.SIDES_MUST_DIFFER);
  }
  return errors;
}

function checkCount(errors: FieldErrors, path: string, value: unknown, min: number): value is number {
  if (value === undefined || value === null) addError(errors, path, msg.REQUIRED);
  else if (!isFiniteNumber(value) || !Number.isInteger(value)) addError(errors, path, msg.INVALID_VALUE);
  else if (value < min) addError(errors, path, min === 1 ? msg.MUST_BE_POSITIVE : msg.minValue(min));
  else return true;
  return false;
}

/** The format section's numbers: participants, rounds, games, lobby size and best-of values. */
export function validateFormat(format: TournamentFormat, base = 'format'): FieldErrors {
  const errors: FieldErrors = {};
  const minOk = checkCount(errors, `${base}.minParticipants`, format.minParticipants, 2);
  const maxOk = checkCount(errors, `${base}.maxParticipants`, format.maxParticipants, 2);
  if (minOk && maxOk && format.maxParticipants < format.minParticipants) {
    addError(errors, `${base}.maxParticipants`, msg.minValue(format.minParticipants));
  }
  if (DUEL_ONLY_FORMATS.includes(format.format) && format.matchType !== 'DUEL') {
    addError(errors, `${base}.matchType`, msg.INVALID_VALUE);
  }
  if (!ROUNDS_FROM_LAYOUT.includes(format.format)) {
    if (
      checkCount(errors, `${base}.numberOfRounds`, format.numberOfRounds, 1) &&
      format.format === 'SWISS_SYSTEM' &&
      maxOk
    ) {
      // Swiss with more rounds than opponents would force repeats.
      if (format.numberOfRounds > format.maxParticipants - 1) {
        addError(errors, `${base}.numberOfRounds`, msg.maxValue(format.maxParticipants - 1));
      }
    }
  }
  if (format.format === 'DOUBLE_ELIMINATION') Object.assign(errors, validateDoubleElimination(format, base));
  if (format.format === 'ROUND_ROBIN') Object.assign(errors, validateRoundRobin(format, base));
  if (format.format === 'MATCHUPS') {
    checkCount(errors, `${base}.numberOfGames`, format.numberOfGames, 1);
    if (format.matchType === 'FFA') checkCount(errors, `${base}.lobbySize`, format.lobbySize, 2);
  }
  if (format.sides) Object.assign(errors, validateSides(format, `${base}.sides`));
  if (format.matchType === 'DUEL') {
    if (!format.bestOf || format.bestOf.length === 0) addError(errors, `${base}.bestOf`, msg.REQUIRED);
    else {
      format.bestOf.forEach((b, i) => {
        if (!BEST_OF_VALUES.includes(b)) addError(errors, `${base}.bestOf.${i}`, msg.INVALID_VALUE);
      });
    }
  }
  return errors;
}
