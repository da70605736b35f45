// The Format section of a multi-stage event (issue 31 §2) checked as one plan: the section's own fields are stage 1
// and `stages` the ones after it. The contract says how entrants ENTER a later stage (its `qualification`), the plan
// of stage-rules.ts how many go ON from the stage before, so stage i's rule is `stages[i].qualification` and the
// plan's error paths are mapped back onto the section's fields. Each later stage's own options follow its format's
// rules (stage-format-rules.ts) at the size the stage before sends on.

import type { LaterStagePlan, TournamentFormat } from '../types.js';
import { BEST_OF_VALUES } from '../types.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors } from './field-checks.js';
import { validateDoubleElimination, validateRoundRobin } from './stage-format-rules.js';
import { validateStagePlan, type StagePlanEntry } from './stage-rules.js';

/** True when the section describes more than one stage. */
export const isMultiStage = (format: Pick<TournamentFormat, 'stages'>): boolean => (format.stages?.length ?? 0) > 0;

/** The plan's path `stages.i.field…` as the section's path. */
function sectionPath(planPath: string, base: string): string {
  const match = /^stages\.(\d+)(?:\.(.*))?$/.exec(planPath);
  if (!match) return `${base}.stages`;
  const i = Number(match[1]);
  const field = match[2];
  // The rule and seeding of plan stage i live on the stage they lead into, stages[i].
  if (field?.startsWith('qualification') || field === 'seeding') return `${base}.stages.${i}.${field}`;
  if (i === 0) return field ? `${base}.${field}` : base;
  return field ? `${base}.stages.${i - 1}.${field}` : `${base}.stages.${i - 1}`;
}

/** How many a rule sends on from `entrants` in `groups` groups (what the next stage is sized by). */
function sentOn(rule: LaterStagePlan['qualification'], groups: number): number {
  return rule.kind === 'TOP_OVERALL' ? rule.count : rule.perGroup * groups + (rule.bestOfNextPlace ?? 0);
}

/** Field errors of a multi-stage Format section (empty for a single-stage one: nothing to add). */
export function validateMultiStage(format: TournamentFormat, base = 'format'): FieldErrors {
  const errors: FieldErrors = {};
  const stages = format.stages ?? [];
  if (stages.length === 0) {
    if (format.stageType === 'MULTI_STAGE') addError(errors, `${base}.stages`, msg.REQUIRED);
    return errors;
  }
  if (format.stageType === 'SIMPLE_STAGE') addError(errors, `${base}.stageType`, msg.INVALID_VALUE);
  const plan: StagePlanEntry[] = [
    { format: format.format, groupCount: format.groupCount },
    ...stages.map((stage) => ({ format: stage.format, groupCount: stage.groupCount })),
  ];
  stages.forEach((stage, i) => {
    plan[i].qualification = stage.qualification;
    if (stage.seeding !== undefined) plan[i].seeding = stage.seeding;
  });
  for (const [path, text] of Object.entries(validateStagePlan(plan, format.minParticipants)))
    addError(errors, sectionPath(path, base), text);

  let groups = format.format === 'ROUND_ROBIN' ? (format.groupCount ?? 1) : 1;
  stages.forEach((stage, i) => {
    const path = `${base}.stages.${i}`;
    const size = sentOn(stage.qualification, groups);
    // The later stage's own options, judged at the size it is played with.
    const own: TournamentFormat = {
      ...format,
      format: stage.format,
      matchType: 'DUEL',
      minParticipants: size,
      maxParticipants: size,
      grandFinal: stage.grandFinal,
      groupCount: stage.groupCount,
      roundRobinLegs: stage.roundRobinLegs,
      bestOf: stage.bestOf as TournamentFormat['bestOf'],
      stages: undefined,
    };
    const rules =
      stage.format === 'DOUBLE_ELIMINATION'
        ? validateDoubleElimination(own, path)
        : stage.format === 'ROUND_ROBIN'
          ? validateRoundRobin(own, path)
          : {};
    // Too few entrants is the plan's message, on the rule that sends them.
    delete rules[`${path}.minParticipants`];
    for (const [at, text] of Object.entries(rules)) addError(errors, at, text);
    stage.bestOf.forEach((b, k) => {
      if (!BEST_OF_VALUES.includes(b as never)) addError(errors, `${path}.bestOf.${k}`, msg.INVALID_VALUE);
    });
    groups = stage.format === 'ROUND_ROBIN' ? (stage.groupCount ?? 1) : 1;
  });
  return errors;
}
