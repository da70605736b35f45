// What any module may show of a user beside something they did (a match side, a report, an audit entry): the
// nickname and the profile picture. A subquery rather than a lookup, so a statement that lists many rows joins it
// and stays one statement (the score-report path reads a match's detail this way); PostgreSQL folds it into the
// join, so the plan is the one a join of the table would get.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * users' public columns (id, nickname, profile_picture_url), joined as a table:
 * `.innerJoin(publicUserProfiles(db).as('u'), 'u.id', …)`, or in raw SQL `JOIN ${publicUserProfiles(db)} u ON …`.
 */
export function publicUserProfiles(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'nickname', 'profile_picture_url']);
}
