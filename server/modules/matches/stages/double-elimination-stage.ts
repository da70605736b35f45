// Double elimination as a stage format (issue 31): the whole bracket (winners, losers, grand final and its reset) is
// stored when the seeds freeze; a decided match sends its winner on and, in the winners bracket, its loser down into
// the losers bracket; the reset is stored from the start but ends as a bye unless the losers-bracket winner takes the
// first grand final. An amendment is replayed by the engine over both brackets and every match it changes is
// rewritten. Positions are the engine's match ids; stored rounds interleave the brackets (see stageRound).
import {
  bracketSideOf,
  createDoubleElimination,
  createDoubleEliminationLayout,
  describeDoubleEliminationMatch,
  doubleEliminationOpponent,
  doubleEliminationPlacements,
  doubleEliminationRoundName,
  bracketWinners,
  doubleEliminationOptionsOf,
  replayDoubleElimination,
  type BracketSide,
  type DoubleEliminationBracket,
  type DoubleEliminationLayout,
  type DoubleEliminationOptions,
  type DuelResult,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { diffEngineRows, ENGINE_STATUS } from './engine-rows.js';
import { eliminationStandings } from './elimination-standings.js';
import type { FeedTarget, StageFormat } from './stage-format.js';
import { resultToEngine, toSeed, type NewMatch, type StoredMatch } from './stored-play.js';

const doubleEliminationOptions = (format: FormatSection, entrantCount: number): DoubleEliminationOptions =>
  doubleEliminationOptionsOf(format, entrantCount);

// Layouts are fixed per field size and options, and a report asks for one: keep the last few.
const layouts = new Map<string, DoubleEliminationLayout>();
function layoutOf(format: FormatSection, entrantCount: number): DoubleEliminationLayout {
  const options = doubleEliminationOptions(format, entrantCount);
  const key = JSON.stringify(options);
  let layout = layouts.get(key);
  if (!layout) {
    layout = createDoubleEliminationLayout(options);
    if (layouts.size >= 32) layouts.delete(layouts.keys().next().value as string);
    layouts.set(key, layout);
  }
  return layout;
}

/**
 * The stored round of a match: winners round r is round r, losers round L is round L+1 (it takes the losers of the
 * winners round before it), then the grand final and its reset. A feed therefore always goes to a later round, and
 * matches are locked in increasing round order.
 */
function stageRound(layout: DoubleEliminationLayout, side: BracketSide, round: number): number {
  const k = layout.winnersRoundCount;
  if (side === 'WINNERS') return round;
  if (side === 'LOSERS') return round + 1;
  return 2 * k - 1 + round;
}

function stageRoundOfMatch(layout: DoubleEliminationLayout, matchId: number): number {
  return stageRound(layout, bracketSideOf(layout, matchId), layout.roundOf[matchId]);
}

function plannedRounds(format: FormatSection, entrantCount: number): number {
  const layout = layoutOf(format, entrantCount);
  const k = layout.winnersRoundCount;
  return layout.grandFinal === 'NONE' ? 2 * k - 1 : layout.grandFinal === 'SINGLE' ? 2 * k : 2 * k + 1;
}

/** "Winners Round 1" → "Winners round 1", as the other formats name rounds. */
const sentenceCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();

function roundNames(format: FormatSection, entrantCount: number): string[] {
  const layout = layoutOf(format, entrantCount);
  const k = layout.winnersRoundCount;
  return Array.from({ length: plannedRounds(format, entrantCount) }, (_, g) => {
    if (g >= 2 * k - 1) return sentenceCase(doubleEliminationRoundName(layout, 'GRAND_FINAL', g - (2 * k - 1)));
    const parts: string[] = [];
    if (g < k) parts.push(doubleEliminationRoundName(layout, 'WINNERS', g));
    if (g >= 1 && g - 1 < layout.losersRoundCount) parts.push(doubleEliminationRoundName(layout, 'LOSERS', g - 1));
    return parts.map(sentenceCase).join(' · ');
  });
}

function rows(bracket: DoubleEliminationBracket): NewMatch[] {
  const out: NewMatch[] = [];
  for (let m = 0; m < bracket.matchCount; m++) {
    const view = describeDoubleEliminationMatch(bracket, m);
    const status = ENGINE_STATUS[view.state];
    out.push({
      round_index: stageRound(bracket.layout, view.side, view.round),
      position: m,
      kind: 'DUEL',
      best_of: view.bestOf,
      third_place: false,
      participants: [
        toSeed(doubleEliminationOpponent(bracket, m, 0)),
        toSeed(doubleEliminationOpponent(bracket, m, 1)),
      ],
      status,
      winner: view.winner === null ? null : view.winner + 1,
      resolution: status === 'BYE' ? 'BYE' : null,
    });
  }
  return out;
}

function replay(
  format: FormatSection,
  entrantCount: number,
  matches: readonly StoredMatch[],
): DoubleEliminationBracket {
  const results: (DuelResult | undefined)[] = [];
  for (const match of matches) if (match.result) results[match.position] = resultToEngine(match.result as DuelResult);
  return replayDoubleElimination(doubleEliminationOptions(format, entrantCount), results);
}

/** Places by seed as far as they are known (losers-bracket exits share a place: 5–6, 7–8, 9–12, …). */
function placesBySeed(bracket: DoubleEliminationBracket): Map<number, number> {
  const bySeed = new Map<number, number>();
  doubleEliminationPlacements(bracket).forEach((place, index) => {
    if (place > 0) bySeed.set(index + 1, place);
  });
  return bySeed;
}

function target(layout: DoubleEliminationLayout, packed: number): FeedTarget | null {
  if (packed < 0) return null;
  const id = packed >> 1;
  return { round: stageRoundOfMatch(layout, id), position: id, slot: (packed & 1) as 0 | 1 };
}

export const doubleEliminationStage: StageFormat = {
  plannedRounds,
  roundNames,

  start(format, entrants) {
    const bracket = createDoubleElimination(doubleEliminationOptions(format, entrants.length));
    return { matches: rows(bracket), rounds: plannedRounds(format, entrants.length) };
  },

  nextRound: null,

  duelFeed(format, entrantCount, position, winnerSlot) {
    const layout = layoutOf(format, entrantCount);
    if (position === layout.grandFinalMatch && layout.resetMatch >= 0) {
      const reset = (slot: 0 | 1): FeedTarget => ({
        round: stageRoundOfMatch(layout, layout.resetMatch),
        position: layout.resetMatch,
        slot,
      });
      // The winners-bracket champion (slot 0) has not lost yet: winning the grand final ends it, the reset is a bye.
      // The losers-bracket winner taking it gives both one loss: the reset is played, in the same slots.
      return winnerSlot === 0
        ? { winnerTo: reset(0), loserTo: null, byeTo: reset(1) }
        : { winnerTo: reset(1), loserTo: reset(0) };
    }
    return { winnerTo: target(layout, layout.winnerTo[position]), loserTo: target(layout, layout.loserTo[position]) };
  },

  matchPlace(format, entrantCount, position) {
    const layout = layoutOf(format, entrantCount);
    if (position === layout.resetMatch) return { bracket: 'GRAND_FINAL_RESET' };
    return { bracket: bracketSideOf(layout, position) };
  },

  reflow: {
    diff(format, entrantCount, matches) {
      const bracket = replay(format, entrantCount, matches);
      return diffEngineRows(matches, (m) => {
        const view = describeDoubleEliminationMatch(bracket, m);
        return {
          participants: [
            toSeed(doubleEliminationOpponent(bracket, m, 0)),
            toSeed(doubleEliminationOpponent(bracket, m, 1)),
          ],
          status: ENGINE_STATUS[view.state],
          winner: view.winner === null ? null : view.winner + 1,
        };
      });
    },
    // Out: everyone placed but the champion; with no grand final the losers-bracket winner is placed (2nd) but
    // never lost a second time.
    eliminated(format, entrantCount, matches) {
      const bracket = replay(format, entrantCount, matches);
      const out = new Set<number>();
      for (const [seed, place] of placesBySeed(bracket)) if (place > 1) out.add(seed);
      if (bracket.layout.grandFinal === 'NONE') out.delete(bracketWinners(bracket).losers + 1);
      return out;
    },
  },

  placements: (format, entrantCount, _entrants, matches) => placesBySeed(replay(format, entrantCount, matches)),

  standings(format, entrantCount, entrants, matches) {
    const places = placesBySeed(replay(format, entrantCount, matches));
    return eliminationStandings(
      entrants,
      matches,
      (entrant) => entrant.final_rank ?? places.get(entrant.seed) ?? null,
      format.scoringSystem,
    );
  },
};
