// One stage to the next (issue 31 §2), pure: a finished stage's standings and the next stage's format in, the
// next stage created by its own engine with the qualified entrants seeded, out. The next stage's participant i is
// entrants[i] of the finished stage (seed i + 1); group mates are kept apart where the engine says seeds meet.
// Each next-stage format is one entry of NEXT_STAGE_ENGINES.

import {
  createDoubleElimination,
  type DoubleEliminationBracket,
  type DoubleEliminationOptions,
} from './double-elimination.js';
import { createRoundRobin, type RoundRobinOptions, type RoundRobinStage } from './round-robin.js';
import {
  createSingleElimination,
  type SingleEliminationBracket,
  type SingleEliminationOptions,
} from './single-elimination.js';
import {
  eliminatedPlacements,
  qualifiedCount,
  qualify,
  type EliminatedPlacement,
  type EliminatedTies,
  type MeetingRound,
  type Qualification,
  type QualificationRule,
  type QualificationSeeding,
  type StageStandings,
} from './stage-qualification.js';

export type NextStage =
  | { format: 'SINGLE_ELIMINATION'; options?: Omit<SingleEliminationOptions, 'participantCount'> }
  | { format: 'DOUBLE_ELIMINATION'; options?: Omit<DoubleEliminationOptions, 'participantCount'> }
  | { format: 'ROUND_ROBIN'; options?: Omit<RoundRobinOptions, 'participantCount'> };

export type CreatedStage =
  | { format: 'SINGLE_ELIMINATION'; bracket: SingleEliminationBracket }
  | { format: 'DOUBLE_ELIMINATION'; bracket: DoubleEliminationBracket }
  | { format: 'ROUND_ROBIN'; stage: RoundRobinStage };

/** A first-round match of the next stage in the finished stage's entrants; null is a bye. */
export interface FirstRoundPair {
  match: number;
  entrants: [number | null, number | null];
}

interface EngineEntry {
  created: CreatedStage;
  /** First-round matches as next-stage participant indices (negative: bye). */
  firstRound: { match: number; a: number; b: number }[];
  meetingRound: MeetingRound;
  latestRound: number;
}

/** Knockouts: seeds meet first in the round where their first-round slots share a sub-bracket. */
function knockoutEntry(
  created: CreatedStage,
  opponent1: Int32Array,
  opponent2: Int32Array,
  firstRoundMatches: number,
): EngineEntry {
  const n = created.format === 'ROUND_ROBIN' ? 0 : created.bracket.participantCount;
  const slot = new Int32Array(n);
  const firstRound: EngineEntry['firstRound'] = [];
  for (let m = 0; m < firstRoundMatches; m++) {
    const a = opponent1[m];
    const b = opponent2[m];
    if (a >= 0) slot[a] = 2 * m;
    if (b >= 0) slot[b] = 2 * m + 1;
    firstRound.push({ match: m, a, b });
  }
  return {
    created,
    firstRound,
    meetingRound: (x, y) => 31 - Math.clz32(slot[x] ^ slot[y]),
    latestRound: Math.log2(2 * firstRoundMatches) - 1,
  };
}

const NEXT_STAGE_ENGINES: {
  [F in NextStage['format']]: (n: number, next: Extract<NextStage, { format: F }>) => EngineEntry;
} = {
  SINGLE_ELIMINATION: (n, next) => {
    const bracket = createSingleElimination({ ...next.options, participantCount: n });
    const created: CreatedStage = { format: 'SINGLE_ELIMINATION', bracket };
    return knockoutEntry(created, bracket.opponent1, bracket.opponent2, bracket.roundOffsets[1]);
  },
  DOUBLE_ELIMINATION: (n, next) => {
    const bracket = createDoubleElimination({ ...next.options, participantCount: n });
    const created: CreatedStage = { format: 'DOUBLE_ELIMINATION', bracket };
    return knockoutEntry(created, bracket.opponent1, bracket.opponent2, bracket.layout.winnersRoundOffsets[1]);
  },
  ROUND_ROBIN: (n, next) => {
    const stage = createRoundRobin({ ...next.options, participantCount: n });
    const firstRound: EngineEntry['firstRound'] = [];
    for (let g = 0; g < stage.groupCount; g++) {
      const r0 = stage.groupRoundOffsets[g];
      for (let m = stage.roundOffsets[r0]; m < stage.roundOffsets[r0 + 1]; m++) {
        firstRound.push({ match: m, a: stage.home[m], b: stage.away[m] });
      }
    }
    // Group mates of the finished stage should land in different groups: meeting at all is the early case.
    return {
      created: { format: 'ROUND_ROBIN', stage },
      firstRound,
      meetingRound: (x, y) => (stage.groupOf[x] === stage.groupOf[y] ? 0 : 1),
      latestRound: 1,
    };
  },
};

export interface StageTransitionInput {
  standings: StageStandings;
  rule: QualificationRule;
  seeding: QualificationSeeding;
  next: NextStage;
  /** How knocked-out entrants with the same group place are placed (default SHARED). */
  eliminatedTies?: EliminatedTies;
}

export interface StageTransition {
  qualification: Qualification;
  /** entrants[i] is the finished stage's entrant who is the next stage's participant i (seed i + 1). */
  entrants: Int32Array;
  next: CreatedStage;
  firstRound: FirstRoundPair[];
  eliminated: EliminatedPlacement[];
}

export function stageTransition(input: StageTransitionInput): StageTransition {
  const n = qualifiedCount(input.standings, input.rule);
  const create = NEXT_STAGE_ENGINES[input.next.format] as (count: number, next: NextStage) => EngineEntry;
  const engine = create(n, input.next);
  const qualification = qualify(input.standings, input.rule, {
    seeding: input.seeding,
    meetingRound: engine.meetingRound,
    latestRound: engine.latestRound,
  });
  const entrants = Int32Array.from(qualification.seeds, (s) => s.entrant);
  const who = (p: number): number | null => (p >= 0 ? entrants[p] : null);
  return {
    qualification,
    entrants,
    next: engine.created,
    firstRound: engine.firstRound.map(({ match, a, b }) => ({ match, entrants: [who(a), who(b)] })),
    eliminated: eliminatedPlacements(qualification.eliminated, n, input.eliminatedTies ?? 'SHARED'),
  };
}
