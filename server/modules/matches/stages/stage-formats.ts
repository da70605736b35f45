// The one table of stage formats (CONVENTIONS.md §15): the format a tournament's Format section names → the engine
// adapter that plays it (stage-format.ts says what an adapter answers). Keyed by the contract's format enum, so a
// format added there does not compile until it has its entry here. A new format is one adapter file and one line below.
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { doubleEliminationStage } from './double-elimination-stage.js';
import { ffaMatchupsStage } from './ffa-matchups-stage.js';
import { roundRobinStage } from './round-robin-stage.js';
import { singleEliminationStage } from './single-elimination-stage.js';
import type { StageFormat } from './stage-format.js';
import { swissStage } from './swiss-stage.js';

const STAGE_FORMATS: { readonly [F in FormatSection['format']]: (format: FormatSection) => StageFormat } = {
  SINGLE_ELIMINATION: () => singleEliminationStage,
  SWISS_SYSTEM: () => swissStage,
  // Matchups of duels pair like Swiss; matchups of FFA lobbies draw rounds of lobbies.
  MATCHUPS: (format) => (format.matchType === 'FFA' ? ffaMatchupsStage : swissStage),
  DOUBLE_ELIMINATION: () => doubleEliminationStage,
  ROUND_ROBIN: () => roundRobinStage,
};

/** The engine adapter that plays `format`. */
export function stageFormatOf(format: FormatSection): StageFormat {
  return STAGE_FORMATS[format.format](format);
}

export type { DuelFeed, FeedTarget, MatchDiff, MatchPlace, StageFormat } from './stage-format.js';

/** Formats paired like Swiss (Swiss, matchups of duels): the ones a TRF file describes (issue 30). */
export const pairsLikeSwiss = (format: FormatSection): boolean => stageFormatOf(format) === swissStage;
