// A tournament as play reads it with its own rows in one statement (the match calls, batched on the score-report
// path; a finished tournament's results): its sections, status, organization and game. A subquery, so the caller's
// statement stays one while only this module names the table; PostgreSQL folds it into the join.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The tournament columns play reads, joined as a table: `.selectFrom(tournamentPlaySettings(db).as('t'))`. */
export function tournamentPlaySettings(db: Db) {
  return db
    .selectFrom('tournaments')
    .select([
      'id',
      'organization_id',
      'discipline_id',
      'leaderboard_id',
      'status',
      'format',
      'settings',
      'schedule',
      'main_information',
      'published_at',
    ]);
}
