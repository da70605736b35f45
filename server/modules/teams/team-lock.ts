// For a caller that must see a team's roster stay still while it decides (a tournament registration).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Locks the team's row for the rest of the transaction; false when there is no such team. */
export async function lockTeam(trx: Kysely<Database>, teamId: string): Promise<boolean> {
  const team = await trx.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().executeTakeFirst();
  return team !== undefined;
}
