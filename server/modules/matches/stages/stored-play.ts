// What every stage format's engine bridge shares: stored matches and entrants as the pure engines of src/domain
// see them, new rounds as rows to insert, and results converted between seeds and engine indices. Seeds are
// 1-based in the database and the API; the engines index by seed - 1.
import { BYE, TBD, type BestOf, type DuelResult, type FfaGameResult } from '../../../../src/domain/index.js';
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
  /**
   * Sides (issue 30): the participants are already in side order, the first side's first (Swiss pairs by FIDE's
   * colour rules, a round robin's home side); otherwise the format's rule picks (higher seed or a toss).
   */
  sidesInOrder?: boolean;
}

/** FFA results as stored on a lobby: per seed, the game results. */
export type StoredFfaResult = { seed: number; results: FfaGameResult[] }[];

/** An engine index (or its TBD/BYE markers) as a stored seed. */
export const toSeed = (index: number) => (index === TBD ? SEED_TBD : index === BYE ? SEED_BYE : index + 1);

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
