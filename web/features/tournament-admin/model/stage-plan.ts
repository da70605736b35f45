// The Format section's stages as the wizard edits them: the later stages' drafts (text while typed) and their
// contract body, the rules of src/domain's stage-rules.ts (validateStagePlan) checked as the organizer types and
// shown at the form's own fields, how many enter each stage at the maximum field, and the rounds each stage plans
// (the schedule names the stage of each round window with them).
//
// The contract and the plan count differently: the contract's later stage N says who ENTERS it from the stage
// before; the plan's stage N says how many GO ON from it. So contract stages[i].qualification (and seeding) is the
// plan's stages[i].qualification, while contract stages[i].format and groupCount are the plan's stages[i + 1].
import type { FormatSection, LaterStage } from '../../../../src/contract/tournaments.js';
import { validateStagePlan, type StagePlanEntry } from '../../../../src/domain/validators/stage-rules.js';
import { stageName } from '../../../app/labels/stage-labels.js';
import { fromNumber, toNumber } from './form-numbers.js';
import { formatRounds, type FormatRoundFields } from './format-rounds.js';

export type LaterStageFormat = LaterStage['format'];
export type QualificationKind = LaterStage['qualification']['kind'];

export interface LaterStageDraft {
  format: LaterStageFormat;
  qualificationKind: QualificationKind;
  perGroup: string;
  bestOfNextPlace: string;
  count: string;
  seeding: NonNullable<LaterStage['seeding']>;
  bestOf: number[];
  thirdPlaceDecider: boolean;
  grandFinal: NonNullable<LaterStage['grandFinal']>;
  groupCount: string;
  roundRobinLegs: 1 | 2;
}

/** Stage 1 as the plan needs it: the Format section's own format and groups. */
export interface FirstStage {
  format: FormatSection['format'];
  groupCount?: number;
}

export function laterStageDraft(stage?: LaterStage): LaterStageDraft {
  const rule = stage?.qualification;
  return {
    format: stage?.format ?? 'SINGLE_ELIMINATION',
    qualificationKind: rule?.kind ?? 'TOP_PER_GROUP',
    perGroup: rule?.kind === 'TOP_PER_GROUP' ? fromNumber(rule.perGroup) : '2',
    bestOfNextPlace: rule?.kind === 'TOP_PER_GROUP' ? fromNumber(rule.bestOfNextPlace ?? 0) : '0',
    count: rule?.kind === 'TOP_OVERALL' ? fromNumber(rule.count) : '8',
    seeding: stage?.seeding ?? 'CROSS_GROUP',
    bestOf: stage?.bestOf ?? [],
    thirdPlaceDecider: stage?.thirdPlaceDecider ?? false,
    grandFinal: stage?.grandFinal ?? 'RESET',
    groupCount: fromNumber(stage?.groupCount ?? 1),
    roundRobinLegs: stage?.roundRobinLegs === 2 ? 2 : 1,
  };
}

/** The body of one later stage: only its format's options, the best-of list cut to `rounds` entries. */
export function laterStageBody(draft: LaterStageDraft, rounds: number): LaterStage {
  const qualification: LaterStage['qualification'] =
    draft.qualificationKind === 'TOP_OVERALL'
      ? { kind: 'TOP_OVERALL', count: toNumber(draft.count) }
      : {
          kind: 'TOP_PER_GROUP',
          perGroup: toNumber(draft.perGroup),
          ...(draft.bestOfNextPlace.trim() === '' || toNumber(draft.bestOfNextPlace) === 0
            ? {}
            : { bestOfNextPlace: toNumber(draft.bestOfNextPlace) }),
        };
  return {
    format: draft.format,
    qualification,
    seeding: draft.seeding,
    bestOf: Array.from({ length: rounds }, (_, i) => draft.bestOf[i] ?? 1),
    ...(draft.format === 'SINGLE_ELIMINATION' ? { thirdPlaceDecider: draft.thirdPlaceDecider } : {}),
    ...(draft.format === 'DOUBLE_ELIMINATION' ? { grandFinal: draft.grandFinal } : {}),
    ...(draft.format === 'ROUND_ROBIN'
      ? { groupCount: toNumber(draft.groupCount), roundRobinLegs: draft.roundRobinLegs }
      : {}),
  };
}

