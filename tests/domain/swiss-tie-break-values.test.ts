// Unplayed rounds in Swiss tie-breaks: FIDE's dummy opponent (default) against the earlier rule that counted
// them as nothing. Values worked out by hand in the comments.

import { describe, expect, it } from 'vitest';
import {
  createSwiss,
  pairNextRound,
  recordSwissResults,
  swissStandings,
  type SwissOptions,
  type SwissTournament,
} from '../../src/domain/index.js';
import { OUTCOME } from '../../src/domain/swiss-outcome.js';
import { swissTieBreakValues, type UnplayedRoundsRule } from '../../src/domain/swiss-tie-break-values.js';
import { forfeit, win } from './builders.js';

const scoring = { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 };

/** Pairs of round r, each lower index first, sorted (the rule changes the ranking, not who meets whom). */
function pairs(t: SwissTournament, r: number): [number, number][] {
  const p = t.rounds[r].pairs;
  const out: [number, number][] = [];
  for (let k = 0; k < p.length; k += 2) out.push([Math.min(p[k], p[k + 1]), Math.max(p[k], p[k + 1])]);
  return out.sort((a, b) => a[0] - b[0]);
}

/** Index of the pair holding `a` in round r. */
function pairOf(t: SwissTournament, r: number, a: number): number {
  return Array.from(t.rounds[r].pairs).indexOf(a) >> 1;
}

function values(t: SwissTournament) {
  return new Map(swissStandings(t).map((s) => [s.participant, [s.buchholz, s.buchholzCut1, s.sonnebornBerger]]));
}

/** 3 players: round 1 bye 2, 0 beats 1; round 2 bye 1, 2 beats 0. Final points 0: 3, 1: 3, 2: 6. */
function byes(unplayedRounds?: SwissOptions['unplayedRounds']): SwissTournament {
  let t = pairNextRound(createSwiss({ participantCount: 3, numberOfRounds: 2, scoring, unplayedRounds }));
  expect(t.rounds[0].bye).toBe(2);
  expect(pairs(t, 0)).toEqual([[0, 1]]);
  t = recordSwissResults(t, 0, [{ pair: pairOf(t, 0, 0), result: win(0, 1) }]).tournament;
  t = pairNextRound(t);
  expect(t.rounds[1].bye).toBe(1);
  expect(pairs(t, 1)).toEqual([[0, 2]]);
  return recordSwissResults(t, 1, [{ pair: pairOf(t, 1, 0), result: win(2, 0) }]).tournament;
}

/** 4 players: round 1 0 beats 2, 3 forfeits against 1; round 2 0 beats 1, 3 beats 2. Points 6, 3, 0, 3. */
function forfeits(unplayedRounds?: SwissOptions['unplayedRounds']): SwissTournament {
  let t = pairNextRound(createSwiss({ participantCount: 4, numberOfRounds: 2, scoring, unplayedRounds }));
  expect(pairs(t, 0)).toEqual([
    [0, 2],
    [1, 3],
  ]);
  t = recordSwissResults(t, 0, [
    { pair: pairOf(t, 0, 0), result: win(0, 2) },
    { pair: pairOf(t, 0, 1), result: forfeit(1, 3, 3) },
  ]).tournament;
  t = pairNextRound(t);
  expect(pairs(t, 1)).toEqual([
    [0, 1],
    [2, 3],
  ]);
  return recordSwissResults(t, 1, [
    { pair: pairOf(t, 1, 0), result: win(0, 1) },
    { pair: pairOf(t, 1, 3), result: win(3, 2) },
  ]).tournament;
}

describe('Swiss tie-breaks and unplayed rounds', () => {
  it('values a bye as a game against a dummy opponent with the player’s own points (the default)', () => {
    const v = values(byes());
    // 1: lost to 0 (3), bye = dummy with 3: Buchholz 6, cut-1 3, SB 0 + 3 × 1.
    expect(v.get(1)).toEqual([6, 3, 3]);
    // 2: bye = dummy with 6, beat 0 (3): Buchholz 9, cut-1 6, SB 6 + 3.
    expect(v.get(2)).toEqual([9, 6, 9]);
    // 0 played both rounds: beat 1 (3), lost to 2 (6).
    expect(v.get(0)).toEqual([9, 6, 3]);
  });

  it('keeps the earlier rule as an option: a bye counts nothing', () => {
    const v = values(byes('NOT_COUNTED'));
    expect(v.get(1)).toEqual([3, 0, 0]);
    expect(v.get(2)).toEqual([3, 0, 3]);
    expect(v.get(0)).toEqual([9, 6, 3]);
  });

  it('replaces forfeit opponents by the dummy and cuts a forfeit loss before any real opponent', () => {
    const v = values(forfeits());
    // 3: forfeit loss (dummy with 3, voluntarily unplayed), beat 2 (0): Buchholz 3; cut-1 drops the
    // forfeit (3), not the lower real opponent (0): 0; SB 0 (2 has no points).
    expect(v.get(3)).toEqual([3, 0, 0]);
    // 1: walkover win (dummy with 3), lost to 0 (6): Buchholz 9, cut-1 6, SB 3 × 1.
    expect(v.get(1)).toEqual([9, 6, 3]);
  });

  it('under the earlier rule counts forfeit opponents in Buchholz and never in Sonneborn-Berger', () => {
    const v = values(forfeits('NOT_COUNTED'));
    expect(v.get(3)).toEqual([3, 3, 0]);
    expect(v.get(1)).toEqual([9, 6, 0]);
  });

  it('ranks a bye recipient level on points by the dummy opponent: above a player with weaker opponents', () => {
    // In `byes`, 0 and 1 have 3 points each; 0 has Buchholz 9, 1 has 6 (dummy) rather than 3.
    const order = swissStandings(byes()).map((s) => s.participant);
    expect(order).toEqual([2, 0, 1]);
  });
});

