// Standings of one round-robin group: points (win / draw / loss as configured), then the tie-break chain
// (by default head-to-head, game difference, Sonneborn-Berger), then the tournament's own tie-break, then seed.
// Every criterion is named and its value returned, so a table can show why two entrants with equal points are
// in that order.

import { MATCH_STATE, winsNeeded } from './duel-outcome.js';
import { RR_OUTCOME, type RoundRobinStage } from './round-robin.js';
import { seededKey } from './seeded-random.js';
import type { TournamentTieBreak } from './types.js';

export type RoundRobinTieBreak =
  'HEAD_TO_HEAD' | 'GAME_DIFFERENCE' | 'SCORE_DIFFERENCE' | 'SONNEBORN_BERGER' | 'WINS' | 'GAMES_WON';
export const ROUND_ROBIN_TIE_BREAKS: readonly RoundRobinTieBreak[] = [
  'HEAD_TO_HEAD',
  'GAME_DIFFERENCE',
  'SCORE_DIFFERENCE',
  'SONNEBORN_BERGER',
  'WINS',
  'GAMES_WON',
];
export const DEFAULT_ROUND_ROBIN_TIE_BREAKS: readonly RoundRobinTieBreak[] = [
  'HEAD_TO_HEAD',
  'GAME_DIFFERENCE',
  'SONNEBORN_BERGER',
];

export interface RoundRobinStandingsOptions {
  tieBreaks?: readonly RoundRobinTieBreak[];
  tournamentTieBreak?: TournamentTieBreak;
  /** CHECK_IN_DATE: instants by participant index (earlier ranks higher). */
  checkInDates?: ArrayLike<number>;
}

export interface TieBreakValue {
  criterion: RoundRobinTieBreak;
  /**
   * The value compared. HEAD_TO_HEAD is the points taken from the entrants still level when it applied, and
   * null when nobody was level with this entrant any more at that step.
   */
  value: number | null;
}

export interface RoundRobinStandingRow {
  participant: number;
  /** 1-based rank within the group. */
  rank: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  gamesWon: number;
  gamesLost: number;
  scoreFor: number;
  scoreAgainst: number;
  tieBreaks: TieBreakValue[];
}

interface Tally {
  members: Int32Array;
  /** Local index of each member by participant (only members are set). */
  local: Map<number, number>;
  points: Float64Array;
  wins: Int32Array;
  draws: Int32Array;
  losses: Int32Array;
  gamesWon: Int32Array;
  gamesLost: Int32Array;
  scoreFor: Float64Array;
  scoreAgainst: Float64Array;
  /** Decided matches of the group: local indices a, b and the points each took. */
  decided: { a: number; b: number; pa: number; pb: number; sa: number; sb: number }[];
}

