// The one table of stage formats (CONVENTIONS.md §15): the format a tournament's Format section names → the engine
// adapter that plays it (stage-format.ts says what an adapter answers). Keyed by the contract's format enum, so a
// format added there does not compile until it has its entry here. A new format (double elimination, round robin:
// their pure engines are in src/domain) is one adapter file and one line below.
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { ffaMatchupsStage } from './ffa-matchups-stage.js';
import { singleEliminationStage } from './single-elimination-stage.js';
import type { StageFormat } from './stage-format.js';
import { swissStage } from './swiss-stage.js';

const STAGE_FORMATS: { readonly [F in FormatSection['format']]: (format: FormatSection) => StageFormat } = {
  SINGLE_ELIMINATION: () => singleEliminationStage,
  SWISS_SYSTEM: () => swissStage,
  // Matchups of duels pair like Swiss; matchups of FFA lobbies draw rounds of lobbies.
  MATCHUPS: (format) => (format.matchType === 'FFA' ? ffaMatchupsStage : swissStage),
  // Their adapters follow the contract commit (issue 31); until then they cannot be played.
  DOUBLE_ELIMINATION: () => {
    throw new RangeError('Double elimination is not playable yet');
  },
  ROUND_ROBIN: () => {
    throw new RangeError('Round robin is not playable yet');
  },
};

/** The engine adapter that plays `format`. */
export function stageFormatOf(format: FormatSection): StageFormat {
  return STAGE_FORMATS[format.format](format);
}

export type { DuelFeed, FeedTarget, MatchDiff, StageFormat } from './stage-format.js';