/**
 * A hand-built table for swissTieBreakValues, one point a win (as in chess): per round the games as
 * [winner, loser] and the bye; whoever is in neither did not play that round (they had left).
 */
function chessTable(participants: number, rounds: { games: [number, number][]; bye?: number }[]) {
  const R = rounds.length;
  const points = new Float64Array(participants);
  const opponents = new Int32Array(participants * R).fill(-1);
  const outcomes = new Uint8Array(participants * R);
  rounds.forEach(({ games, bye }, r) => {
    for (const [winner, loser] of games) {
      opponents[winner * R + r] = loser;
      opponents[loser * R + r] = winner;
      outcomes[winner * R + r] = OUTCOME.WIN;
      outcomes[loser * R + r] = OUTCOME.LOSS;
      points[winner] += 1;
    }
    if (bye !== undefined) {
      outcomes[bye * R + r] = OUTCOME.BYE;
      points[bye] += 1;
    }
  });
  const input = { rounds: R, points, opponents, outcomes, byeShare: 1, drawPoints: 0.5 };
  const of = (rule: UnplayedRoundsRule) => {
    const v = swissTieBreakValues({ ...input, rule });
    return (p: number) => [v.buchholz[p], v.buchholzCut1[p], v.sonnebornBerger[p]];
  };
  return { points, dummy: of('DUMMY_OPPONENT'), earlier: of('NOT_COUNTED') };
}

describe('an opponent who withdrew: their missed rounds count as draws in their score (FIDE)', () => {
  // 4 players, 3 rounds. Round 1: 0 beats 1, 2 beats 3. Round 2: 0 beats 2, 1 beats 3. Then 1 withdraws.
  // Round 3: 0 beats 3, 2 has the bye. Points: 0 → 3, 1 → 1, 2 → 2, 3 → 0.
  const table = chessTable(4, [
    {
      games: [
        [0, 1],
        [2, 3],
      ],
    },
    {
      games: [
        [0, 2],
        [1, 3],
      ],
    },
    { games: [[0, 3]], bye: 2 },
  ]);

  it.each([
    // participant, [Buchholz, cut-1, Sonneborn-Berger], worked out by hand
    // 0 met 1 (1 point + the missed round 3 as a draw: 1.5), 2 (2: a bye is not a withdrawal), 3 (0); won all.
    [0, [3.5, 3.5, 3.5]],
    // 3 met 2 (2), 1 (1.5), 0 (3); lost all, so Sonneborn-Berger 0; cut-1 drops the lowest, 1.5.
    [3, [6.5, 5, 0]],
    // 1's own round 3 is a game against a dummy with 1's own 1 point (voluntarily unplayed: cut first);
    // 1 met 0 (3) and beat 3 (0): Buchholz 3 + 0 + 1 = 4, cut-1 3, Sonneborn-Berger 0.
    [1, [4, 3, 0]],
    // 2 beat 3 (0), lost to 0 (3), the bye against a dummy with 2's own 2 points: 5, cut-1 5, SB 0 + 2 × 1.
    [2, [5, 5, 2]],
  ])('participant %i: Buchholz, cut-1, Sonneborn-Berger %j', (participant, expected) => {
    expect(table.dummy(participant)).toEqual(expected);
  });

  it('leaves the earlier rule (and everyone’s points) as they were', () => {
    expect(Array.from(table.points)).toEqual([3, 1, 2, 0]);
    // 0: 1 + 2 + 0 under the earlier rule, where the withdrawn player's 1 point is all that counts.
    expect(table.earlier(0)).toEqual([3, 3, 3]);
  });

  it('counts each missed round once: leaving before the last two of five rounds adds a point', () => {
    // FIDE's Swiss Pairings Programs Committee (Kallithea 2009) worked example, as a withdrawal: B (1) scores
    // 2 points in three rounds and leaves; in A's (0) Buchholz B counts 2 + 2 × 0.5 = 3.
    const five = chessTable(6, [
      {
        games: [
          [0, 1],
          [2, 3],
          [4, 5],
        ],
      },
      {
        games: [
          [1, 2],
          [0, 4],
          [3, 5],
        ],
      },
      {
        games: [
          [1, 5],
          [0, 3],
          [2, 4],
        ],
      },
      {
        games: [
          [0, 2],
          [3, 4],
        ],
        bye: 5,
      },
      {
        games: [
          [0, 5],
          [2, 3],
        ],
        bye: 4,
      },
    ]);
    expect(five.points[1]).toBe(2);
    // A met 1 (3 counted), 4 (1 + 1 bye = 2), 3 (2), 2 (3), 5 (1 bye = 1): Buchholz 11.
    expect(five.dummy(0)[0]).toBe(11);
    expect(five.earlier(0)[0]).toBe(10);
  });
});
