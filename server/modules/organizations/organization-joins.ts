// What other modules' statements read of organizations inside their own statement (the match calls read their
// tournament, its organization's lock and the viewer's organization in one round trip, also batched for a report
// rush): subqueries, so the statement stays one while only this module names the tables.
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** organizations' id and whether it is locked, joined as a table: `.leftJoin(organizationLocks(db).as('o'), …)`. */
export function organizationLocks(db: Kysely<Database>) {
  return db.selectFrom('organizations').select(['id', 'locked']);
}

/**
 * The scalar subquery of the organization `user` organizes for (owner or member), null when none: organizationOfUser
 * as an expression, `user` a uuid or a column of the outer statement (`sql\`i.user_id\``).
 */
export function organizationOfUserQuery(db: Kysely<Database>, user: string | Expression<string>) {
  return db.selectFrom('organization_members').select('organization_id').where('user_id', '=', user).limit(sql.lit(1));
}
