// Round-robin groups over dense participant indices (0 = top seed): groups filled by snake seeding, every pair
// of a group meeting once (or twice, home and away) on a schedule made by the circle method, so each entrant
// plays once per round and, in an odd group, sits out exactly one round per leg. Results never move anyone
// (unlike a bracket), so amending one only changes that match and its group's standings.

import { MATCH_STATE, MATCH_STATE_NAMES, type MatchStateName, packedDuelOutcome } from './duel-outcome.js';
import type { BestOf, DuelResult } from './types.js';
import type { ResultEntry } from './single-elimination.js';

/** How a round-robin match ended: nobody yet, home side, away side, or level (a draw). */
export const RR_OUTCOME = { NONE: 0, HOME: 1, AWAY: 2, DRAW: 3 } as const;

export interface RoundRobinPoints {
  win: number;
  draw: number;
  loss: number;
}

export interface RoundRobinOptions {
  participantCount: number;
  /** Number of groups (default 1); group sizes differ by at most one. */
  groupCount?: number;
  /** How often each pair meets: 1, or 2 for home and away (default 1). */
  meetings?: 1 | 2;
  /** Best-of per round, first round first; the last value repeats. */
  bestOf?: readonly BestOf[];
  /** Default 3 / 1 / 0. */
  points?: RoundRobinPoints;
  /**
   * When true (default), a series that ends level once every game is played (best-of-2 at 1–1, drawn games)
   * is a draw; when false it waits for the organizer's decision, as in a bracket.
   */
  allowDraws?: boolean;
}

export interface RoundRobinStage {
  readonly participantCount: number;
  readonly groupCount: number;
  readonly meetings: 1 | 2;
  readonly bestOfPerRound: readonly BestOf[];
  readonly points: RoundRobinPoints;
  readonly allowDraws: boolean;
  /** Members of each group, best seed first. */
  readonly groups: readonly Int32Array[];
  readonly groupOf: Int32Array;
  /** Rounds of each group (a group's matches of round r are all in that round). */
  readonly groupRoundCount: Int32Array;
  /** Largest groupRoundCount: the stage's number of rounds. */
  readonly roundCount: number;
  /** Match ids of group g are groupOffsets[g] … groupOffsets[g+1]-1, round by round. */
  readonly groupOffsets: Int32Array;
  /** Match ids of round r of group g: roundOffsets[groupRoundOffsets[g] + r] … the next offset - 1. */
  readonly groupRoundOffsets: Int32Array;
  readonly roundOffsets: Int32Array;
  /** Who sits out round r of group g (byes[groupRoundOffsets[g] + r]), -1 when nobody. */
  readonly byes: Int32Array;
  readonly matchCount: number;
  readonly matchGroup: Int32Array;
  readonly matchRound: Int32Array;
  readonly home: Int32Array;
  readonly away: Int32Array;
  readonly state: Uint8Array;
  /** See RR_OUTCOME. */
  readonly outcome: Uint8Array;
  readonly results: readonly (DuelResult | undefined)[];
}

export interface RoundRobinChange {
  stage: RoundRobinStage;
  /** Matches whose state or outcome differ from before, in id order. */
  changedMatches: number[];
  /** Always empty: no result in a group depends on another. Kept for the shape shared with brackets. */
  invalidatedMatches: number[];
  /** Groups whose standings may have changed, ascending. */
  changedGroups: number[];
}

/** Snake seeding: seeds 1…G go to groups 1…G, seeds G+1…2G back from G to 1, and so on. */
export function snakeGroupOf(participant: number, groupCount: number): number {
  const row = Math.floor(participant / groupCount);
  const col = participant % groupCount;
  return (row & 1) === 0 ? col : groupCount - 1 - col;
}

/**
 * Circle-method rounds of one group of `size` members (local indices 0…size-1): rounds[r] is a flat list of
 * pairs (home, away); an odd group gets a phantom member, and whoever meets it sits out that round.
 */
export function circleRounds(size: number): { pairs: Int32Array[]; byes: Int32Array } {
  const m = size % 2 === 0 ? size : size + 1;
  const rounds = Math.max(m - 1, 0);
  const pairs: Int32Array[] = [];
  const byes = new Int32Array(rounds).fill(-1);
  const fixed = m - 1;
  for (let r = 0; r < rounds; r++) {
    const list = new Int32Array(size - (size % 2));
    let k = 0;
    // The fixed member meets the rotating head; alternating sides keeps its home games balanced.
    const head = r % (m - 1);
    if (fixed >= size) byes[r] = head;
    else if ((r & 1) === 0) {
      list[k++] = head;
      list[k++] = fixed;
    } else {
      list[k++] = fixed;
      list[k++] = head;
    }
    for (let i = 1; i < m / 2; i++) {
      list[k++] = (r + i) % (m - 1);
      list[k++] = (r + m - 1 - i) % (m - 1);
    }
    pairs.push(list);
  }
  return { pairs, byes };
}

