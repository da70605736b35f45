// A Swiss tournament as a value: rounds of pairings with their results, plus who dropped out and when.
// Every operation returns a new value. Recording a result in an earlier round re-pairs the later rounds that
// have not started yet, so a correction flows into the pairings it influences.

import { resultAppliesTo } from './duel-outcome.js';
import { colourPreferences, sideOfHigher, type SwissColourInput } from './swiss-colours.js';
import { pairSwissRound } from './swiss-pairing.js';
import {
  computeSwissTable,
  OUTCOME,
  rankSwissTable,
  type SwissOptions,
  type SwissRound,
  type SwissTable,
  type SwissTournament,
} from './swiss-standings.js';
import type { DuelResult } from './types.js';

const STILL_IN = 0x7fffffff;

export function createSwiss(options: SwissOptions): SwissTournament {
  const n = options.participantCount;
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`Swiss needs at least 2 participants, got ${n}`);
  if (!Number.isInteger(options.numberOfRounds) || options.numberOfRounds < 1) {
    throw new RangeError(`numberOfRounds must be a positive integer, got ${options.numberOfRounds}`);
  }
  return {
    options,
    rounds: [],
    status: new Uint8Array(n),
    leftAtRound: new Int32Array(n).fill(STILL_IN),
  };
}

/**
 * Who floated in the last round counted by `table`: 1 met a lower score or had the bye, -1 met a higher
 * score, by the scores before that round (the table's points less what that round gave).
 */
function floatsOfLastRound(t: SwissTournament, table: SwissTable): Int8Array {
  const R = table.roundsCounted;
  const r = R - 1;
  const { winPoints, lossPoints, byePoints, forfeitPenalty } = t.options.scoring;
  const n = t.options.participantCount;
  const before = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    const outcome = table.outcomes[p * R + r];
    let earned = 0;
    if (outcome === OUTCOME.WIN || outcome === OUTCOME.WALKOVER_WIN) earned = winPoints;
    else if (outcome === OUTCOME.LOSS) earned = lossPoints;
    else if (outcome === OUTCOME.FORFEIT_LOSS) earned = lossPoints + forfeitPenalty;
    else if (outcome === OUTCOME.BYE) earned = byePoints;
    before[p] = table.points[p] - earned;
  }
  const round = t.rounds[r];
  const out = new Int8Array(n);
  if (round.bye >= 0) out[round.bye] = 1;
  for (let k = 0; k < round.pairs.length; k += 2) {
    const a = round.pairs[k];
    const b = round.pairs[k + 1];
    if (before[a] === before[b]) continue;
    out[a] = before[a] > before[b] ? 1 : -1;
    out[b] = -out[a];
  }
  return out;
}

/**
 * Sides played in the rounds `table` counts: colours[p * R + r] is 1 for the first side (the pair's first
 * participant), -1 for the second, 0 for a bye, a walkover or a round not played.
 */
function sidesPlayed(t: SwissTournament, table: SwissTable): Int8Array {
  const R = table.roundsCounted;
  const colours = new Int8Array(t.options.participantCount * R);
  const played = (p: number, r: number) => {
    const outcome = table.outcomes[p * R + r];
    return outcome === OUTCOME.WIN || outcome === OUTCOME.LOSS;
  };
  for (let r = 0; r < R; r++) {
    const pairs = t.rounds[r].pairs;
    for (let k = 0; k < pairs.length; k += 2) {
      if (!played(pairs[k], r)) continue;
      colours[pairs[k] * R + r] = 1;
      colours[pairs[k + 1] * R + r] = -1;
    }
  }
  return colours;
}

/** Preferences for the pairing, and the topscorers exempt from the clash rule when the final round is paired. */
function colourInput(t: SwissTournament, table: SwissTable, colours: Int8Array): SwissColourInput {
  const R = table.roundsCounted;
  const n = t.options.participantCount;
  const preferences = colourPreferences(colours, R, n);
  if (R !== t.options.numberOfRounds - 1) return { preferences };
  const half = (R * t.options.scoring.winPoints) / 2;
  const exempt = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (table.points[p] > half) exempt[p] = 1;
  return { preferences, exempt };
}

