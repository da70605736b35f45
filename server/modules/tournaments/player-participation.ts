// Whether a user is (or was) one of a tournament's players, as other modules ask it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Whether the tournament exists, and whether the user is (or was) one of its players, solo or in a roster
 * (any registration not cancelled, disqualified ones included).
 */
export async function playerParticipation(
  db: Kysely<Database>,
  tournamentId: string,
  userId: string,
): Promise<{ exists: boolean; participant: boolean }> {
  const tournament = await db.selectFrom('tournaments').select('id').where('id', '=', tournamentId).executeTakeFirst();
  if (!tournament) return { exists: false, participant: false };
  const registration = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('status', '<>', 'CANCELED')
    .where((eb) => eb.or([eb('user_id', '=', userId), sql<boolean>`member_ids @> ${JSON.stringify([userId])}::jsonb`]))
    .executeTakeFirst();
  return { exists: true, participant: registration !== undefined };
}
