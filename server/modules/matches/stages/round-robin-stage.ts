// Round-robin groups as a stage format (issue 31): every group's every match is stored when the seeds freeze, round r
// of the stage being round r of each group (so a group's matches of a round share its window); a member of an odd
// group who sits a round out has a BYE row in it. Nothing feeds anything: a result, or its amendment, changes that
// match and its group's standings only. Positions of played matches are the engine's match ids; the byes follow.
import {
  createRoundRobin,
  DEFAULT_ROUND_ROBIN_TIE_BREAKS,
  recordRoundRobinResults,
  roundRobinStageStandings,
  roundRobinStandings,
  roundRobinOptionsOf,
  type DuelResult,
  type RoundRobinStage,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { groupTables, overallPlaces } from './round-robin-group-standings.js';
import type { StageFormat } from './stage-format.js';
import { resultToEngine, SEED_BYE, type NewMatch, type StoredMatch } from './stored-play.js';

// The schedule is fixed per field size and options; the reads and each report ask for it.
const schedules = new Map<string, RoundRobinStage>();
function scheduleOf(format: FormatSection, entrantCount: number): RoundRobinStage {
  const options = roundRobinOptionsOf(format, entrantCount);
  const key = JSON.stringify(options);
  let stage = schedules.get(key);
  if (!stage) {
    stage = createRoundRobin(options);
    if (schedules.size >= 32) schedules.delete(schedules.keys().next().value as string);
    schedules.set(key, stage);
  }
  return stage;
}

type Bye = { group: number; round: number; participant: number };
// Per schedule (cached above), so a read placing every BYE row does not list the byes again for each.
const byeLists = new WeakMap<RoundRobinStage, Bye[]>();

/** Who sits out which round, group by group (the order of the BYE rows after the played matches). */
function byesOf(stage: RoundRobinStage): Bye[] {
  const known = byeLists.get(stage);
  if (known) return known;
  const out: Bye[] = [];
  for (let g = 0; g < stage.groupCount; g++) {
    for (let r = 0; r < stage.groupRoundCount[g]; r++) {
      const participant = stage.byes[stage.groupRoundOffsets[g] + r];
      if (participant >= 0) out.push({ group: g, round: r, participant });
    }
  }
  byeLists.set(stage, out);
  return out;
}

function rows(stage: RoundRobinStage): NewMatch[] {
  const out: NewMatch[] = [];
  for (let m = 0; m < stage.matchCount; m++) {
    const round = stage.matchRound[m];
    out.push({
      round_index: round,
      position: m,
      kind: 'DUEL',
      best_of: stage.bestOfPerRound[round],
      third_place: false,
      participants: [stage.home[m] + 1, stage.away[m] + 1],
      status: 'READY',
      winner: null,
      resolution: null,
      // Home takes the first side: the circle method alternates it, so each entrant's sides stay within one of
      // even, as Berger tables do (a toss per match would undo that balance, so round robin takes none).
      sidesInOrder: true,
    });
  }
  byesOf(stage).forEach((bye, k) => {
    out.push({
      round_index: bye.round,
      position: stage.matchCount + k,
      kind: 'DUEL',
      best_of: stage.bestOfPerRound[bye.round],
      third_place: false,
      participants: [bye.participant + 1, SEED_BYE],
      status: 'BYE',
      winner: bye.participant + 1,
      resolution: 'BYE',
    });
  });
  return out;
}

/** The groups with the stored results recorded (byes and results of other shapes aside). */
function replay(format: FormatSection, entrantCount: number, matches: readonly StoredMatch[]): RoundRobinStage {
  const stage = scheduleOf(format, entrantCount);
  const entries = matches
    .filter((match) => match.result && match.position < stage.matchCount)
    .map((match) => ({ matchId: match.position, result: resultToEngine(match.result as DuelResult) }));
  return recordRoundRobinResults(stage, entries).stage;
}

export const roundRobinStage: StageFormat = {
  plannedRounds: (format, entrantCount) => scheduleOf(format, entrantCount).roundCount,
  roundNames: () => null,

  start(format, entrants) {
    const stage = scheduleOf(format, entrants.length);
    return { matches: rows(stage), rounds: stage.roundCount };
  },

  nextRound: null,
  duelFeed: () => null,

  matchPlace(format, entrantCount, position) {
    const stage = scheduleOf(format, entrantCount);
    if (position < stage.matchCount) return { group: stage.matchGroup[position] };
    const bye = byesOf(stage)[position - stage.matchCount];
    return bye ? { group: bye.group } : {};
  },

  // An amendment re-decides that match only: the locked path writes it, nothing downstream moves.
  reflow: null,

  placements: (format, entrantCount, _entrants, matches) => overallPlaces(replay(format, entrantCount, matches)),

  standings(format, entrantCount, entrants, matches, started) {
    return groupTables(replay(format, entrantCount, matches), entrants, started);
  },

  groups(format, entrantCount, entrants, matches, started) {
    return groupTables(replay(format, entrantCount, matches), entrants, started).groups ?? [];
  },

  qualifyingStandings: (format, entrantCount, _entrants, matches) =>
    roundRobinStageStandings(
      roundRobinStandings(replay(format, entrantCount, matches), { tieBreaks: DEFAULT_ROUND_ROBIN_TIE_BREAKS }),
    ),
};
