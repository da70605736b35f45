// From a tournament's stored format (SPEC §3) to the options of the engine that runs it, so the server picks
// the engine in one place. DUEL matchups run on the Swiss engine: rounds of pairings by standings without
// repeats, scored with the win/loss/bye points and the forfeit penalty.

import type { FfaOptions } from './matchups-ffa.js';
import type { SingleEliminationOptions } from './single-elimination.js';
import type { SwissOptions } from './swiss-standings.js';
import type { TieBreakCriterion } from './tie-breaks.js';
import type { TournamentFormat, TournamentTieBreak } from './types.js';

export type EngineOptions =
  | { engine: 'SINGLE_ELIMINATION'; options: SingleEliminationOptions }
  | { engine: 'SWISS'; options: SwissOptions }
  | { engine: 'FFA'; options: FfaOptions };

export interface EngineContext {
  participantCount: number;
  tieBreaks?: readonly TieBreakCriterion[];
  tournamentTieBreak?: TournamentTieBreak;
  checkInDates?: readonly number[];
}

export function engineOptions(format: TournamentFormat, context: EngineContext): EngineOptions {
  const { participantCount, tieBreaks, tournamentTieBreak, checkInDates } = context;
  const scoring = format.scoringSystem;
  if (format.format === 'SINGLE_ELIMINATION') {
    return {
      engine: 'SINGLE_ELIMINATION',
      options: { participantCount, thirdPlaceDecider: format.thirdPlaceDecider, bestOf: format.bestOf },
    };
  }
  if (format.format === 'MATCHUPS' && format.matchType === 'FFA') {
    return {
      engine: 'FFA',
      options: {
        participantCount,
        lobbySize: format.lobbySize ?? participantCount,
        numberOfRounds: format.numberOfRounds,
        numberOfGames: format.numberOfGames,
        scoring,
        tieBreaks,
        tournamentTieBreak,
        checkInDates,
      },
    };
  }
  return {
    engine: 'SWISS',
    options: {
      participantCount,
      numberOfRounds: format.numberOfRounds,
      scoring,
      bestOf: format.bestOf,
      tieBreaks,
      tournamentTieBreak,
      checkInDates,
    },
  };
}
