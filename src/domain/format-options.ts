// From a tournament's stored format (SPEC §3) to the options of the engine that runs it, so the server picks
// the engine in one place. DUEL matchups run on the Swiss engine: rounds of pairings by standings without
// repeats, scored with the win/loss/bye points and the forfeit penalty.

import type { DoubleEliminationOptions } from './double-elimination.js';
import type { FfaOptions } from './matchups-ffa.js';
import type { RoundRobinOptions } from './round-robin.js';
import type { SingleEliminationOptions } from './single-elimination.js';
import type { SwissOptions } from './swiss-standings.js';
import type { TieBreakCriterion } from './tie-breaks.js';
import type { BestOf, TournamentFormat, TournamentTieBreak } from './types.js';

export type EngineOptions =
  | { engine: 'SINGLE_ELIMINATION'; options: SingleEliminationOptions }
  | { engine: 'SWISS'; options: SwissOptions }
  | { engine: 'FFA'; options: FfaOptions }
  | { engine: 'DOUBLE_ELIMINATION'; options: DoubleEliminationOptions }
  | { engine: 'ROUND_ROBIN'; options: RoundRobinOptions };

/** What the two issue-31 formats read of a Format section (the stored one, or the contract's). */
type FormatFields = Pick<TournamentFormat, 'grandFinal' | 'groupCount' | 'roundRobinLegs' | 'scoringSystem'> & {
  bestOf: readonly number[];
};

/**
 * Double elimination: the grand final as chosen (RESET by default; the engine calls it WITH_RESET); the best-of list
 * runs over the winners rounds, the losers bracket plays its first value and the grand final the winners final's.
 */
export function doubleEliminationOptionsOf(format: FormatFields, participantCount: number): DoubleEliminationOptions {
  const grandFinal = format.grandFinal ?? 'RESET';
  return {
    participantCount,
    grandFinal: grandFinal === 'RESET' ? 'WITH_RESET' : grandFinal,
    winnersBestOf: format.bestOf.length > 0 ? (format.bestOf as BestOf[]) : undefined,
  };
}

/**
 * Round robin: groups and legs as chosen (1 by default); points per match from the scoring system's win and loss
 * points. A duel report always names a winner, so there are no draws (and no draw points).
 */
export function roundRobinOptionsOf(format: FormatFields, participantCount: number): RoundRobinOptions {
  return {
    participantCount,
    groupCount: format.groupCount ?? 1,
    meetings: format.roundRobinLegs === 2 ? 2 : 1,
    bestOf: format.bestOf.length > 0 ? (format.bestOf as BestOf[]) : undefined,
    points: { win: format.scoringSystem.winPoints, draw: 0, loss: format.scoringSystem.lossPoints },
    allowDraws: false,
  };
}

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
  if (format.format === 'DOUBLE_ELIMINATION') {
    return { engine: 'DOUBLE_ELIMINATION', options: doubleEliminationOptionsOf(format, participantCount) };
  }
  if (format.format === 'ROUND_ROBIN') {
    return { engine: 'ROUND_ROBIN', options: roundRobinOptionsOf(format, participantCount) };
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
