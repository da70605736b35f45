// The one hook other modules get when a tournament's final placements are written or rewritten: the play clock
// finishing a tournament, or an organizer amending a result of a finished one. Listeners run inside the same
// transaction (the tournament row is locked), so what they derive (player records, leaderboard standings, the
// ending modal) commits with the placements or not at all.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { finalResults, type FinalResults } from './final-records.js';

export type { FinalRecord, FinalResults } from './final-records.js';

export interface ResultsFinalEvent {
  tournamentId: string;
  /** The injected clock's instant of the change. */
  at: Date;
  /** FINISHED: the tournament just ended; AMENDED: a finished tournament's placements were corrected. */
  kind: 'FINISHED' | 'AMENDED';
  /** Every participant's final place and numbers, read in the same transaction (computed once, on demand). */
  results(): Promise<FinalResults>;
}

export type ResultsFinalListener = (
  trx: Transaction<Database> | Kysely<Database>,
  event: ResultsFinalEvent,
) => Promise<void>;

export async function announceResultsFinal(
  listeners: readonly ResultsFinalListener[],
  trx: Transaction<Database> | Kysely<Database>,
  clock: Clock,
  event: Omit<ResultsFinalEvent, 'results'>,
): Promise<void> {
  if (listeners.length === 0) return;
  let results: Promise<FinalResults> | null = null;
  const full: ResultsFinalEvent = {
    ...event,
    results: () => (results ??= finalResults(trx, clock, event.tournamentId)),
  };
  for (const listener of listeners) await listener(trx, full);
}
