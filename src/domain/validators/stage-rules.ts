// A multi-stage plan (issue 31 §2), written once for the wizard's Format section and the server: the stages in
// order, each but the last saying how many go on. Stage 1 is a group stage (round robin, Swiss or matchups), later
// stages a knockout (the last one) or another round robin; every stage receives enough entrants to be played.

import type { QualificationRule, QualificationSeeding } from '../stage-qualification.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';

export type StageFormatKind = 'ROUND_ROBIN' | 'SWISS_SYSTEM' | 'MATCHUPS' | 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION';

export const FIRST_STAGE_FORMATS: readonly StageFormatKind[] = ['ROUND_ROBIN', 'SWISS_SYSTEM', 'MATCHUPS'];
export const LATER_STAGE_FORMATS: readonly StageFormatKind[] = [
  'SINGLE_ELIMINATION',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
];
export const QUALIFICATION_SEEDINGS: readonly QualificationSeeding[] = ['CROSS_GROUP', 'BY_STANDING'];

/** Fewest entrants each format can be played with (a round robin group needs two). */
const MIN_ENTRANTS: Record<StageFormatKind, number> = {
  ROUND_ROBIN: 2,
  SWISS_SYSTEM: 2,
  MATCHUPS: 2,
  SINGLE_ELIMINATION: 2,
  DOUBLE_ELIMINATION: 3,
};

const KNOCKOUTS: readonly StageFormatKind[] = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'];

export interface StagePlanEntry {
  format: StageFormatKind;
  /** ROUND_ROBIN: number of groups (default 1); other formats play as one list. */
  groupCount?: number;
  /** How entrants go on to the next stage; required on every stage but the last. */
  qualification?: QualificationRule;
  /** How the qualified are seeded in the next stage (default CROSS_GROUP). */
  seeding?: QualificationSeeding;
}

const isWhole = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value);

function entrantsNeeded(stage: StagePlanEntry): number {
  const groups = stage.format === 'ROUND_ROBIN' && isWhole(stage.groupCount) ? stage.groupCount : 1;
  return Math.max(MIN_ENTRANTS[stage.format], 2 * groups);
}

/**
 * Checks the rule of one stage playing `entrants` in `groups` groups; returns how many it sends on, or undefined
 * when the rule is not valid (then nothing is said about the next stage's size).
 */
function checkQualification(
  errors: FieldErrors,
  path: string,
  rule: QualificationRule,
  entrants: number,
  groups: number,
): number | undefined {
  const fail = (at: string, text: string): undefined => {
    addError(errors, at, text);
    return undefined;
  };
  if (rule.kind === 'TOP_OVERALL') {
    const count = rule.count;
    if (!isWhole(count)) return fail(`${path}.count`, msg.INVALID_VALUE);
    if (count < 1) return fail(`${path}.count`, msg.MUST_BE_POSITIVE);
    if (count > entrants) return fail(`${path}.count`, msg.maxValue(entrants));
    return count;
  }
  if (rule.kind !== 'TOP_PER_GROUP') return fail(`${path}.kind`, msg.INVALID_VALUE);
  const k = rule.perGroup;
  if (!isWhole(k)) return fail(`${path}.perGroup`, msg.INVALID_VALUE);
  if (k < 1) return fail(`${path}.perGroup`, msg.MUST_BE_POSITIVE);
  // Groups differ in size by at most one, so the smallest holds ⌊entrants / groups⌋.
  if (k * groups > entrants) return fail(`${path}.perGroup`, msg.maxValue(Math.floor(entrants / groups)));
  const extra = rule.bestOfNextPlace ?? 0;
  if (!isWhole(extra)) return fail(`${path}.bestOfNextPlace`, msg.INVALID_VALUE);
  if (extra < 0) return fail(`${path}.bestOfNextPlace`, msg.minValue(0));
  // Groups that have a next place at all: all of them, or only the larger ones when the smallest holds just K.
  const withNextPlace = entrants >= (k + 1) * groups ? groups : entrants - k * groups;
  if (extra > withNextPlace) return fail(`${path}.bestOfNextPlace`, msg.maxValue(withNextPlace));
  return k * groups + extra;
}

/** `entrants`: the fewest who can start stage 1 (the Format section's minimum participants). */
export function validateStagePlan(stages: readonly StagePlanEntry[], entrants: number, base = 'stages'): FieldErrors {
  const errors: FieldErrors = {};
  if (stages.length === 0) {
    addError(errors, base, msg.REQUIRED);
    return errors;
  }
  let field: number | undefined = isWhole(entrants) ? entrants : undefined;
  stages.forEach((stage, i) => {
    const path = `${base}.${i}`;
    const last = i === stages.length - 1;
    if (stages.length > 1) {
      if (i === 0 && !FIRST_STAGE_FORMATS.includes(stage.format))
        addError(errors, `${path}.format`, msg.FIRST_STAGE_FORMAT);
      if (i > 0 && !LATER_STAGE_FORMATS.includes(stage.format))
        addError(errors, `${path}.format`, msg.LATER_STAGE_FORMAT);
      if (!last && KNOCKOUTS.includes(stage.format)) addError(errors, `${path}.format`, msg.KNOCKOUT_ENDS_EVENT);
    }
    let groups = 1;
    if (stage.format === 'ROUND_ROBIN' && stage.groupCount !== undefined) {
      const before = Object.keys(errors).length;
      if (!isWhole(stage.groupCount)) addError(errors, `${path}.groupCount`, msg.INVALID_VALUE);
      else if (stage.groupCount < 1) addError(errors, `${path}.groupCount`, msg.MUST_BE_POSITIVE);
      else if (field !== undefined && 2 * stage.groupCount > field)
        addError(errors, `${path}.groupCount`, msg.maxValue(Math.max(1, Math.floor(field / 2))));
      else groups = stage.groupCount;
      // With the groups unknown, so is how many go on: the qualification is judged once they are fixed.
      if (Object.keys(errors).length > before) field = undefined;
    }
    if (stage.seeding !== undefined && !QUALIFICATION_SEEDINGS.includes(stage.seeding))
      addError(errors, `${path}.seeding`, msg.INVALID_VALUE);
    if (last) return;
    if (!stage.qualification) {
      addError(errors, `${path}.qualification`, msg.REQUIRED);
      field = undefined;
      return;
    }
    const sent =
      field === undefined
        ? undefined
        : checkQualification(errors, `${path}.qualification`, stage.qualification, field, groups);
    const needed = entrantsNeeded(stages[i + 1]);
    if (sent !== undefined && sent < needed) {
      const at = stage.qualification.kind === 'TOP_OVERALL' ? 'count' : 'perGroup';
      addError(errors, `${path}.qualification.${at}`, msg.nextStageNeeds(needed));
    }
    field = sent;
  });
  return errors;
}
