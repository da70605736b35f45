// Swiss standings after any number of rounds: points from the scoring system, the Swiss tie-breaks
// (Buchholz, Buchholz cut-1, Sonneborn-Berger, head-to-head, wins) and the tournament's own tie-break.

import { MATCH_STATE, packedDuelOutcome, resultAppliesTo } from './duel-outcome.js';
import { OUTCOME } from './swiss-outcome.js';
import { swissTieBreakValues, type UnplayedRoundsRule } from './swiss-tie-break-values.js';
import { rankWithTieBreaks, type TieBreakCriterion } from './tie-breaks.js';
import type { BestOf, DuelResult, ScoringSystem, TournamentTieBreak } from './types.js';

export type DuelScoring = Pick<ScoringSystem, 'winPoints' | 'lossPoints' | 'byePoints' | 'forfeitPenalty'>;

export const DEFAULT_SWISS_TIE_BREAKS: readonly TieBreakCriterion[] = [
  'BUCHHOLZ',
  'BUCHHOLZ_CUT_1',
  'SONNEBORN_BERGER',
  'HEAD_TO_HEAD',
  'WINS',
];

export interface SwissOptions {
  participantCount: number;
  numberOfRounds: number;
  scoring: DuelScoring;
  /** Best-of per round; the last value repeats. */
  bestOf?: readonly BestOf[];
  tieBreaks?: readonly TieBreakCriterion[];
  tournamentTieBreak?: TournamentTieBreak;
  /** Check-in instants by participant index, for the CHECK_IN_DATE tie-break. */
  checkInDates?: readonly number[];
  /**
   * How Buchholz, cut-1 and Sonneborn-Berger value a round without a game (bye, forfeit, missed round):
   * FIDE's dummy opponent with the participant's own points (default), or nothing (the earlier rule).
   * See swiss-tie-break-values.ts for the rules and a worked example.
   */
  unplayedRounds?: UnplayedRoundsRule;
  /**
   * When the games have two sides (White/Black, Blue/Red, Home/Away): the side the higher ranked player of an
   * odd pairing number gets when nothing else decides (FIDE's initial colour, drawn or chosen by the organizer).
   * Each pair of a round is then written first side first (swiss-colours.ts).
   */
  sides?: { initialSide: 1 | -1 };
}

export interface SwissRound {
  /** Flat pairs: pairs[2k] meets pairs[2k + 1]; pair k's result is results[k]. */
  pairs: Int32Array;
  bye: number;
  /** Pairs repeating an earlier meeting (only when unavoidable). */
  repeats: number;
  results: readonly (DuelResult | undefined)[];
}

export type SwissParticipantStatus = 'ACTIVE' | 'DROPPED' | 'DISQUALIFIED';

export interface SwissTournament {
  options: SwissOptions;
  rounds: readonly SwissRound[];
  /** 0 active, 1 dropped, 2 disqualified. */
  status: Uint8Array;
  /** First round index the participant is no longer paired in (participantCount-sized, MAX when active). */
  leftAtRound: Int32Array;
}

export { OUTCOME };
export type { UnplayedRoundsRule };

export interface SwissTable {
  roundsCounted: number;
  points: Float64Array;
  wins: Int32Array;
  losses: Int32Array;
  byes: Int32Array;
  /** opponent[p * roundsCounted + r], -1 for bye or not paired. */
  opponents: Int32Array;
  /** outcome[p * roundsCounted + r], see OUTCOME. */
  outcomes: Uint8Array;
  buchholz: Float64Array;
  buchholzCut1: Float64Array;
  sonnebornBerger: Float64Array;
}

export function bestOfForRound(bestOf: readonly BestOf[] | undefined, round: number): BestOf {
  if (!bestOf || bestOf.length === 0) return 1;
  return bestOf[Math.min(round, bestOf.length - 1)];
}

// Tournaments are values that are never mutated, so one value's full table and ranking can be reused
// (standings after a round, then the next pairing, both from the same value).
const tableCache = new WeakMap<SwissTournament, SwissTable>();
const rankingCache = new WeakMap<SwissTable, { order: Int32Array; rank: Int32Array }>();

/** Points, wins, opponents and tie-break values over the first `roundsCounted` rounds. */
export function computeSwissTable(t: SwissTournament, roundsCounted = t.rounds.length): SwissTable {
  if (roundsCounted !== t.rounds.length) return buildSwissTable(t, roundsCounted);
  let table = tableCache.get(t);
  if (!table) {
    table = buildSwissTable(t, roundsCounted);
    tableCache.set(t, table);
  }
  return table;
}

