// The one hook other modules get when a tournament's final placements are written or rewritten: the play clock
// finishing a tournament, or an organizer amending a result of a finished one. Listeners run inside the same
// transaction (the tournament row is locked), so what they derive (player records, leaderboard standings, the
// ending modal) commits with the placements or not at all.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { finalResults } from './final-records.js';
import type { FinalResults, ResultsFinalEvent, ResultsFinalListener } from '../../results-final-event.js';

export type { FinalRecord, FinalResults, ResultsFinalEvent, ResultsFinalListener } from '../../results-final-event.js';

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
