// The bridge between stored matches and the pure engines of src/domain: new rounds as rows to insert, and the
// engine's value rebuilt (replayed) from the stored rows whenever a round must be paired, a result amended or
// the standings computed. Seeds are 1-based in the database and the API; the engines index by seed - 1.
import {
  appendFfaRound,
  bracketLayout,
  bracketRoundName,
  computeSwissTable,
  createFfa,
  createSingleElimination,
  createSwiss,
  describeMatch,
  dropFfaParticipant,
  dropParticipant,
  ffaLobbies,
  ffaStandings,
  pairNextRound,
  placements,
  rankSwissTable,
  recordFfaResults,
  replaySingleElimination,
  startNextFfaRound,
  swissStandings,
  BYE,
  TBD,
  type BestOf,
  type DuelResult,
  type FfaGameResult,
  type FfaTournament,
  type SingleEliminationBracket,
  type SwissRound,
  type SwissTournament,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { MatchRowStatus } from '../match-tables.js';

/** Seeds in stored participants lists: a real seed (≥ 1), not known yet, or a bye. */
export const SEED_TBD = -1;
export const SEED_BYE = -2;

export interface StoredMatch {
  id: string;
  round_index: number;
  position: number;
  kind: 'DUEL' | 'FFA';
  best_of: number;
  third_place: boolean;
  participants: number[];
  status: MatchRowStatus;
  result: unknown;
  winner: number | null;
}

export interface StoredEntrant {
  seed: number;
  status: 'ACTIVE' | 'ELIMINATED' | 'DISQUALIFIED' | 'BANNED';
  left_at_round: number | null;
}

/** A match to insert for a new round. */
export interface NewMatch {
  round_index: number;
  position: number;
  kind: 'DUEL' | 'FFA';
  best_of: number;
  third_place: boolean;
  participants: number[];
  status: MatchRowStatus;
  winner: number | null;
  resolution: 'BYE' | null;
}

/** FFA results as stored on a lobby: per seed, the game results. */
export type StoredFfaResult = { seed: number; results: FfaGameResult[] }[];

const toSeed = (index: number) => (index === TBD ? SEED_TBD : index === BYE ? SEED_BYE : index + 1);

export const FINAL_STATUSES: readonly MatchRowStatus[] = ['COMPLETED', 'WALKOVER', 'BYE'];
export const isFinal = (status: MatchRowStatus) => FINAL_STATUSES.includes(status);

export function bestOfForRound(format: FormatSection, round: number): BestOf {
  const list = format.bestOf.length > 0 ? format.bestOf : [1];
  return list[Math.min(round, list.length - 1)] as BestOf;
}

/** DuelResult over seeds (as stored) ↔ over engine indices. */
export function resultToEngine(result: DuelResult): DuelResult {
  const map = (seed: number | undefined) => (seed === undefined ? undefined : seed - 1);
  return {
    participants: [result.participants[0] - 1, result.participants[1] - 1],
    ...(result.games ? { games: result.games } : {}),
    ...(result.forfeit !== undefined ? { forfeit: map(result.forfeit) } : {}),
    ...(result.disqualified !== undefined ? { disqualified: map(result.disqualified) } : {}),
    ...(result.decision !== undefined ? { decision: map(result.decision) } : {}),
  };
}

// ——— Single elimination ———

export function singleEliminationOptions(format: FormatSection, entrantCount: number) {
  const layout = bracketLayout(entrantCount, format.thirdPlaceDecider);
  const bestOf = Array.from({ length: layout.roundCount }, (_, r) => bestOfForRound(format, r));
  return { participantCount: entrantCount, thirdPlaceDecider: format.thirdPlaceDecider, bestOf };
}

const ENGINE_STATUS: Record<string, MatchRowStatus> = {
  PENDING: 'PENDING',
  READY: 'READY',
  IN_PROGRESS: 'READY',
  NEEDS_ORGANIZER_DECISION: 'DISPUTED',
  COMPLETED: 'COMPLETED',
  WALKOVER: 'WALKOVER',
  BYE: 'BYE',
};

/** The whole bracket as rows: round 1 with its byes resolved, later rounds waiting for their opponents. */
export function singleEliminationRows(format: FormatSection, entrantCount: number): NewMatch[] {
  const bracket = createSingleElimination(singleEliminationOptions(format, entrantCount));
  const rows: NewMatch[] = [];
  for (let m = 0; m < bracket.matchCount; m++) {
    const view = describeMatch(bracket, m);
    const status = ENGINE_STATUS[view.state];
    rows.push({
      round_index: view.round,
      position: m,
      kind: 'DUEL',
      best_of: view.bestOf,
      third_place: view.isThirdPlaceDecider,
      participants: [toSeed(bracket.opponent1[m]), toSeed(bracket.opponent2[m])],
      status,
      winner: view.winner === null ? null : view.winner + 1,
      resolution: status === 'BYE' ? 'BYE' : null,
    });
  }
  return rows;
}

/** The bracket replayed from stored results (the engine decides opponents, states and winners). */
export function replayBracket(
  format: FormatSection,
  entrantCount: number,
  matches: readonly StoredMatch[],
): SingleEliminationBracket {
  const results: (DuelResult | undefined)[] = [];
  for (const match of matches) if (match.result) results[match.position] = resultToEngine(match.result as DuelResult);
  return replaySingleElimination(singleEliminationOptions(format, entrantCount), results);
}

export interface BracketDiff {
  position: number;
  participants: number[];
  status: MatchRowStatus;
  winner: number | null;
}

/** How each stored match must change to agree with `bracket` (amendments, walkovers), by position. */
export function diffBracket(bracket: SingleEliminationBracket, matches: readonly StoredMatch[]): BracketDiff[] {
  const diffs: BracketDiff[] = [];
  for (const match of matches) {
    const m = match.position;
    const view = describeMatch(bracket, m);
    const participants = [toSeed(bracket.opponent1[m]), toSeed(bracket.opponent2[m])];
    let status = ENGINE_STATUS[view.state];
    // A live report or dispute on a match whose opponents stay the same is kept as it is.
    const sameSides = participants[0] === match.participants[0] && participants[1] === match.participants[1];
    if (sameSides && status === 'READY' && ['REPORTED', 'DISPUTED', 'SCORE_MISSING'].includes(match.status))
      status = match.status;
    const winner = view.winner === null ? null : view.winner + 1;
    if (!sameSides || status !== match.status || winner !== match.winner)
      diffs.push({ position: m, participants, status, winner });
  }
  return diffs;
}

export function bracketRoundNames(format: FormatSection, entrantCount: number): string[] {
  const layout = bracketLayout(entrantCount, format.thirdPlaceDecider);
  return Array.from({ length: layout.roundCount }, (_, r) => bracketRoundName(layout, r));
}

export function bracketPlacements(bracket: SingleEliminationBracket): Map<number, number> {
  const place = placements(bracket);
  const bySeed = new Map<number, number>();
  place.forEach((rank, index) => {
    if (rank > 0) bySeed.set(index + 1, rank);
  });
  return bySeed;
}

// ——— Swiss (and DUEL matchups, which pair like Swiss) ———

function swissOptions(format: FormatSection, entrantCount: number) {
  return {
    participantCount: entrantCount,
    numberOfRounds: Math.max(1, format.numberOfRounds),
    scoring: format.scoringSystem,
    bestOf: format.bestOf.length > 0 ? (format.bestOf as BestOf[]) : undefined,
  };
}

/** The Swiss tournament replayed from stored rounds (their pairings as played) and entrants who left. */
export function replaySwiss(
  format: FormatSection,
  entrants: readonly StoredEntrant[],
  matches: readonly StoredMatch[],
): SwissTournament {
  let t = createSwiss(swissOptions(format, entrants.length));
  const byRound = new Map<number, StoredMatch[]>();
  for (const match of matches) byRound.set(match.round_index, [...(byRound.get(match.round_index) ?? []), match]);
  const rounds: SwissRound[] = [];
  for (let r = 0; byRound.has(r); r++) {
    const pairs: number[] = [];
    const results: (DuelResult | undefined)[] = [];
    let bye = -1;
    for (const match of [...byRound.get(r)!].sort((a, b) => a.position - b.position)) {
      if (match.participants[1] === SEED_BYE) {
        bye = match.participants[0] - 1;
        continue;
      }
      pairs.push(match.participants[0] - 1, match.participants[1] - 1);
      results.push(match.result ? resultToEngine(match.result as DuelResult) : undefined);
    }
    rounds.push({ pairs: Int32Array.from(pairs), bye, repeats: 0, results });
  }
  t = { ...t, rounds };
  for (const entrant of entrants) {
    if (entrant.left_at_round === null) continue;
    // dropParticipant marks from the current round count; the stored round is what counts.
    const dropped = dropParticipant(
      { ...t, rounds: t.rounds.slice(0, entrant.left_at_round) },
      entrant.seed - 1,
      'DISQUALIFIED',
    );
    t = { ...t, status: dropped.status, leftAtRound: dropped.leftAtRound };
  }
  return t;
}

/** Rows of the next Swiss round: pairs in pairing order, the bye (if any) last as a BYE match. */
export function nextSwissRoundRows(format: FormatSection, t: SwissTournament): NewMatch[] {
  const next = pairNextRound(t);
  const r = next.rounds.length - 1;
  const round = next.rounds[r];
  const bestOf = bestOfForRound(format, r);
  const rows: NewMatch[] = [];
  for (let k = 0; k < round.pairs.length / 2; k++) {
    rows.push({
      round_index: r,
      position: k,
      kind: 'DUEL',
      best_of: bestOf,
      third_place: false,
      participants: [round.pairs[2 * k] + 1, round.pairs[2 * k + 1] + 1],
      status: 'READY',
      winner: null,
      resolution: null,
    });
  }
  if (round.bye >= 0) {
    rows.push({
      round_index: r,
      position: rows.length,
      kind: 'DUEL',
      best_of: bestOf,
      third_place: false,
      participants: [round.bye + 1, SEED_BYE],
      status: 'BYE',
      winner: round.bye + 1,
      resolution: 'BYE',
    });
  }
  return rows;
}

export function swissStandingRows(t: SwissTournament) {
  const table = computeSwissTable(t);
  rankSwissTable(t, table);
  return { standings: swissStandings(t), table };
}

// ——— FFA matchups ———

function ffaOptions(format: FormatSection, entrantCount: number) {
  return {
    participantCount: entrantCount,
    lobbySize: Math.max(2, format.lobbySize ?? entrantCount),
    numberOfRounds: Math.max(1, format.numberOfRounds),
    numberOfGames: Math.max(1, format.numberOfGames),
    scoring: format.scoringSystem,
  };
}

export function replayFfa(
  format: FormatSection,
  entrants: readonly StoredEntrant[],
  matches: readonly StoredMatch[],
): FfaTournament {
  let t = createFfa(ffaOptions(format, entrants.length));
  for (let r = 0; ; r++) {
    const lobbies = matches.filter((match) => match.round_index === r).sort((a, b) => a.position - b.position);
    if (lobbies.length === 0) break;
    t = appendFfaRound(
      t,
      lobbies.map((lobby) => lobby.participants.map((seed) => seed - 1)),
    );
    const entries = lobbies.flatMap((lobby) =>
      ((lobby.result as StoredFfaResult | null) ?? []).flatMap((entry) =>
        entry.results.map((result) => ({ participant: entry.seed - 1, result })),
      ),
    );
    if (entries.length > 0) t = recordFfaResults(t, r, entries).tournament;
  }
  for (const entrant of entrants) {
    if (entrant.left_at_round === null) continue;
    const leftAt = dropFfaParticipant(
      { ...t, rounds: t.rounds.slice(0, entrant.left_at_round) },
      entrant.seed - 1,
    ).leftAtRound;
    t = { ...t, leftAtRound: leftAt.map((value, i) => Math.min(value, t.leftAtRound[i])) };
  }
  return t;
}

export function nextFfaRoundRows(format: FormatSection, t: FfaTournament): NewMatch[] {
  const next = startNextFfaRound(t);
  const r = next.rounds.length - 1;
  return ffaLobbies(next.rounds[r]).map((lobby, l) => ({
    round_index: r,
    position: l,
    kind: 'FFA' as const,
    best_of: Math.max(1, format.numberOfGames),
    third_place: false,
    participants: lobby.map((p) => p + 1),
    status: 'READY' as const,
    winner: null,
    resolution: null,
  }));
}

export { ffaStandings };

export function playFormat(format: FormatSection): 'BRACKET' | 'SWISS' | 'FFA' {
  if (format.format === 'SINGLE_ELIMINATION') return 'BRACKET';
  if (format.format === 'MATCHUPS' && format.matchType === 'FFA') return 'FFA';
  return 'SWISS';
}

/** Rounds the tournament plays: the bracket's rounds, or the format's number of rounds. */
export function plannedRoundCount(format: FormatSection, entrantCount: number): number {
  if (playFormat(format) === 'BRACKET') return bracketLayout(entrantCount, format.thirdPlaceDecider).roundCount;
  return Math.max(1, format.numberOfRounds);
}
