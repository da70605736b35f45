// What any module may show of a team beside something it did (a match side, a standings row): its name and
// avatar. A subquery rather than a lookup, so a statement listing many rows joins it and stays one statement;
// PostgreSQL folds it into the join, so the plan is the one a join of the table would get.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * teams' public columns (id, name, avatar_url), joined as a table:
 * `.leftJoin(publicTeamProfiles(db).as('t'), 't.id', …)`, or in raw SQL `LEFT JOIN ${publicTeamProfiles(db)} t ON …`.
 */
export function publicTeamProfiles(db: Kysely<Database>) {
  return db.selectFrom('teams').select(['id', 'name', 'avatar_url']);
}
