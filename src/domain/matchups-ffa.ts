// Free-for-all matchups (stage type SIMPLE_STAGE, match type FFA): every round splits the field into lobbies
// of the configured size, each lobby plays `numberOfGames` games, and every reported game result becomes
// points through the scoring system. Standings use the shared tie-break machinery.

import { normalizeFfaResult, rankPoints } from './scoring.js';
import { rankWithTieBreaks, type TieBreakCriterion } from './tie-breaks.js';
import type { FfaGameResult, ScoringSystem, TournamentTieBreak } from './types.js';

/** SNAKE spreads ranks across lobbies (1st in lobby 1, 2nd in lobby 2, …, back again); STANDINGS groups neighbours. */
export type LobbyAssignment = 'SNAKE' | 'STANDINGS';

export interface FfaOptions {
  participantCount: number;
  lobbySize: number;
  numberOfRounds: number;
  numberOfGames: number;
  scoring: ScoringSystem;
  lobbyAssignment?: LobbyAssignment;
  /** Only WINS (games finished first) applies to FFA; other criteria are skipped. */
  tieBreaks?: readonly TieBreakCriterion[];
  tournamentTieBreak?: TournamentTieBreak;
  checkInDates?: readonly number[];
}

export interface FfaRound {
  /** Participants of lobby l are lobbyMembers[lobbyOffsets[l] … lobbyOffsets[l+1]-1]. */
  lobbyMembers: Int32Array;
  lobbyOffsets: Int32Array;
  /** Position of each participant in lobbyMembers, -1 when not playing this round. */
  slotOf: Int32Array;
  /**
   * Game results, stored compactly (a round of 100,000 players keeps no object per result): index
   * k = slot * numberOfGames + gameIndex. resultState[k]: 0 none, 1 played, 2 forfeit.
   */
  resultState: Uint8Array;
  /** In-game rank, 0 when not reported. */
  ingameRank: Int32Array;
  /** Metric scores at k * metricCount + metric; only the first metricsGiven[k] are reported. */
  metricScores: Float64Array;
  metricsGiven: Uint8Array;
  /** Metrics kept per result: the scoring system's in-game metrics. */
  metricCount: number;
}

const NO_RESULT = 0;
const PLAYED = 1;
const FORFEIT = 2;

export interface FfaTournament {
  options: FfaOptions;
  rounds: readonly FfaRound[];
  /** First round index the participant no longer plays in (dropped, disqualified). */
  leftAtRound: Int32Array;
}

const STILL_IN = 0x7fffffff;

/** Lobby sizes differing by at most one, never above `lobbySize`. */
export function lobbySizes(participants: number, lobbySize: number): number[] {
  if (participants === 0) return [];
  const count = Math.ceil(participants / lobbySize);
  const base = Math.floor(participants / count);
  const extra = participants % count;
  return Array.from({ length: count }, (_, l) => base + (l < extra ? 1 : 0));
}

/** Splits ranked participants into lobbies; returns members grouped by lobby and the offsets. */
export function assignLobbies(
  ranked: ArrayLike<number>,
  lobbySize: number,
  mode: LobbyAssignment,
): { lobbyMembers: Int32Array; lobbyOffsets: Int32Array } {
  const n = ranked.length;
  const sizes = lobbySizes(n, lobbySize);
  const lobbyOffsets = new Int32Array(sizes.length + 1);
  for (let l = 0; l < sizes.length; l++) lobbyOffsets[l + 1] = lobbyOffsets[l] + sizes[l];
  const lobbyMembers = new Int32Array(n);
  if (mode === 'STANDINGS') {
    lobbyMembers.set(Int32Array.from(ranked));
    return { lobbyMembers, lobbyOffsets };
  }
  const fill = new Int32Array(sizes.length);
  const L = sizes.length;
  // Walk the lobbies back and forth; on the last, partial row skip lobbies already full (the larger
  // lobbies come first, so a backwards row would otherwise overfill the smaller ones at the end).
  let k = 0;
  for (let row = 0; k < n; row++) {
    for (let col = 0; col < L && k < n; col++) {
      const lobby = row % 2 === 0 ? col : L - 1 - col;
      if (fill[lobby] < sizes[lobby]) lobbyMembers[lobbyOffsets[lobby] + fill[lobby]++] = ranked[k++];
    }
  }
  return { lobbyMembers, lobbyOffsets };
}