/** Pairing of round `r` from rounds 0..r-1, leaving out whoever left before round r. */
function pairRound(t: SwissTournament, r: number): SwissRound {
  const table = computeSwissTable(t, r);
  const { order } = rankSwissTable(t, table);
  const ranked: number[] = [];
  for (let k = 0; k < order.length; k++) if (t.leftAtRound[order[k]] > r) ranked.push(order[k]);
  const sides = t.options.sides;
  const colours = sides ? sidesPlayed(t, table) : undefined;
  const pairing = pairSwissRound({
    participantCount: t.options.participantCount,
    ranked,
    points: table.points,
    history: table.opponents,
    roundsPlayed: r,
    byes: table.byes,
    lastFloat: r > 0 ? floatsOfLastRound(t, table) : undefined,
    colours: colours ? colourInput(t, table, colours) : undefined,
  });
  if (sides && colours) {
    for (let k = 0; k < pairing.pairs.length; k += 2) {
      const [higher, lower] = [pairing.pairs[k], pairing.pairs[k + 1]];
      if (sideOfHigher(colours, r, higher, lower, sides.initialSide, (p) => p + 1) === -1) {
        pairing.pairs[k] = lower;
        pairing.pairs[k + 1] = higher;
      }
    }
  }
  return {
    pairs: pairing.pairs,
    bye: pairing.bye,
    repeats: pairing.repeats,
    results: new Array<DuelResult | undefined>(pairing.pairs.length / 2).fill(undefined),
  };
}

/** Pairs the next round from the current standings. */
export function pairNextRound(t: SwissTournament): SwissTournament {
  if (t.rounds.length >= t.options.numberOfRounds) {
    throw new RangeError(`All ${t.options.numberOfRounds} rounds are already paired`);
  }
  return { ...t, rounds: [...t.rounds, pairRound(t, t.rounds.length)] };
}

/** Drops (or disqualifies) a participant: not paired from the next unpaired round on; results stay. */
export function dropParticipant(
  t: SwissTournament,
  participant: number,
  reason: 'DROPPED' | 'DISQUALIFIED',
): SwissTournament {
  const status = t.status.slice();
  const leftAtRound = t.leftAtRound.slice();
  status[participant] = reason === 'DROPPED' ? 1 : 2;
  leftAtRound[participant] = Math.min(leftAtRound[participant], t.rounds.length);
  return { ...t, status, leftAtRound };
}

export interface SwissResultEntry {
  /** Index of the pair within the round (pairs[2k], pairs[2k+1]). */
  pair: number;
  /** undefined removes the result. */
  result: DuelResult | undefined;
}

export interface SwissChange {
  tournament: SwissTournament;
  /** Later rounds that had not started and were paired again. */
  repairedRounds: number[];
  /** Pairs whose opponents differ after re-pairing, as { round, pair }. */
  changedPairs: { round: number; pair: number }[];
}

function roundStarted(round: SwissRound): boolean {
  return round.results.some((r) => r !== undefined);
}

function samePairs(a: SwissRound, b: SwissRound): boolean {
  if (a.bye !== b.bye || a.pairs.length !== b.pairs.length) return false;
  for (let i = 0; i < a.pairs.length; i++) if (a.pairs[i] !== b.pairs[i]) return false;
  return true;
}

/**
 * Records, amends or removes results of one round. Later rounds without any result are paired again from the
 * corrected history; started rounds keep their pairings (those games were played) but count the new points.
 */
export function recordSwissResults(
  t: SwissTournament,
  roundIndex: number,
  entries: readonly SwissResultEntry[],
): SwissChange {
  const round = t.rounds[roundIndex];
  if (!round) throw new RangeError(`Round ${roundIndex} is not paired`);
  const results = round.results.slice();
  for (const { pair, result } of entries) {
    if (!Number.isInteger(pair) || pair < 0 || pair >= results.length) throw new RangeError(`Unknown pair ${pair}`);
    if (result && !resultAppliesTo(result, round.pairs[2 * pair], round.pairs[2 * pair + 1])) {
      throw new RangeError(`Result for pair ${pair} does not name its opponents`);
    }
    results[pair] = result;
  }
  const rounds = t.rounds.slice();
  rounds[roundIndex] = { ...round, results };
  let next: SwissTournament = { ...t, rounds };
  const repairedRounds: number[] = [];
  const changedPairs: { round: number; pair: number }[] = [];
  for (let r = roundIndex + 1; r < rounds.length; r++) {
    if (roundStarted(rounds[r])) continue;
    const repaired = pairRound(next, r);
    if (samePairs(repaired, rounds[r])) continue;
    const before = rounds[r];
    repairedRounds.push(r);
    for (let k = 0; k < repaired.pairs.length / 2; k++) {
      if (repaired.pairs[2 * k] !== before.pairs[2 * k] || repaired.pairs[2 * k + 1] !== before.pairs[2 * k + 1]) {
        changedPairs.push({ round: r, pair: k });
      }
    }
    const updated = next.rounds.slice();
    updated[r] = repaired;
    next = { ...next, rounds: updated };
  }
  return { tournament: next, repairedRounds, changedPairs };
}

/** All pairs of all rounds so far as [a, b] with their round, for display or auditing repeats. */
export function swissMeetings(t: SwissTournament): { round: number; a: number; b: number }[] {
  const out: { round: number; a: number; b: number }[] = [];
  t.rounds.forEach((round, r) => {
    for (let k = 0; k < round.pairs.length; k += 2) out.push({ round: r, a: round.pairs[k], b: round.pairs[k + 1] });
  });
  return out;
}