/** The plan validateStagePlan reads: stage 1, then each later stage, each but the last saying who goes on. */
export function stagePlanOf(first: FirstStage, later: readonly LaterStage[]): StagePlanEntry[] {
  const entry = (format: StagePlanEntry['format'], groupCount: number | undefined, i: number): StagePlanEntry => ({
    format,
    ...(format === 'ROUND_ROBIN' ? { groupCount: groupCount ?? 1 } : {}),
    ...(later[i] ? { qualification: later[i].qualification, seeding: later[i].seeding } : {}),
  });
  return [
    entry(first.format, first.groupCount, 0),
    ...later.map((stage, i) => entry(stage.format, stage.groupCount, i + 1)),
  ];
}

/** A plan path ("stages.2.groupCount") as the form's path of the same field ("stages.1.groupCount"). */
export function formPathOf(planPath: string): string {
  const match = /^stages\.(\d+)\.(.+)$/.exec(planPath);
  if (!match) return planPath;
  const index = Number(match[1]);
  const field = match[2];
  if (field.startsWith('qualification') || field === 'seeding') return `stages.${index}.${field}`;
  return index === 0 ? field : `stages.${index - 1}.${field}`;
}

/** The domain's texts for a multi-stage plan, keyed by the form's paths (the server's, without "format."). */
export function stagePlanErrors(
  first: FirstStage,
  later: readonly LaterStage[],
  minParticipants: number,
): Record<string, string> {
  const errors = validateStagePlan(stagePlanOf(first, later), minParticipants);
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(errors)) out[formPathOf(path)] ??= text;
  return out;
}

/** How many a stage sends on under `rule` from `entrants` in `groups` groups (what the next stage plans for). */
function sentOn(rule: LaterStage['qualification'], entrants: number, groups: number): number {
  if (rule.kind === 'TOP_OVERALL') return Math.min(entrants, rule.count);
  return Math.min(entrants, rule.perGroup * groups + (rule.bestOfNextPlace ?? 0));
}

const whole = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;

export interface PlannedStage {
  index: number;
  /** "Stage 2 · Single elimination". */
  name: string;
  /** Entrants the stage plans for: stage 1 at the maximum field, later stages as many as go on to them. */
  entrants: number;
  rounds: number;
  /** Its best-of entries' names ("Round 1", "Winners round 2"). */
  bestOfNames: string[];
}

export type PlanFormat = FormatRoundFields & Pick<FormatSection, 'stageType' | 'stages'>;

/** The stages with their entrants and rounds at the Format section's maximum field. */
export function plannedStages(format: PlanFormat): PlannedStage[] {
  const later = format.stageType === 'MULTI_STAGE' ? (format.stages ?? []) : [];
  let entrants = whole(format.maxParticipants, 2);
  let groups = format.format === 'ROUND_ROBIN' ? whole(format.groupCount, 1) : 1;
  const first = formatRounds(format);
  const out: PlannedStage[] = [
    { index: 0, name: stageName(0, format.format), entrants, rounds: first.rounds, bestOfNames: first.bestOfNames },
  ];
  later.forEach((stage, i) => {
    entrants = Math.max(2, sentOn(stage.qualification, entrants, groups) || 2);
    const stageGroups = stage.format === 'ROUND_ROBIN' ? whole(stage.groupCount, 1) : 1;
    const rounds = formatRounds({
      format: stage.format,
      maxParticipants: entrants,
      numberOfRounds: 0,
      grandFinal: stage.grandFinal,
      groupCount: stageGroups,
      roundRobinLegs: stage.roundRobinLegs,
    });
    groups = stageGroups;
    out.push({ index: i + 1, name: stageName(i + 1, stage.format), entrants, ...rounds });
  });
  return out;
}

/** The stage each of the event's rounds belongs to, in order ("Stage 1 · Round robin" three times, …). */
export function roundStageNames(format: PlanFormat | null): string[] {
  if (!format || format.stageType !== 'MULTI_STAGE' || !format.stages?.length) return [];
  return plannedStages(format).flatMap((stage) => Array.from({ length: stage.rounds }, () => stage.name));
}