export function createRoundRobin(options: RoundRobinOptions): RoundRobinStage {
  const n = options.participantCount;
  const groupCount = options.groupCount ?? 1;
  const meetings = options.meetings ?? 1;
  if (!Number.isInteger(groupCount) || groupCount < 1)
    throw new RangeError(`groupCount must be ≥ 1, got ${groupCount}`);
  if (!Number.isInteger(n) || n < 2 * groupCount) {
    throw new RangeError(`${groupCount} groups need at least ${2 * groupCount} participants, got ${n}`);
  }
  if (meetings !== 1 && meetings !== 2) throw new RangeError(`meetings must be 1 or 2, got ${String(meetings)}`);
  const groupOf = new Int32Array(n);
  const sizes = new Int32Array(groupCount);
  for (let p = 0; p < n; p++) {
    groupOf[p] = snakeGroupOf(p, groupCount);
    sizes[groupOf[p]]++;
  }
  const groups = Array.from(sizes, (s) => new Int32Array(s));
  const filled = new Int32Array(groupCount);
  for (let p = 0; p < n; p++) groups[groupOf[p]][filled[groupOf[p]]++] = p;

  // Groups of the same size share one circle schedule.
  const schedules = new Map<number, ReturnType<typeof circleRounds>>();
  const groupRoundCount = new Int32Array(groupCount);
  const groupRoundOffsets = new Int32Array(groupCount + 1);
  let matchCount = 0;
  for (let g = 0; g < groupCount; g++) {
    const s = sizes[g];
    if (!schedules.has(s)) schedules.set(s, circleRounds(s));
    const legRounds = schedules.get(s)!.pairs.length;
    groupRoundCount[g] = legRounds * meetings;
    groupRoundOffsets[g + 1] = groupRoundOffsets[g] + groupRoundCount[g];
    matchCount += ((s * (s - 1)) / 2) * meetings;
  }
  const totalRounds = groupRoundOffsets[groupCount];
  const roundOffsets = new Int32Array(totalRounds + 1);
  const groupOffsets = new Int32Array(groupCount + 1);
  const byes = new Int32Array(totalRounds).fill(-1);
  const matchGroup = new Int32Array(matchCount);
  const matchRound = new Int32Array(matchCount);
  const home = new Int32Array(matchCount);
  const away = new Int32Array(matchCount);
  let id = 0;
  let roundMax = 0;
  for (let g = 0; g < groupCount; g++) {
    const members = groups[g];
    const schedule = schedules.get(sizes[g])!;
    const legRounds = schedule.pairs.length;
    groupOffsets[g] = id;
    for (let r = 0; r < groupRoundCount[g]; r++) {
      const leg = r < legRounds ? 0 : 1;
      const pairs = schedule.pairs[r - leg * legRounds];
      const slot = groupRoundOffsets[g] + r;
      roundOffsets[slot] = id;
      const sitting = schedule.byes[r - leg * legRounds];
      byes[slot] = sitting >= 0 ? members[sitting] : -1;
      for (let k = 0; k < pairs.length; k += 2) {
        // The return leg swaps home and away.
        const a = members[pairs[k + leg]];
        const b = members[pairs[k + 1 - leg]];
        matchGroup[id] = g;
        matchRound[id] = r;
        home[id] = a;
        away[id] = b;
        id++;
      }
    }
    roundMax = Math.max(roundMax, groupRoundCount[g]);
  }
  groupOffsets[groupCount] = id;
  roundOffsets[totalRounds] = id;
  const given = options.bestOf && options.bestOf.length > 0 ? options.bestOf : [1 as BestOf];
  const bestOfPerRound: BestOf[] = [];
  for (let r = 0; r < roundMax; r++) bestOfPerRound.push(given[Math.min(r, given.length - 1)]);
  const state = new Uint8Array(matchCount).fill(MATCH_STATE.READY);
  return {
    participantCount: n,
    groupCount,
    meetings,
    bestOfPerRound,
    points: options.points ?? { win: 3, draw: 1, loss: 0 },
    allowDraws: options.allowDraws ?? true,
    groups,
    groupOf,
    groupRoundCount,
    roundCount: roundMax,
    groupOffsets,
    groupRoundOffsets,
    roundOffsets,
    byes,
    matchCount,
    matchGroup,
    matchRound,
    home,
    away,
    state,
    outcome: new Uint8Array(matchCount),
    results: new Array<DuelResult | undefined>(matchCount).fill(undefined),
  };
}

