// Free-for-all matchups (stage type SIMPLE_STAGE, match type FFA): every round splits the field into lobbies
// of the configured size, each lobby plays `numberOfGames` games, and every reported game result becomes
// points through the scoring system. Standings use the shared tie-break machinery.

import { ffaGamePoints, normalizeFfaResult } from './scoring.js';
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
  /** results[slot * numberOfGames + gameIndex]. */
  results: readonly (FfaGameResult | undefined)[];
}

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
  for (let k = 0; k < n; k++) {
    const row = Math.floor(k / L);
    const col = k % L;
    const lobby = row % 2 === 0 ? col : L - 1 - col;
    lobbyMembers[lobbyOffsets[lobby] + fill[lobby]++] = ranked[k];
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

/** Points and counters over the first `roundsCounted` rounds. */
export function computeFfaTable(t: FfaTournament, roundsCounted = t.rounds.length): FfaTable {
  const n = t.options.participantCount;
  const games = t.options.numberOfGames;
  const scoring = t.options.scoring;
  const points = new Float64Array(n);
  const wins = new Int32Array(n);
  const gamesPlayed = new Int32Array(n);
  const forfeits = new Int32Array(n);
  for (let r = 0; r < roundsCounted; r++) {
    const { lobbyMembers, results } = t.rounds[r];
    for (let slot = 0; slot < lobbyMembers.length; slot++) {
      const p = lobbyMembers[slot];
      for (let g = 0; g < games; g++) {
        const res = results[slot * games + g];
        if (!res) continue;
        points[p] += ffaGamePoints(scoring, res);
        gamesPlayed[p]++;
        if (res.isForfeit) forfeits[p]++;
        else if (res.ingameRank === 1) wins[p]++;
      }
    }
  }
  return { points, wins, gamesPlayed, forfeits };
}

function rankTable(t: FfaTournament, table: FfaTable): { order: Int32Array; rank: Int32Array } {
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
  const n = t.options.participantCount;
  const { order } = rankTable(t, computeFfaTable(t, r));
  const ranked: number[] = [];
  for (let k = 0; k < order.length; k++) if (t.leftAtRound[order[k]] > r) ranked.push(order[k]);
  const { lobbyMembers, lobbyOffsets } = assignLobbies(ranked, t.options.lobbySize, t.options.lobbyAssignment ?? 'SNAKE');
  const slotOf = new Int32Array(n).fill(-1);
  for (let s = 0; s < lobbyMembers.length; s++) slotOf[lobbyMembers[s]] = s;
  return {
    lobbyMembers,
    lobbyOffsets,
    slotOf,
    results: new Array<FfaGameResult | undefined>(lobbyMembers.length * t.options.numberOfGames).fill(undefined),
  };
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
  const results = round.results.slice();
  for (const entry of entries) {
    const slot = round.slotOf[entry.participant] ?? -1;
    if (slot < 0) throw new RangeError(`Participant ${entry.participant} does not play round ${roundIndex}`);
    const gameIndex = entry.result ? entry.result.gameIndex : (entry.gameIndex ?? 0);
    if (!Number.isInteger(gameIndex) || gameIndex < 0 || gameIndex >= games) {
      throw new RangeError(`Game index ${gameIndex} out of range`);
    }
    results[slot * games + gameIndex] = entry.result ? normalizeFfaResult(entry.result) : undefined;
  }
  const rounds = t.rounds.slice();
  rounds[roundIndex] = { ...round, results };
  let next: FfaTournament = { ...t, rounds };
  const reassignedRounds: number[] = [];
  for (let r = roundIndex + 1; r < rounds.length; r++) {
    if (next.rounds[r].results.some((x) => x !== undefined)) continue;
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
