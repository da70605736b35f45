// Single elimination as a stage format: the whole bracket is stored when the seeds freeze (round 1 with its byes
// resolved, later rounds waiting for their opponents); a decided match feeds the winner onwards; an amendment is
// replayed by the engine and every match it changes is rewritten.
import {
  bracketFeed,
  bracketLayout,
  bracketRoundName,
  createSingleElimination,
  describeMatch,
  placements,
  replaySingleElimination,
  roundOfMatch,
  type BracketFeed,
  type DuelResult,
  type SingleEliminationBracket,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { diffEngineRows, ENGINE_STATUS } from './engine-rows.js';
import { eliminationStandings } from './elimination-standings.js';
import type { MatchDiff, StageFormat } from './stage-format.js';
import { bestOfForRound, resultToEngine, toSeed, type NewMatch, type StoredMatch } from './stored-play.js';

function singleEliminationOptions(format: FormatSection, entrantCount: number) {
  const layout = bracketLayout(entrantCount, format.thirdPlaceDecider);
  const bestOf = Array.from({ length: layout.roundCount }, (_, r) => bestOfForRound(format, r));
  return { participantCount: entrantCount, thirdPlaceDecider: format.thirdPlaceDecider, bestOf };
}

/** The whole bracket as rows: round 1 with its byes resolved, later rounds waiting for their opponents. */
function singleEliminationRows(format: FormatSection, entrantCount: number): NewMatch[] {
  const bracket = createSingleElimination(singleEliminationOptions(format, entrantCount));
  const rows: NewMatch[] = [];
  for (let m = 0; m < bracket.matchCount; m++) {
    const view = describeMatch(bracket, m);
    const status = ENGINE_STATUS[view.state];
    rows.push({
      round_index: view.round,
      position: m,
      kind: 'DUEL',
      best_of: view.bestOf,
      third_place: view.isThirdPlaceDecider,
      participants: [toSeed(bracket.opponent1[m]), toSeed(bracket.opponent2[m])],
      status,
      winner: view.winner === null ? null : view.winner + 1,
      resolution: status === 'BYE' ? 'BYE' : null,
    });
  }
  return rows;
}

/** The bracket replayed from stored results (the engine decides opponents, states and winners). */
function replayBracket(
  format: FormatSection,
  entrantCount: number,
  matches: readonly StoredMatch[],
): SingleEliminationBracket {
  const results: (DuelResult | undefined)[] = [];
  for (const match of matches) if (match.result) results[match.position] = resultToEngine(match.result as DuelResult);
  return replaySingleElimination(singleEliminationOptions(format, entrantCount), results);
}

/** How each stored match must change to agree with `bracket` (amendments, walkovers), by position. */
function diffBracket(bracket: SingleEliminationBracket, matches: readonly StoredMatch[]): MatchDiff[] {
  return diffEngineRows(matches, (m) => {
    const view = describeMatch(bracket, m);
    return {
      participants: [toSeed(bracket.opponent1[m]), toSeed(bracket.opponent2[m])],
      status: ENGINE_STATUS[view.state],
      winner: view.winner === null ? null : view.winner + 1,
    };
  });
}

function bracketPlacements(bracket: SingleEliminationBracket): Map<number, number> {
  const place = placements(bracket);
  const bySeed = new Map<number, number>();
  place.forEach((rank, index) => {
    if (rank > 0) bySeed.set(index + 1, rank);
  });
  return bySeed;
}

/** Whether `match` was decided by playing (or a walkover) and so put its loser out, the third-place decider aside. */
const eliminates = (match: StoredMatch) =>
  !match.third_place && (match.status === 'COMPLETED' || match.status === 'WALKOVER');

/** Losers of round r share the place (entrants still in round r+1) + 1. */
function eliminationPlace(matches: readonly StoredMatch[], seed: number, entrantCount: number): number | null {
  const lost = matches.find((match) => eliminates(match) && match.participants.includes(seed) && match.winner !== seed);
  if (!lost) return null;
  let size = 1;
  while (size < entrantCount) size *= 2;
  return (size >> (lost.round_index + 1)) + 1;
}

const plannedRounds = (format: FormatSection, entrantCount: number) =>
  bracketLayout(entrantCount, format.thirdPlaceDecider).roundCount;

export const singleEliminationStage: StageFormat = {
  plannedRounds,

  roundNames(format, entrantCount) {
    const layout = bracketLayout(entrantCount, format.thirdPlaceDecider);
    return Array.from({ length: layout.roundCount }, (_, r) => bracketRoundName(layout, r));
  },

  start: (format, entrants) => ({
    matches: singleEliminationRows(format, entrants.length),
    rounds: plannedRounds(format, entrants.length),
  }),

  nextRound: null,

  duelFeed(format, entrantCount, position) {
    const layout = bracketLayout(entrantCount, format.thirdPlaceDecider);
    const feed = bracketFeed(layout, position);
    const target = (to: BracketFeed['winnerTo']) =>
      to ? { round: roundOfMatch(layout, to.matchId), position: to.matchId, slot: to.slot } : null;
    return { winnerTo: target(feed.winnerTo), loserTo: target(feed.loserTo) };
  },

  reflow: {
    diff: (format, entrantCount, matches) => diffBracket(replayBracket(format, entrantCount, matches), matches),
    // Who is still in: whoever lost a final match is out.
    eliminated(_format, _entrantCount, matches) {
      const out = new Set<number>();
      for (const row of matches) {
        if (!eliminates(row)) continue;
        for (const seed of row.participants) if (seed > 0 && seed !== row.winner) out.add(seed);
      }
      return out;
    },
  },

  placements: (format, entrantCount, _entrants, matches) =>
    bracketPlacements(replayBracket(format, entrantCount, matches)),

  // Placements as far as they are known; wins and losses counted from the bracket.
  standings: (format, entrantCount, entrants, matches) =>
    eliminationStandings(
      entrants,
      matches,
      (entrant) =>
        entrant.final_rank ??
        (entrant.status === 'ELIMINATED' ? eliminationPlace(matches, entrant.seed, entrantCount) : null),
      format.scoringSystem,
    ),
};
