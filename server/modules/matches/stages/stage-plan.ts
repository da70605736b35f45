// A multi-stage event's stages as Format sections (issue 31 §2): stage 0 is the section itself, a later stage is the
// section with the later stage's format and options in place of the section's own, so every stage is played by the
// same adapters (stage-formats.ts) as a single-stage tournament of that format.
import type { FormatSection, LaterStage } from '../../../../src/contract/tournaments.js';

const FORMAT_NAMES: Record<FormatSection['format'], string> = {
  SINGLE_ELIMINATION: 'Single elimination',
  DOUBLE_ELIMINATION: 'Double elimination',
  ROUND_ROBIN: 'Round robin',
  SWISS_SYSTEM: 'Swiss',
  MATCHUPS: 'Matchups',
};

/** True when the section describes more than one stage. */
export const isMultiStageFormat = (format: FormatSection): boolean => (format.stages?.length ?? 0) > 0;

/** Stages of the event: 1 for a single-stage tournament. */
export const stageCount = (format: FormatSection): number => 1 + (format.stages?.length ?? 0);

/** The later stage `index` (≥ 1) as the section its adapter reads. */
function laterStageSection(format: FormatSection, stage: LaterStage): FormatSection {
  return {
    ...format,
    format: stage.format,
    matchType: 'DUEL',
    bestOf: stage.bestOf,
    thirdPlaceDecider: stage.thirdPlaceDecider ?? false,
    grandFinal: stage.grandFinal,
    groupCount: stage.groupCount,
    roundRobinLegs: stage.roundRobinLegs,
    numberOfRounds: 0,
    stages: undefined,
    stageType: undefined,
  };
}

/** Stage `index`'s own Format section. */
export function stageSection(format: FormatSection, index: number): FormatSection {
  if (index === 0) return { ...format, stages: undefined, stageType: undefined };
  return laterStageSection(format, format.stages![index - 1]);
}

/** "Stage 1 · Round robin". */
export const stageName = (format: FormatSection, index: number): string =>
  `Stage ${index + 1} · ${FORMAT_NAMES[stageSection(format, index).format]}`;