/** Packs a result into (state, outcome) for match m: state * 4 + outcome. */
function resolve(stage: RoundRobinStage, m: number, result: DuelResult | undefined): number {
  if (!result) return MATCH_STATE.READY * 4 + RR_OUTCOME.NONE;
  const packed = packedDuelOutcome(stage.home[m], stage.away[m], result, stage.bestOfPerRound[stage.matchRound[m]]);
  const state = packed >> 2;
  if (state === MATCH_STATE.NEEDS_ORGANIZER_DECISION && stage.allowDraws) {
    return MATCH_STATE.COMPLETED * 4 + RR_OUTCOME.DRAW;
  }
  return packed;
}

/** Records, amends or removes results; each must name the match's two participants. */
export function recordRoundRobinResults(stage: RoundRobinStage, entries: readonly ResultEntry[]): RoundRobinChange {
  const state = stage.state.slice();
  const outcome = stage.outcome.slice();
  const results = stage.results.slice();
  const next: RoundRobinStage = { ...stage, state, outcome, results };
  const touched: number[] = [];
  for (const { matchId, result } of entries) {
    if (!Number.isInteger(matchId) || matchId < 0 || matchId >= stage.matchCount) {
      throw new RangeError(`Unknown match ${matchId}`);
    }
    const a = stage.home[matchId];
    const b = stage.away[matchId];
    if (result) {
      const [p, q] = result.participants;
      if (!((p === a && q === b) || (p === b && q === a))) {
        throw new RangeError(`Result for match ${matchId} does not name its opponents`);
      }
    }
    results[matchId] = result;
    const packed = resolve(stage, matchId, result);
    state[matchId] = packed >> 2;
    outcome[matchId] = packed & 3;
    touched.push(matchId);
  }
  const ids = Int32Array.from(touched).sort();
  const changedMatches: number[] = [];
  const groups = new Set<number>();
  for (let i = 0; i < ids.length; i++) {
    const m = ids[i];
    if (i > 0 && ids[i - 1] === m) continue;
    if (state[m] !== stage.state[m] || outcome[m] !== stage.outcome[m]) changedMatches.push(m);
    // Game scores count in the standings even when the winner stays the same.
    if (results[m] !== stage.results[m]) groups.add(stage.matchGroup[m]);
  }
  return {
    stage: next,
    changedMatches,
    invalidatedMatches: [],
    changedGroups: [...groups].sort((x, y) => x - y),
  };
}

export function recordRoundRobinResult(
  stage: RoundRobinStage,
  matchId: number,
  result: DuelResult | undefined,
): RoundRobinChange {
  return recordRoundRobinResults(stage, [{ matchId, result }]);
}

/** Ids of matches of stage round r (every group's round r) still waiting for a final result. */
export function playableRoundRobinMatches(stage: RoundRobinStage, round?: number): number[] {
  const ids: number[] = [];
  const push = (from: number, to: number) => {
    for (let m = from; m < to; m++) {
      const s = stage.state[m];
      if (s === MATCH_STATE.READY || s === MATCH_STATE.IN_PROGRESS || s === MATCH_STATE.NEEDS_ORGANIZER_DECISION) {
        ids.push(m);
      }
    }
  };
  if (round === undefined) push(0, stage.matchCount);
  else {
    for (let g = 0; g < stage.groupCount; g++) {
      if (round >= stage.groupRoundCount[g]) continue;
      const slot = stage.groupRoundOffsets[g] + round;
      push(stage.roundOffsets[slot], stage.roundOffsets[slot + 1]);
    }
  }
  return ids;
}

export function isRoundRobinComplete(stage: RoundRobinStage): boolean {
  for (let m = 0; m < stage.matchCount; m++) {
    const s = stage.state[m];
    if (s !== MATCH_STATE.COMPLETED && s !== MATCH_STATE.WALKOVER) return false;
  }
  return true;
}

export interface RoundRobinMatchView {
  id: number;
  group: number;
  round: number;
  bestOf: BestOf;
  home: number;
  away: number;
  state: MatchStateName;
  /** Winner's participant index, null while undecided or drawn. */
  winner: number | null;
  draw: boolean;
}

export function describeRoundRobinMatch(stage: RoundRobinStage, matchId: number): RoundRobinMatchView {
  const o = stage.outcome[matchId];
  const round = stage.matchRound[matchId];
  return {
    id: matchId,
    group: stage.matchGroup[matchId],
    round,
    bestOf: stage.bestOfPerRound[round],
    home: stage.home[matchId],
    away: stage.away[matchId],
    state: MATCH_STATE_NAMES[stage.state[matchId]],
    winner: o === RR_OUTCOME.HOME ? stage.home[matchId] : o === RR_OUTCOME.AWAY ? stage.away[matchId] : null,
    draw: o === RR_OUTCOME.DRAW,
  };
}