export function createFfa(options: FfaOptions): FfaTournament {
  if (!Number.isInteger(options.participantCount) || options.participantCount < 2) {
    throw new RangeError('FFA needs at least 2 participants');
  }
  if (!Number.isInteger(options.lobbySize) || options.lobbySize < 2) throw new RangeError('lobbySize must be ≥ 2');
  if (!Number.isInteger(options.numberOfGames) || options.numberOfGames < 1) {
    throw new RangeError('numberOfGames must be ≥ 1');
  }
  return { options, rounds: [], leftAtRound: new Int32Array(options.participantCount).fill(STILL_IN) };
}

export interface FfaTable {
  points: Float64Array;
  wins: Int32Array;
  gamesPlayed: Int32Array;
  forfeits: Int32Array;
}

// Tournaments are values that are never mutated, so the table and ranking of one value can be reused
// (standings shown after a round, then the next round's lobbies, both from the same value).
const tableCache = new WeakMap<FfaTournament, FfaTable>();
const rankingCache = new WeakMap<FfaTournament, { order: Int32Array; rank: Int32Array }>();

/** Points and counters over the first `roundsCounted` rounds. */
export function computeFfaTable(t: FfaTournament, roundsCounted = t.rounds.length): FfaTable {
  if (roundsCounted !== t.rounds.length) return buildFfaTable(t, roundsCounted);
  let table = tableCache.get(t);
  if (!table) {
    table = buildFfaTable(t, roundsCounted);
    tableCache.set(t, table);
  }
  return table;
}

/** Points each slot of a round earned, cached per round value (rounds not amended are shared between values). */
interface RoundScore {
  points: Float64Array;
  wins: Int32Array;
  played: Int32Array;
  forfeits: Int32Array;
}
const roundScoreCache = new WeakMap<FfaRound, RoundScore>();

function scoreRound(round: FfaRound, games: number, scoring: ScoringSystem): RoundScore {
  const cached = roundScoreCache.get(round);
  if (cached) return cached;
  const slots = round.lobbyMembers.length;
  const score: RoundScore = {
    points: new Float64Array(slots),
    wins: new Int32Array(slots),
    played: new Int32Array(slots),
    forfeits: new Int32Array(slots),
  };
  const { resultState, ingameRank, metricScores, metricsGiven, metricCount } = round;
  const { rankRanges, ingameMetrics, forfeitPenalty } = scoring;
  for (let slot = 0; slot < slots; slot++) {
    for (let g = 0; g < games; g++) {
      const k = slot * games + g;
      const state = resultState[k];
      if (state === NO_RESULT) continue;
      score.played[slot]++;
      if (state === FORFEIT) {
        score.forfeits[slot]++;
        score.points[slot] += forfeitPenalty;
        continue;
      }
      // Same arithmetic as ffaGamePoints, read from the compact columns.
      const rank = ingameRank[k];
      let points = rank > 0 && rankRanges.length > 0 ? rankPoints(rankRanges, rank) : 0;
      for (let m = 0, given = metricsGiven[k]; m < given; m++)
        points += metricScores[k * metricCount + m] * ingameMetrics[m].factor;
      score.points[slot] += points;
      if (rank === 1) score.wins[slot]++;
    }
  }
  roundScoreCache.set(round, score);
  return score;
}

/** The stored result of a participant's game in a round, in SPEC §3 shape, or undefined. */
export function ffaResult(round: FfaRound, participant: number, gameIndex: number): FfaGameResult | undefined {
  const slot = round.slotOf[participant] ?? -1;
  const games = round.resultState.length / Math.max(1, round.lobbyMembers.length);
  if (slot < 0 || gameIndex < 0 || gameIndex >= games) return undefined;
  const k = slot * games + gameIndex;
  const state = round.resultState[k];
  if (state === NO_RESULT) return undefined;
  if (state === FORFEIT) return { gameIndex, isForfeit: true };
  const result: FfaGameResult = { gameIndex, isForfeit: false };
  if (round.ingameRank[k] > 0) result.ingameRank = round.ingameRank[k];
  if (round.metricsGiven[k] > 0) {
    result.ingameMetricScores = Array.from(
      round.metricScores.subarray(k * round.metricCount, k * round.metricCount + round.metricsGiven[k]),
      (score) => ({ score }),
    );
  }
  return result;
}

