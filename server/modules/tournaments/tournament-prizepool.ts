// A tournament's prize pool rewards, as other modules read them (the ending modal splits them like the payouts).
import type { Kysely, Transaction } from 'kysely';
import type { PrizepoolSection } from '../../../src/contract/tournaments.js';
import type { Reward } from '../../../src/domain/types.js';
import type { Database } from '../../db/schema.js';

/** The rewards of the tournament's saved prize pool (none when the section is not saved); throws if it is gone. */
export async function prizepoolRewards(
  db: Kysely<Database> | Transaction<Database>,
  tournamentId: string,
): Promise<Reward[]> {
  const tournament = await db
    .selectFrom('tournaments')
    .select('prizepool')
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return (tournament.prizepool as PrizepoolSection | null)?.rewards ?? [];
}
