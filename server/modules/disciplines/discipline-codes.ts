// A game's code (what results and leaderboards are filed under), as a subquery another module's statement joins,
// so reading a tournament's game with the tournament stays one statement.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** disciplines' id and code, joined as a table: `.innerJoin(disciplineCodes(db).as('d'), 'd.id', …)`. */
export function disciplineCodes(db: Kysely<Database>) {
  return db.selectFrom('disciplines').select(['id', 'code']);
}