function buildFfaTable(t: FfaTournament, roundsCounted: number): FfaTable {
  const n = t.options.participantCount;
  const points = new Float64Array(n);
  const wins = new Int32Array(n);
  const gamesPlayed = new Int32Array(n);
  const forfeits = new Int32Array(n);
  for (let r = 0; r < roundsCounted; r++) {
    const round = t.rounds[r];
    const score = scoreRound(round, t.options.numberOfGames, t.options.scoring);
    const members = round.lobbyMembers;
    for (let slot = 0; slot < members.length; slot++) {
      const p = members[slot];
      points[p] += score.points[slot];
      wins[p] += score.wins[slot];
      gamesPlayed[p] += score.played[slot];
      forfeits[p] += score.forfeits[slot];
    }
  }
  return { points, wins, gamesPlayed, forfeits };
}

function rankTable(t: FfaTournament, table: FfaTable): { order: Int32Array; rank: Int32Array } {
  const cached = tableCache.get(t) === table ? rankingCache.get(t) : undefined;
  if (cached) return cached;
  const ranking = rankFfa(t, table);
  if (tableCache.get(t) === table) rankingCache.set(t, ranking);
  return ranking;
}

function rankFfa(t: FfaTournament, table: FfaTable): { order: Int32Array; rank: Int32Array } {
  const n = t.options.participantCount;
  return rankWithTieBreaks({
    participants: Int32Array.from({ length: n }, (_, i) => i),
    points: table.points,
    criteria: t.options.tieBreaks ?? ['WINS'],
    values: { WINS: table.wins },
    tournamentTieBreak: t.options.tournamentTieBreak,
    checkInDates: t.options.checkInDates,
  });
}

function buildRound(t: FfaTournament, r: number): FfaRound {
  const { order } = rankTable(t, computeFfaTable(t, r));
  const ranked: number[] = [];
  for (let k = 0; k < order.length; k++) if (t.leftAtRound[order[k]] > r) ranked.push(order[k]);
  const { lobbyMembers, lobbyOffsets } = assignLobbies(
    ranked,
    t.options.lobbySize,
    t.options.lobbyAssignment ?? 'SNAKE',
  );
  return emptyRound(t, lobbyMembers, lobbyOffsets);
}

function emptyRound(t: FfaTournament, lobbyMembers: Int32Array, lobbyOffsets: Int32Array): FfaRound {
  const n = t.options.participantCount;
  const slotOf = new Int32Array(n).fill(-1);
  for (let s = 0; s < lobbyMembers.length; s++) slotOf[lobbyMembers[s]] = s;
  return {
    lobbyMembers,
    lobbyOffsets,
    slotOf,
    resultState: new Uint8Array(lobbyMembers.length * t.options.numberOfGames),
    ingameRank: new Int32Array(lobbyMembers.length * t.options.numberOfGames),
    metricScores: new Float64Array(
      lobbyMembers.length * t.options.numberOfGames * t.options.scoring.ingameMetrics.length,
    ),
    metricsGiven: new Uint8Array(lobbyMembers.length * t.options.numberOfGames),
    metricCount: t.options.scoring.ingameMetrics.length,
  };
}

/**
 * Appends a round whose lobbies are already known (stored ones, when the server replays matches from the
 * database): a replay must keep the lobbies that were played even if an amendment changed the standings since.
 */
export function appendFfaRound(t: FfaTournament, lobbies: readonly (readonly number[])[]): FfaTournament {
  const lobbyOffsets = new Int32Array(lobbies.length + 1);
  lobbies.forEach((lobby, l) => (lobbyOffsets[l + 1] = lobbyOffsets[l] + lobby.length));
  const lobbyMembers = Int32Array.from(lobbies.flat());
  return { ...t, rounds: [...t.rounds, emptyRound(t, lobbyMembers, lobbyOffsets)] };
}

/** The lobbies of a round as lists of participants. */
export function ffaLobbies(round: FfaRound): number[][] {
  const lobbies: number[][] = [];
  for (let l = 0; l + 1 < round.lobbyOffsets.length; l++) {
    lobbies.push(Array.from(round.lobbyMembers.subarray(round.lobbyOffsets[l], round.lobbyOffsets[l + 1])));
  }
  return lobbies;
}

