// One benchmark case per process (`tsx cases.ts <case> <n> [rounds]`, run by ../support/case-process.ts), so
// peak memory is that case's own and a slow peer can be stopped by the orchestrator without taking the others down.

import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { createRequire } from 'node:module';
import TournamentOrganizer from 'tournament-organizer';
import {
  champion,
  createFfa,
  createSingleElimination,
  createSwiss,
  ffaStandings,
  isBracketComplete,
  pairingQuality,
  pairNextRound,
  placements,
  playableMatches,
  recordFfaResults,
  recordResults,
  recordSwissResults,
  startNextFfaRound,
  swissStandings,
  type DuelResult,
  type FfaGameResult,
  type ScoringSystem,
  type SwissResultEntry,
} from '../../../src/domain/index.js';
import { measureCase, type CaseRun } from '../support/case-process.js';

const require = createRequire(import.meta.url);

/** Deterministic pseudo-random bits for results (no Math.random: runs are comparable). */
function coin(a: number, b: number, r: number): boolean {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + r * 7919, 0xc2b2ae35);
  h ^= h >>> 15;
  return (h & 1) === 1;
}

const duelScoring = { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 };

// Game records are immutable data, so identical games can share one object (as rows decoded once would).
const FIRST_WINS = [{ score: [2, 1] as const }];
const SECOND_WINS = [{ score: [1, 2] as const }];

async function oursSingleElimination(n: number): Promise<string> {
  let b = createSingleElimination({ participantCount: n, thirdPlaceDecider: true });
  for (let round = 0; round < b.roundCount; round++) {
    const ids = playableMatches(b, round);
    const entries = new Array<{ matchId: number; result: DuelResult }>(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const m = ids[i];
      const p = b.opponent1[m];
      const q = b.opponent2[m];
      entries[i] = { matchId: m, result: { participants: [p, q], games: coin(p, q, 0) ? FIRST_WINS : SECOND_WINS } };
    }
    b = recordResults(b, entries).bracket;
  }
  if (!isBracketComplete(b)) throw new Error('bracket not complete');
  const place = placements(b);
  return `champion ${champion(b)}, ${place.filter((p) => p === 1).length} first place`;
}

/** Floats (per score group crossed), pairs across score groups and total score difference, summed over rounds. */
class QualityTally {
  floats = 0;
  crossPairs = 0;
  totalDifference = 0;
  repeats = 0;
  /** Parity lower bound on floats, summed over rounds. */
  minimumFloats = 0;
  /** Meetings so far (a * n + b); shared with the tally of another engine's pairings of the same states. */
  readonly met: Set<number>;
  constructor(
    private readonly n: number,
    sameStatesAs?: QualityTally,
    remember = true,
  ) {
    this.met = sameStatesAs?.met ?? new Set<number>();
    this.remember = remember && !sameStatesAs;
  }
  private readonly remember: boolean;

  /** Adds one round's pairs, scored with the points before the round; remembers the meetings. */
  add(pairs: ArrayLike<number>, points: ArrayLike<number>, knownRepeats?: number): void {
    const q = pairingQuality(pairs, points, (a, b) => this.met.has(a * this.n + b));
    if (knownRepeats !== undefined) q.repeats = knownRepeats;
    // Lower bound: every score-group boundary with an odd number of paired players above it is crossed.
    const counts = new Map<number, number>();
    for (let k = 0; k < pairs.length; k++) counts.set(points[pairs[k]], (counts.get(points[pairs[k]]) ?? 0) + 1);
    let above = 0;
    for (const score of [...counts.keys()].sort((x, y) => y - x)) {
      above += counts.get(score) as number;
      if (above % 2 === 1) this.minimumFloats++;
    }
    this.floats += q.floats;
    this.crossPairs += q.crossPairs;
    this.totalDifference += q.totalDifference;
    this.repeats += q.repeats;
    if (!this.remember) return;
    for (let k = 0; k + 1 < pairs.length; k += 2) {
      this.met.add(pairs[k] * this.n + pairs[k + 1]);
      this.met.add(pairs[k + 1] * this.n + pairs[k]);
    }
  }

  toString(): string {
    const { floats, minimumFloats, crossPairs, totalDifference, repeats } = this;
    const pairsText = `${crossPairs} cross-group pairs, parity minimum ${minimumFloats}`;
    return `floats ${floats} (${pairsText}), total score diff ${totalDifference}, ${repeats} repeats`;
  }
}