function tallyGroup(stage: RoundRobinStage, group: number): Tally {
  const members = stage.groups[group];
  const s = members.length;
  const local = new Map<number, number>();
  members.forEach((p, i) => local.set(p, i));
  const t: Tally = {
    members,
    local,
    points: new Float64Array(s),
    wins: new Int32Array(s),
    draws: new Int32Array(s),
    losses: new Int32Array(s),
    gamesWon: new Int32Array(s),
    gamesLost: new Int32Array(s),
    scoreFor: new Float64Array(s),
    scoreAgainst: new Float64Array(s),
    decided: [],
  };
  const { win, draw, loss } = stage.points;
  for (let m = stage.groupOffsets[group]; m < stage.groupOffsets[group + 1]; m++) {
    const st = stage.state[m];
    if (st !== MATCH_STATE.COMPLETED && st !== MATCH_STATE.WALKOVER) continue;
    const a = local.get(stage.home[m]) as number;
    const b = local.get(stage.away[m]) as number;
    const o = stage.outcome[m];
    const pa = o === RR_OUTCOME.HOME ? win : o === RR_OUTCOME.DRAW ? draw : loss;
    const pb = o === RR_OUTCOME.AWAY ? win : o === RR_OUTCOME.DRAW ? draw : loss;
    t.points[a] += pa;
    t.points[b] += pb;
    if (o === RR_OUTCOME.HOME) {
      t.wins[a]++;
      t.losses[b]++;
    } else if (o === RR_OUTCOME.AWAY) {
      t.wins[b]++;
      t.losses[a]++;
    } else {
      t.draws[a]++;
      t.draws[b]++;
    }
    // Results share: 1 a win, ½ a draw, 0 a loss (for Sonneborn-Berger).
    const sa = o === RR_OUTCOME.HOME ? 1 : o === RR_OUTCOME.DRAW ? 0.5 : 0;
    t.decided.push({ a, b, pa, pb, sa, sb: 1 - sa });
    const bestOf = stage.bestOfPerRound[stage.matchRound[m]];
    if (st === MATCH_STATE.WALKOVER) {
      // A walkover counts as the games a clean win needs, with no score.
      const needed = winsNeeded(bestOf);
      if (o === RR_OUTCOME.HOME) t.gamesWon[a] += needed;
      else t.gamesWon[b] += needed;
      if (o === RR_OUTCOME.HOME) t.gamesLost[b] += needed;
      else t.gamesLost[a] += needed;
      continue;
    }
    const result = stage.results[m];
    const games = result?.games;
    if (!result || !games) continue;
    const swapped = result.participants[0] !== stage.home[m];
    const needed = winsNeeded(bestOf);
    const played = Math.min(games.length, bestOf);
    let wa = 0;
    let wb = 0;
    // Games past the series' majority are not part of the match, as in the outcome itself.
    for (let g = 0; g < played && wa < needed && wb < needed; g++) {
      const sc = games[g].score;
      const x = swapped ? sc[1] : sc[0];
      const y = swapped ? sc[0] : sc[1];
      t.scoreFor[a] += x;
      t.scoreAgainst[a] += y;
      t.scoreFor[b] += y;
      t.scoreAgainst[b] += x;
      if (x > y) wa++;
      else if (y > x) wb++;
    }
    t.gamesWon[a] += wa;
    t.gamesLost[a] += wb;
    t.gamesWon[b] += wb;
    t.gamesLost[b] += wa;
  }
  return t;
}

function tournamentKey(options: RoundRobinStandingsOptions): ((p: number) => number) | undefined {
  const tb = options.tournamentTieBreak;
  if (!tb) return undefined;
  if (tb.kind === 'CHECK_IN_DATE') {
    const dates = options.checkInDates;
    if (!dates) return undefined;
    return (p) => (dates[p] === undefined || Number.isNaN(dates[p]) ? -Number.MAX_VALUE : -dates[p]);
  }
  if (tb.kind === 'RANDOM') return (p) => seededKey(tb.randomSeed ?? 0, p);
  const position = new Map<number, number>();
  (tb.customOrder ?? []).forEach((p, i) => position.set(p, i));
  return (p) => -(position.get(p) ?? Number.MAX_SAFE_INTEGER);
}