/** Forms the lobbies of the next round from the current standings (round 1: seed order). */
export function startNextFfaRound(t: FfaTournament): FfaTournament {
  if (t.rounds.length >= t.options.numberOfRounds) throw new RangeError('All rounds already started');
  return { ...t, rounds: [...t.rounds, buildRound(t, t.rounds.length)] };
}

export function dropFfaParticipant(t: FfaTournament, participant: number): FfaTournament {
  const leftAtRound = t.leftAtRound.slice();
  leftAtRound[participant] = Math.min(leftAtRound[participant], t.rounds.length);
  return { ...t, leftAtRound };
}

export interface FfaResultEntry {
  participant: number;
  /** undefined removes the participant's result for `gameIndex`. */
  result: FfaGameResult | undefined;
  gameIndex?: number;
}

export interface FfaChange {
  tournament: FfaTournament;
  /** Later rounds without results whose lobbies were formed again. */
  reassignedRounds: number[];
}

/** Records or amends game results of a round; later rounds that have not started get new lobbies. */
export function recordFfaResults(t: FfaTournament, roundIndex: number, entries: readonly FfaResultEntry[]): FfaChange {
  const round = t.rounds[roundIndex];
  if (!round) throw new RangeError(`Round ${roundIndex} has not started`);
  const games = t.options.numberOfGames;
  const resultState = round.resultState.slice();
  const ingameRank = round.ingameRank.slice();
  const metricScores = round.metricScores.slice();
  const metricsGiven = round.metricsGiven.slice();
  const metricCount = round.metricCount;
  for (const entry of entries) {
    const slot = round.slotOf[entry.participant] ?? -1;
    if (slot < 0) throw new RangeError(`Participant ${entry.participant} does not play round ${roundIndex}`);
    const gameIndex = entry.result ? entry.result.gameIndex : (entry.gameIndex ?? 0);
    if (!Number.isInteger(gameIndex) || gameIndex < 0 || gameIndex >= games) {
      throw new RangeError(`Game index ${gameIndex} out of range`);
    }
    const k = slot * games + gameIndex;
    const result = entry.result && normalizeFfaResult(entry.result);
    resultState[k] = !result ? NO_RESULT : result.isForfeit ? FORFEIT : PLAYED;
    ingameRank[k] = result?.ingameRank ?? 0;
    // Metric scores beyond the configured metrics carry no points and are not kept.
    const scores = result?.ingameMetricScores ?? [];
    const kept = Math.min(scores.length, metricCount);
    for (let m = 0; m < kept; m++) metricScores[k * metricCount + m] = scores[m].score;
    metricsGiven[k] = kept;
  }
  const rounds = t.rounds.slice();
  rounds[roundIndex] = { ...round, resultState, ingameRank, metricScores, metricsGiven };
  let next: FfaTournament = { ...t, rounds };
  const reassignedRounds: number[] = [];
  for (let r = roundIndex + 1; r < rounds.length; r++) {
    if (next.rounds[r].resultState.some((x) => x !== NO_RESULT)) continue;
    const rebuilt = buildRound(next, r);
    const before = next.rounds[r].lobbyMembers;
    const same = before.length === rebuilt.lobbyMembers.length && before.every((p, i) => rebuilt.lobbyMembers[i] === p);
    if (same) continue;
    reassignedRounds.push(r);
    const updated = next.rounds.slice();
    updated[r] = rebuilt;
    next = { ...next, rounds: updated };
  }
  return { tournament: next, reassignedRounds };
}

export interface FfaStanding {
  participant: number;
  rank: number;
  points: number;
  wins: number;
  gamesPlayed: number;
  forfeits: number;
}

export function ffaStandings(t: FfaTournament, roundsCounted = t.rounds.length): FfaStanding[] {
  const table = computeFfaTable(t, roundsCounted);
  const { order, rank } = rankTable(t, table);
  return Array.from(order, (p, k) => ({
    participant: p,
    rank: rank[k],
    points: table.points[p],
    wins: table.wins[p],
    gamesPlayed: table.gamesPlayed[p],
    forfeits: table.forfeits[p],
  }));
}
