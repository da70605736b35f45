// What other modules show of a tournament (its name, whether its matches are duels or free-for-all lobbies), read through the tournaments module so the tournaments
// table is named only here. Lists join it as a derived table, so a page stays one statement.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Every tournament's id, name and match type (null before its format is saved): join it, aliased, where a list
 * names the tournament of each row.
 */
export function tournamentNames(db: Kysely<Database>) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'name', sql<'DUEL' | 'FFA' | null>`format->>'matchType'`.as('match_type')]);
}
