// What other modules show of a leaderboard beside their own rows (its name and kind), read through the
// leaderboards module so its table is named only here: a list joins it as a derived table (PostgreSQL folds it
// into the join), so a page stays one statement.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Every leaderboard's id, name and kind: join it, aliased, where a list names the leaderboard of a row. `version`
 * changes whenever the leaderboard's row does (xmin).
 */
export function leaderboardCards(db: Kysely<Database>) {
  return db.selectFrom('leaderboards').select(['id', 'name', 'kind', sql<string>`xmin::text`.as('version')]);
}