/** Standings of one group, best first. */
export function roundRobinGroupStandings(
  stage: RoundRobinStage,
  group: number,
  options: RoundRobinStandingsOptions = {},
): RoundRobinStandingRow[] {
  const t = tallyGroup(stage, group);
  const s = t.members.length;
  const criteria = options.tieBreaks ?? DEFAULT_ROUND_ROBIN_TIE_BREAKS;
  const sonnebornBerger = new Float64Array(s);
  for (const d of t.decided) {
    sonnebornBerger[d.a] += d.sa * t.points[d.b];
    sonnebornBerger[d.b] += d.sb * t.points[d.a];
  }
  const values = new Map<RoundRobinTieBreak, Float64Array>();
  const h2hShown = new Float64Array(s).fill(Number.NaN);
  const fixed = (criterion: RoundRobinTieBreak, i: number): number => {
    switch (criterion) {
      case 'GAME_DIFFERENCE':
        return t.gamesWon[i] - t.gamesLost[i];
      case 'SCORE_DIFFERENCE':
        return t.scoreFor[i] - t.scoreAgainst[i];
      case 'SONNEBORN_BERGER':
        return sonnebornBerger[i];
      case 'WINS':
        return t.wins[i];
      case 'GAMES_WON':
        return t.gamesWon[i];
      default:
        return 0;
    }
  };
  for (const c of criteria) {
    if (c === 'HEAD_TO_HEAD') continue;
    values.set(
      c,
      Float64Array.from({ length: s }, (_, i) => fixed(c, i)),
    );
  }

  // Local indices, by points then seed; blocks of equal keys are refined criterion by criterion.
  const order = Array.from({ length: s }, (_, i) => i).sort((x, y) => t.points[y] - t.points[x] || x - y);
  let bounds = [0];
  for (let i = 1; i < s; i++) if (t.points[order[i]] !== t.points[order[i - 1]]) bounds.push(i);
  bounds.push(s);
  const blockOf = new Int32Array(s);
  const refine = (key: (i: number) => number, onValue?: (i: number, v: number) => void) => {
    const next = [0];
    for (let b = 0; b + 1 < bounds.length; b++) {
      const from = bounds[b];
      const to = bounds[b + 1];
      if (to - from > 1) {
        for (let i = from; i < to; i++) blockOf[order[i]] = from;
        const keys = new Map<number, number>();
        for (let i = from; i < to; i++) {
          const v = key(order[i]);
          keys.set(order[i], v);
          onValue?.(order[i], v);
        }
        // Stable: equal keys keep the order they had (seed order in the end).
        const block = order.slice(from, to).sort((x, y) => (keys.get(y) as number) - (keys.get(x) as number));
        for (let i = 0; i < block.length; i++) order[from + i] = block[i];
        for (let i = from + 1; i < to; i++) if (keys.get(order[i]) !== keys.get(order[i - 1])) next.push(i);
      }
      next.push(to);
    }
    bounds = next;
  };
  for (const c of criteria) {
    if (c === 'HEAD_TO_HEAD') {
      // A mini-league of the entrants still level: points taken in their matches with each other.
      blockOf.fill(-1);
      refine(
        (i) => {
          let v = 0;
          for (const d of t.decided) {
            if (d.a === i && blockOf[d.b] === blockOf[i]) v += d.pa;
            else if (d.b === i && blockOf[d.a] === blockOf[i]) v += d.pb;
          }
          return v;
        },
        (i, v) => (h2hShown[i] = v),
      );
    } else {
      const column = values.get(c) as Float64Array;
      refine((i) => column[i]);
    }
  }
  const last = tournamentKey(options);
  if (last) refine((i) => last(t.members[i]));

  return order.map((i, position) => ({
    participant: t.members[i],
    rank: position + 1,
    played: t.wins[i] + t.draws[i] + t.losses[i],
    wins: t.wins[i],
    draws: t.draws[i],
    losses: t.losses[i],
    points: t.points[i],
    gamesWon: t.gamesWon[i],
    gamesLost: t.gamesLost[i],
    scoreFor: t.scoreFor[i],
    scoreAgainst: t.scoreAgainst[i],
    tieBreaks: criteria.map((criterion) => ({
      criterion,
      value:
        criterion === 'HEAD_TO_HEAD'
          ? Number.isNaN(h2hShown[i])
            ? null
            : h2hShown[i]
          : (values.get(criterion) as Float64Array)[i],
    })),
  }));
}

/** Standings of every group, in group order. */
export function roundRobinStandings(
  stage: RoundRobinStage,
  options: RoundRobinStandingsOptions = {},
): RoundRobinStandingRow[][] {
  return Array.from({ length: stage.groupCount }, (_, g) => roundRobinGroupStandings(stage, g, options));
}
