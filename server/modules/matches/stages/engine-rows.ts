// What the bracket formats (single and double elimination) share between their engines and the stored rows: the
// engine's match states as row statuses, and the diff that brings stored rows in line with a replayed bracket.
import type { MatchRowStatus } from '../match-tables.js';
import type { MatchDiff } from './stage-format.js';
import type { StoredMatch } from './stored-play.js';

export const ENGINE_STATUS: Record<string, MatchRowStatus> = {
  PENDING: 'PENDING',
  READY: 'READY',
  IN_PROGRESS: 'READY',
  NEEDS_ORGANIZER_DECISION: 'DISPUTED',
  COMPLETED: 'COMPLETED',
  WALKOVER: 'WALKOVER',
  BYE: 'BYE',
};

/** One match as the replayed engine has it: seeds (or SEED_TBD / SEED_BYE), row status and winner seed. */
export interface EngineRow {
  participants: number[];
  status: MatchRowStatus;
  winner: number | null;
}

/** How each stored match must change to agree with the engine (amendments, walkovers), by position. */
export function diffEngineRows(
  matches: readonly StoredMatch[],
  engineRow: (position: number) => EngineRow,
): MatchDiff[] {
  const diffs: MatchDiff[] = [];
  for (const match of matches) {
    const m = match.position;
    const { participants, winner, status: engineStatus } = engineRow(m);
    let status = engineStatus;
    // A live report or dispute on a match whose opponents stay the same is kept as it is.
    const sameSides = participants[0] === match.participants[0] && participants[1] === match.participants[1];
    if (sameSides && status === 'READY' && ['REPORTED', 'DISPUTED', 'SCORE_MISSING'].includes(match.status))
      status = match.status;
    if (!sameSides || status !== match.status || winner !== match.winner)
      diffs.push({ position: m, participants, status, winner });
  }
  return diffs;
}
