// Swiss as a stage format (and matchups of duels, which pair like Swiss): one round is stored at a time, paired from
// the standings of the resolved ones; an amendment pairs again the later rounds nobody has played yet.
import {
  computeSwissTable,
  createSwiss,
  dropParticipant,
  pairNextRound,
  rankSwissTable,
  swissStageStandings,
  swissStandings,
  type BestOf,
  type DuelResult,
  type SwissRound,
  type SwissTournament,
  type TieBreakCriterion,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { swissInitialSide } from '../play/game-sides-draw.js';
import type { StageFormat } from './stage-format.js';
import {
  bestOfForRound,
  resultToEngine,
  SEED_BYE,
  type NewMatch,
  type StoredEntrant,
  type StoredMatch,
} from './stored-play.js';

const SWISS_COLUMNS: TieBreakCriterion[] = ['BUCHHOLZ', 'BUCHHOLZ_CUT_1', 'SONNEBORN_BERGER', 'WINS'];

/**
 * With sides (issue 30) the engine allocates them by FIDE's Dutch rules, and its pairs are stored first side first,
 * so the stored order is the colour history it replays; the first round's side for the top seed is the first side,
 * or the event's toss.
 */
function swissOptions(format: FormatSection, entrantCount: number, randomSeed: number | undefined) {
  return {
    participantCount: entrantCount,
    numberOfRounds: Math.max(1, format.numberOfRounds),
    scoring: format.scoringSystem,
    bestOf: format.bestOf.length > 0 ? (format.bestOf as BestOf[]) : undefined,
    ...(format.sides ? { sides: { initialSide: swissInitialSide(format, randomSeed) } } : {}),
  };
}

/** The Swiss tournament replayed from stored rounds (their pairings as played) and entrants who left. */
export function replaySwiss(
  format: FormatSection,
  entrants: readonly StoredEntrant[],
  matches: readonly StoredMatch[],
  randomSeed?: number,
): SwissTournament {
  let t = createSwiss(swissOptions(format, entrants.length, randomSeed));
  const byRound = new Map<number, StoredMatch[]>();
  // Pushed, not copied per match: a 16,384-entrant stage has 8,192 matches a round.
  for (const match of matches) {
    const list = byRound.get(match.round_index);
    if (list) list.push(match);
    else byRound.set(match.round_index, [match]);
  }
  const rounds: SwissRound[] = [];
  for (let r = 0; byRound.has(r); r++) {
    const pairs: number[] = [];
    const results: (DuelResult | undefined)[] = [];
    let bye = -1;
    for (const match of [...byRound.get(r)!].sort((a, b) => a.position - b.position)) {
      if (match.participants[1] === SEED_BYE) {
        bye = match.participants[0] - 1;
        continue;
      }
      pairs.push(match.participants[0] - 1, match.participants[1] - 1);
      results.push(match.result ? resultToEngine(match.result as DuelResult) : undefined);
    }
    rounds.push({ pairs: Int32Array.from(pairs), bye, repeats: 0, results });
  }
  t = { ...t, rounds };
  for (const entrant of entrants) {
    if (entrant.left_at_round === null) continue;
    // dropParticipant marks from the current round count; the stored round is what counts.
    const dropped = dropParticipant(
      { ...t, rounds: t.rounds.slice(0, entrant.left_at_round) },
      entrant.seed - 1,
      'DISQUALIFIED',
    );
    t = { ...t, status: dropped.status, leftAtRound: dropped.leftAtRound };
  }
  return t;
}

/** Rows of the next Swiss round: pairs in pairing order, the bye (if any) last as a BYE match. */
function nextSwissRoundRows(format: FormatSection, t: SwissTournament): NewMatch[] {
  const next = pairNextRound(t);
  const r = next.rounds.length - 1;
  const round = next.rounds[r];
  const bestOf = bestOfForRound(format, r);
  const rows: NewMatch[] = [];
  for (let k = 0; k < round.pairs.length / 2; k++) {
    rows.push({
      round_index: r,
      position: k,
      kind: 'DUEL',
      best_of: bestOf,
      third_place: false,
      participants: [round.pairs[2 * k] + 1, round.pairs[2 * k + 1] + 1],
      status: 'READY',
      winner: null,
      resolution: null,
      sidesInOrder: true,
    });
  }
  if (round.bye >= 0) {
    rows.push({
      round_index: r,
      position: rows.length,
      kind: 'DUEL',
      best_of: bestOf,
      third_place: false,
      participants: [round.bye + 1, SEED_BYE],
      status: 'BYE',
      winner: round.bye + 1,
      resolution: 'BYE',
    });
  }
  return rows;
}

function swissStandingRows(t: SwissTournament) {
  const table = computeSwissTable(t);
  rankSwissTable(t, table);
  return swissStandings(t);
}

export const swissStage: StageFormat = {
  plannedRounds: (format) => Math.max(1, format.numberOfRounds),
  roundNames: () => null,
  start: (format, entrants, randomSeed) => ({
    matches: nextSwissRoundRows(format, replaySwiss(format, entrants, [], randomSeed)),
    rounds: 1,
  }),
  nextRound: (format, entrants, matches, randomSeed) =>
    nextSwissRoundRows(format, replaySwiss(format, entrants, matches, randomSeed)),
  duelFeed: () => null,
  reflow: null,

  placements(format, _entrantCount, entrants, matches) {
    const standings = swissStandingRows(replaySwiss(format, entrants, matches));
    return new Map(standings.map((row) => [row.participant + 1, row.rank]));
  },

  standings(format, _entrantCount, entrants, matches, started) {
    const bySeed = new Map(entrants.map((entrant) => [entrant.seed, entrant]));
    const standings = swissStandingRows(replaySwiss(format, entrants, matches));
    return {
      columns: SWISS_COLUMNS,
      rows: standings.map((row) => {
        const entrant = bySeed.get(row.participant + 1)!;
        return {
          rank: started ? (entrant.final_rank ?? row.rank) : null,
          seed: entrant.seed,
          name: entrant.name,
          status: entrant.status,
          points: row.points,
          wins: row.wins,
          losses: row.losses,
          gamesPlayed: row.wins + row.losses + row.byes,
          tieBreaks: [row.buchholz, row.buchholzCut1, row.sonnebornBerger, row.wins],
        };
      }),
    };
  },

  qualifyingStandings: (format, _entrantCount, entrants, matches) =>
    swissStageStandings(swissStandingRows(replaySwiss(format, entrants, matches))),
};