/** Our Swiss engine, every round; `alsoPair` is offered each state before the round (same-state comparisons). */
async function oursSwiss(
  n: number,
  rounds: number,
  alsoPair?: (r: number, points: Float64Array, history: [number, number, number][]) => ArrayLike<number>,
  sides?: { initialSide: 1 | -1 },
): Promise<string> {
  let t = createSwiss({ participantCount: n, numberOfRounds: rounds, scoring: duelScoring, sides });
  let top = -1;
  const points = new Float64Array(n);
  // Our engine reports its own repeats; meetings are only remembered for another engine's same-state pairings.
  const ours = new QualityTally(n, undefined, alsoPair !== undefined);
  const theirs = new QualityTally(n, ours);
  const history: [number, number, number][] = [];
  for (let r = 0; r < rounds; r++) {
    if (alsoPair) theirs.add(alsoPair(r, points, history), points);
    t = pairNextRound(t);
    const round = t.rounds[r];
    ours.add(round.pairs, points, round.repeats);
    const entries: SwissResultEntry[] = [];
    for (let k = 0; k < round.pairs.length / 2; k++) {
      const a = round.pairs[2 * k];
      const c = round.pairs[2 * k + 1];
      const aWins = coin(a, c, r);
      points[aWins ? a : c] += duelScoring.winPoints;
      history.push([r, aWins ? a : c, aWins ? c : a]);
      entries.push({
        pair: k,
        result: { participants: [a, c] as const, games: [{ score: aWins ? [1, 0] : [0, 1] }] },
      });
    }
    if (round.bye >= 0) points[round.bye] += duelScoring.byePoints;
    t = recordSwissResults(t, r, entries).tournament;
    top = swissStandings(t)[0].participant;
  }
  if (alsoPair) return `swiss-pairing on arena's states: ${theirs.toString()}`;
  return `${ours.toString()}, leader ${top}`;
}

async function oursFfa(n: number, rounds: number): Promise<string> {
  const scoring: ScoringSystem = {
    rankRanges: [
      { startRank: 1, endRank: 1, points: 10 },
      { startRank: 2, endRank: 3, points: 6 },
      { startRank: 4, endRank: 10, points: 2 },
    ],
    ingameMetrics: [{ label: 'kills', factor: 2 }],
    winPoints: 0,
    lossPoints: 0,
    byePoints: 0,
    forfeitPenalty: -5,
  };
  let t = createFfa({ participantCount: n, lobbySize: 100, numberOfRounds: rounds, numberOfGames: 1, scoring });
  let leader = -1;
  for (let r = 0; r < rounds; r++) {
    t = startNextFfaRound(t);
    const { lobbyMembers, lobbyOffsets } = t.rounds[r];
    const entries: { participant: number; result: FfaGameResult }[] = [];
    for (let l = 0; l + 1 < lobbyOffsets.length; l++) {
      const size = lobbyOffsets[l + 1] - lobbyOffsets[l];
      for (let s = 0; s < size; s++) {
        const p = lobbyMembers[lobbyOffsets[l] + s];
        // A rotating finishing order so ranks differ between rounds.
        const rank = ((s + r * 37 + l) % size) + 1;
        const forfeited = (p + r) % 997 === 0;
        entries.push({
          participant: p,
          result: forfeited
            ? { gameIndex: 0, isForfeit: true }
            : { gameIndex: 0, isForfeit: false, ingameRank: rank, ingameMetricScores: [{ score: (p * 7 + r) % 13 }] },
        });
      }
    }
    t = recordFfaResults(t, r, entries).tournament;
    leader = ffaStandings(t)[0].participant;
  }
  return `leader ${leader}`;
}

