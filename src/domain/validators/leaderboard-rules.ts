// Leaderboard settings rules (SPEC §5, §9): name and subname, the points scale (ranks that do not overlap,
// values strictly between -1024 and 1024), the prize pool (the tournament prize rules), and a reason for a
// custom tie-break. `readyToPublish` says what publishing needs beyond valid fields.

import type { RankRange, Reward } from '../types.js';
import * as msg from '../validation-messages.js';
import { validatePrizes } from './prize-rules.js';
import { addError, checkText, isFiniteNumber, type FieldErrors } from './field-checks.js';
import { NAME_MAX_LENGTH } from './tournament-rules.js';

export interface LeaderboardSettingsInput {
  name: string;
  subname: string | null;
  pointsScale: readonly RankRange[];
  tieBreak: 'CHECK_IN_DATE' | 'RANDOM' | 'CUSTOM_REASON';
  tieBreakReason: string | null;
  prizepool: { rewards: readonly (Reward & { id: string })[] };
}

const isRank = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value) && value >= 1;

export function validateLeaderboardSettings(input: LeaderboardSettingsInput): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', input.name, 3, NAME_MAX_LENGTH);
  if (input.subname !== null && input.subname !== '') checkText(errors, 'subname', input.subname, 1, NAME_MAX_LENGTH);
  const assigned: [number, number][] = [];
  input.pointsScale.forEach((range, i) => {
    const path = `pointsScale.${i}`;
    if (!isRank(range.startRank)) addError(errors, `${path}.startRank`, msg.INVALID_RANK);
    else if (!isRank(range.endRank)) addError(errors, `${path}.endRank`, msg.INVALID_RANK);
    else if (range.startRank > range.endRank) addError(errors, `${path}.endRank`, msg.START_RANK_BEFORE_END_RANK);
    else if (assigned.some(([s, e]) => range.startRank <= e && s <= range.endRank))
      addError(errors, `${path}.startRank`, msg.RANK_ALREADY_ASSIGNED);
    else assigned.push([range.startRank, range.endRank]);
    if (!isFiniteNumber(range.points)) addError(errors, `${path}.points`, msg.INVALID_NUMBER);
    else if (range.points >= 1024) addError(errors, `${path}.points`, msg.LESS_THAN_1024);
    else if (range.points <= -1024) addError(errors, `${path}.points`, msg.GREATER_THAN_MINUS_1024);
  });
  if (input.tieBreak === 'CUSTOM_REASON') checkText(errors, 'tieBreakReason', input.tieBreakReason ?? '', 1, 1024);
  const ids = new Set<string>();
  input.prizepool.rewards.forEach((reward, i) => {
    if (ids.has(reward.id)) addError(errors, `prizepool.rewards.${i}.id`, msg.INVALID_VALUE);
    ids.add(reward.id);
  });
  for (const [path, text] of Object.entries(validatePrizes(input.prizepool.rewards, 0, 'prizepool.rewards')))
    addError(errors, path, text);
  return errors;
}

/**
 * What a valid leaderboard still lacks before it can be published: a POINTS leaderboard scored by placement
 * needs a points scale. Null when it may be published.
 */
export function publishBlocker(input: {
  kind: 'POINTS' | 'RANK';
  pointsSource: 'PLACEMENT_SCALE' | 'POINTS_EARNED';
  pointsScale: readonly RankRange[];
}): 'POINTS_SCALE_MISSING' | null {
  if (input.kind === 'POINTS' && input.pointsSource === 'PLACEMENT_SCALE' && input.pointsScale.length === 0)
    return 'POINTS_SCALE_MISSING';
  return null;
}
