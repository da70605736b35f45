// The status of a match as the round management screen shows it (SPEC §4): in progress, reported, inside the
// dispute buffer, disputed, resolved, or missing its score once the round is over.

import { MINUTE_MS } from './schedule.js';
import type { Instant, PhaseWindow } from './types.js';

export type MatchStatus =
  'ROUND_IN_PROGRESS' | 'SCORE_REPORTED' | 'DISPUTE_BUFFER' | 'DISPUTED' | 'DISPUTE_RESOLVED' | 'SCORE_MISSING';

/** After a report, the opponent has this long to dispute it before the score counts as reported. */
export const DEFAULT_DISPUTE_BUFFER_MS = 15 * MINUTE_MS;

export interface MatchStatusInput {
  round: PhaseWindow;
  now: Instant;
  reportedAt?: Instant;
  disputedAt?: Instant;
  resolvedAt?: Instant;
  disputeBufferMs?: number;
}

export function deriveMatchStatus(input: MatchStatusInput): MatchStatus {
  const { now } = input;
  if (input.resolvedAt !== undefined && input.resolvedAt <= now) return 'DISPUTE_RESOLVED';
  if (input.disputedAt !== undefined && input.disputedAt <= now) return 'DISPUTED';
  if (input.reportedAt !== undefined && input.reportedAt <= now) {
    return now < input.reportedAt + (input.disputeBufferMs ?? DEFAULT_DISPUTE_BUFFER_MS)
      ? 'DISPUTE_BUFFER'
      : 'SCORE_REPORTED';
  }
  return now < input.round.end ? 'ROUND_IN_PROGRESS' : 'SCORE_MISSING';
}
