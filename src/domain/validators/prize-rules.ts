// Prizepool rules (SPEC §5): every reward gives UOS or Uniqs, and a Uniq quantity splits evenly among the
// players of its ranks.

import { playersInRanks } from '../prize-split.js';
import type { Reward } from '../types.js';
import { tryParseUos } from '../uos.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors } from './field-checks.js';

/** `participantCount` sizes the ALL rank kind. */
export function validatePrizes(rewards: readonly Reward[], participantCount: number, base = 'rewards'): FieldErrors {
  const errors: FieldErrors = {};
  rewards.forEach((reward, i) => {
    const path = `${base}.${i}`;
    const hasUos = reward.uosAmount !== undefined && reward.uosAmount !== '';
    const uniqs = reward.uniqs ?? [];
    if (!hasUos && uniqs.length === 0) addError(errors, path, msg.PRIZE_NEEDS_REWARD);
    if (hasUos) {
      const units = tryParseUos(reward.uosAmount as string);
      if (units === null) addError(errors, `${path}.uosAmount`, msg.INVALID_VALUE);
      else if (units <= 0n) addError(errors, `${path}.uosAmount`, msg.MUST_BE_POSITIVE);
    }
    const ranks = reward.ranks;
    const validRank = (r: number) => Number.isInteger(r) && r >= 1;
    if (ranks.kind === 'SPECIFIC' && !validRank(ranks.rank)) addError(errors, `${path}.ranks.rank`, msg.INVALID_RANK);
    if (ranks.kind === 'RANGE') {
      if (!validRank(ranks.startRank)) addError(errors, `${path}.ranks.startRank`, msg.INVALID_RANK);
      else if (!validRank(ranks.endRank)) addError(errors, `${path}.ranks.endRank`, msg.INVALID_RANK);
      else if (ranks.startRank >= ranks.endRank)
        addError(errors, `${path}.ranks.endRank`, msg.START_RANK_BEFORE_END_RANK);
    }
    const players = playersInRanks(ranks, participantCount);
    uniqs.forEach((uniq, u) => {
      const upath = `${path}.uniqs.${u}.quantity`;
      if (!Number.isInteger(uniq.quantity)) addError(errors, upath, msg.INVALID_VALUE);
      else if (uniq.quantity <= 0) addError(errors, upath, msg.MUST_BE_POSITIVE);
      else if (players > 0 && uniq.quantity % players !== 0)
        addError(errors, upath, msg.UNIQ_AMOUNT_MULTIPLE_OF_PLAYERS);
    });
  });
  return errors;
}