function buildSwissTable(t: SwissTournament, roundsCounted: number): SwissTable {
  const n = t.options.participantCount;
  const R = roundsCounted;
  const { winPoints, lossPoints, byePoints, forfeitPenalty } = t.options.scoring;
  const points = new Float64Array(n);
  const wins = new Int32Array(n);
  const losses = new Int32Array(n);
  const byes = new Int32Array(n);
  const opponents = new Int32Array(n * R).fill(-1);
  const outcomes = new Uint8Array(n * R);
  for (let r = 0; r < R; r++) {
    const round = t.rounds[r];
    const bestOf = bestOfForRound(t.options.bestOf, r);
    if (round.bye >= 0) {
      outcomes[round.bye * R + r] = OUTCOME.BYE;
      points[round.bye] += byePoints;
      byes[round.bye]++;
    }
    const pairs = round.pairs;
    for (let k = 0; k < pairs.length; k += 2) {
      const a = pairs[k];
      const b = pairs[k + 1];
      opponents[a * R + r] = b;
      opponents[b * R + r] = a;
      const result = round.results[k >> 1];
      if (!result || !resultAppliesTo(result, a, b)) continue;
      const packed = packedDuelOutcome(a, b, result, bestOf);
      const side = packed & 3;
      if (side === 0) continue;
      const winner = side === 1 ? a : b;
      const loser = side === 1 ? b : a;
      const walkover = packed >> 2 === MATCH_STATE.WALKOVER;
      outcomes[winner * R + r] = walkover ? OUTCOME.WALKOVER_WIN : OUTCOME.WIN;
      outcomes[loser * R + r] = walkover ? OUTCOME.FORFEIT_LOSS : OUTCOME.LOSS;
      points[winner] += winPoints;
      points[loser] += lossPoints + (walkover ? forfeitPenalty : 0);
      wins[winner]++;
      losses[loser]++;
    }
  }
  const winShare = winPoints - lossPoints;
  const { buchholz, buchholzCut1, sonnebornBerger } = swissTieBreakValues({
    rounds: R,
    points,
    opponents,
    outcomes,
    byeShare: winShare > 0 ? (byePoints - lossPoints) / winShare : 1,
    drawPoints: (winPoints + lossPoints) / 2,
    rule: t.options.unplayedRounds ?? 'DUMMY_OPPONENT',
  });
  return { roundsCounted: R, points, wins, losses, byes, opponents, outcomes, buchholz, buchholzCut1, sonnebornBerger };
}

/** Order of all participants: ranked by points and tie-breaks, disqualified ones last. */
export function rankSwissTable(t: SwissTournament, table: SwissTable): { order: Int32Array; rank: Int32Array } {
  // A table belongs to one tournament value; disqualifications make a new value, hence a new table.
  const cached = rankingCache.get(table);
  if (cached) return cached;
  const ranking = rankSwiss(t, table);
  rankingCache.set(table, ranking);
  return ranking;
}

function rankSwiss(t: SwissTournament, table: SwissTable): { order: Int32Array; rank: Int32Array } {
  const n = t.options.participantCount;
  const R = table.roundsCounted;
  const kept: number[] = [];
  const disqualified: number[] = [];
  for (let p = 0; p < n; p++) (t.status[p] === 2 ? disqualified : kept).push(p);
  const rankOf = (participants: number[]) =>
    rankWithTieBreaks({
      participants,
      points: table.points,
      criteria: t.options.tieBreaks ?? DEFAULT_SWISS_TIE_BREAKS,
      values: {
        BUCHHOLZ: table.buchholz,
        BUCHHOLZ_CUT_1: table.buchholzCut1,
        SONNEBORN_BERGER: table.sonnebornBerger,
        WINS: table.wins,
      },
      headToHead: (p, inBlock) => {
        let score = 0;
        for (let r = 0, i = p * R; r < R; r++, i++) {
          const o = table.opponents[i];
          if (
            o >= 0 &&
            inBlock(o) &&
            (table.outcomes[i] === OUTCOME.WIN || table.outcomes[i] === OUTCOME.WALKOVER_WIN)
          ) {
            score++;
          }
        }
        return score;
      },
      tournamentTieBreak: t.options.tournamentTieBreak,
      checkInDates: t.options.checkInDates,
    });
  const main = rankOf(kept);
  if (disqualified.length === 0) return main;
  const tail = rankOf(disqualified);
  const order = new Int32Array(n);
  const rank = new Int32Array(n);
  order.set(main.order);
  rank.set(main.rank);
  for (let k = 0; k < tail.order.length; k++) {
    order[kept.length + k] = tail.order[k];
    rank[kept.length + k] = kept.length + tail.rank[k];
  }
  return { order, rank };
}

export interface SwissStanding {
  participant: number;
  rank: number;
  points: number;
  wins: number;
  losses: number;
  byes: number;
  buchholz: number;
  buchholzCut1: number;
  sonnebornBerger: number;
  status: SwissParticipantStatus;
}

const STATUS_NAMES: readonly SwissParticipantStatus[] = ['ACTIVE', 'DROPPED', 'DISQUALIFIED'];

/** Standings after `roundsCounted` rounds (default: all), best first. */
export function swissStandings(t: SwissTournament, roundsCounted = t.rounds.length): SwissStanding[] {
  const table = computeSwissTable(t, roundsCounted);
  const { order, rank } = rankSwissTable(t, table);
  const out = new Array<SwissStanding>(order.length);
  for (let k = 0; k < order.length; k++) {
    const p = order[k];
    out[k] = {
      participant: p,
      rank: rank[k],
      points: table.points[p],
      wins: table.wins[p],
      losses: table.losses[p],
      byes: table.byes[p],
      buchholz: table.buchholz[p],
      buchholzCut1: table.buchholzCut1[p],
      sonnebornBerger: table.sonnebornBerger[p],
      status: STATUS_NAMES[t.status[p]],
    };
  }
  return out;
}