async function bracketsManager(n: number): Promise<string> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: 'bench',
    type: 'single_elimination',
    seeding: Array.from({ length: n }, (_, i) => `P${i + 1}`),
    settings: { consolationFinal: true, seedOrdering: ['inner_outer'] },
  });
  const stage = (await storage.select<{ id: number }>('stage'))![0];
  // Matches are stored round by round; completing them in id order always finds both opponents set.
  const matches = (await storage.select<{
    id: number;
    round_id: number;
    number: number;
    opponent1: unknown;
    opponent2: unknown;
  }>('match'))!;
  const order = matches.map((m) => m.id).sort((a, b) => a - b);
  for (const id of order) {
    const match = (await storage.select<{
      opponent1: { id: number } | null;
      opponent2: { id: number } | null;
      status: number;
    }>('match', id))!;
    if (!match.opponent1 || !match.opponent2 || match.status >= 4) continue;
    const firstWins = coin(Number(match.opponent1.id), Number(match.opponent2.id), 0);
    await manager.update.match({
      id,
      opponent1: { score: firstWins ? 2 : 1, result: firstWins ? 'win' : 'loss' },
      opponent2: { score: firstWins ? 1 : 2, result: firstWins ? 'loss' : 'win' },
    });
  }
  const standings = await manager.get.finalStandings(stage.id);
  return `${standings.length} standings, champion ${standings[0]?.name}`;
}

async function tournamentOrganizerSwiss(n: number, rounds: number): Promise<string> {
  const manager = new TournamentOrganizer();
  const t = manager.createTournament('bench', {
    stageOne: { format: 'swiss', rounds },
    scoring: { bestOf: 1, win: 3, loss: 0, bye: 3, tiebreaks: ['solkoff', 'sonneborn berger', 'versus'] },
  });
  for (let i = 0; i < n; i++) t.createPlayer(`P${i}`, `p${i}`);
  t.startTournament();
  // Quality on its own states: points kept here from the results entered (3 a win or a bye).
  const points = new Float64Array(n);
  const tally = new QualityTally(n);
  for (let r = 0; r < rounds; r++) {
    if (r > 0) t.nextRound();
    const pairs: number[] = [];
    const won: number[] = [];
    for (const match of t.getActiveMatches()) {
      const v = match.getValues();
      if (!v.player1.id || !v.player2.id) {
        const alone = v.player1.id ?? v.player2.id;
        if (alone) won.push(Number(alone.slice(1)));
        continue;
      }
      const a = Number(v.player1.id.slice(1));
      const b = Number(v.player2.id.slice(1));
      pairs.push(a, b);
      const first = coin(a, b, r);
      won.push(first ? a : b);
      t.enterResult(v.id, first ? 1 : 0, first ? 0 : 1);
    }
    tally.add(pairs, points);
    for (const w of won) points[w] += 3;
  }
  const standings = t.getStandings();
  return `${standings.length} standings; own states: ${tally.toString()}`;
}

async function swissPairingLib(n: number): Promise<string> {
  const lib = require('swiss-pairing')({ maxPointsPerRound: 1 });
  const participants = Array.from({ length: n }, (_, i) => ({ id: i + 1, seed: n - i }));
  const matchups = lib.getMatchups(1, participants, []);
  return `${matchups.length} matchups`;
}

/** swiss-pairing asked to pair each state our engine reached (no byes: even fields only). */
async function swissPairingSameStates(n: number, rounds: number): Promise<string> {
  const lib = require('swiss-pairing')({ maxPointsPerRound: 1 });
  const participants = Array.from({ length: n }, (_, i) => ({ id: i, seed: i + 1 }));
  return oursSwiss(n, rounds, (r, _points, history) => {
    const matches = history.map(([round, winner, loser]) => ({
      round: round + 1,
      home: { id: winner, points: 1 },
      away: { id: loser, points: 0 },
    }));
    const matchups: { home: number; away: number | null }[] = lib.getMatchups(r + 1, participants, matches);
    const pairs: number[] = [];
    for (const m of matchups) if (m.away !== null) pairs.push(m.home, m.away);
    return pairs;
  });
}

const cases: Record<string, CaseRun> = {
  'ours-se': (n) => oursSingleElimination(n),
  'ours-swiss': (n, r) => oursSwiss(n, r),
  // The same events with two sides per game (issue 30): FIDE Dutch colour preferences and allocation on top.
  'ours-swiss-sides': (n, r) => oursSwiss(n, r, undefined, { initialSide: 1 }),
  'ours-ffa': (n, r) => oursFfa(n, r),
  'brackets-manager-se': (n) => bracketsManager(n),
  'tournament-organizer-swiss': (n, r) => tournamentOrganizerSwiss(n, r),
  'swiss-pairing': (n) => swissPairingLib(n),
  'swiss-pairing-same-states': (n, r) => swissPairingSameStates(n, r),
};

measureCase(cases);
