// Standings of one round-robin group: points (win / draw / loss as configured), then the tie-break chain
// (by default head-to-head, game difference, Sonneborn-Berger), then the tournament's own tie-break, then seed.
// Every criterion is named and its value returned, so a table can show why two entrants with equal points are
// in that order.

import { MATCH_STATE, winsNeeded } from './duel-outcome.js';
import { RR_OUTCOME, type RoundRobinStage } from './round-robin.js';
import {
  DEFAULT_ROUND_ROBIN_TIE_BREAKS,
  rankWithTieBreaks,
  ROUND_ROBIN_TIE_BREAKS,
  type RoundRobinTieBreak,
} from './tie-breaks.js';
import type { TournamentTieBreak } from './types.js';

export { DEFAULT_ROUND_ROBIN_TIE_BREAKS, ROUND_ROBIN_TIE_BREAKS, type RoundRobinTieBreak };

/** The tie-breaks that are a value per entrant (head-to-head depends on who else is level). */
type ValueTieBreak = Exclude<RoundRobinTieBreak, 'HEAD_TO_HEAD'>;

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
  const h2hShown = new Float64Array(s).fill(Number.NaN);
  const valueOf: Record<ValueTieBreak, (i: number) => number> = {
    GAME_DIFFERENCE: (i) => t.gamesWon[i] - t.gamesLost[i],
    SCORE_DIFFERENCE: (i) => t.scoreFor[i] - t.scoreAgainst[i],
    SONNEBORN_BERGER: (i) => sonnebornBerger[i],
    WINS: (i) => t.wins[i],
    GAMES_WON: (i) => t.gamesWon[i],
  };
  const values: Partial<Record<ValueTieBreak, Float64Array>> = {};
  for (const c of criteria) {
    if (c !== 'HEAD_TO_HEAD') values[c] ??= Float64Array.from({ length: s }, (_, i) => valueOf[c](i));
  }

  // Ranked over local indices (members are in seed order), so the work arrays are the group's size.
  const { order } = rankWithTieBreaks<RoundRobinTieBreak>({
    participants: Int32Array.from({ length: s }, (_, i) => i),
    points: t.points,
    criteria,
    values,
    // A mini-league of the entrants still level: points taken in their matches with each other.
    headToHead: (i, inBlock) => {
      let v = 0;
      for (const d of t.decided) {
        if (d.a === i && inBlock(d.b)) v += d.pa;
        else if (d.b === i && inBlock(d.a)) v += d.pb;
      }
      h2hShown[i] = v;
      return v;
    },
    tournamentTieBreak: options.tournamentTieBreak,
    checkInDates: options.checkInDates,
    participantOf: t.members,
  });

  return Array.from(order, (i, position) => ({
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
          : (values[criterion] as Float64Array)[i],
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
