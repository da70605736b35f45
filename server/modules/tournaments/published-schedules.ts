// The schedules of published tournaments, as a subquery (id, schedule) other modules join to find what a
// schedule's instants make due (the notifications' time sweep, the matches' round starts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function publishedSchedules(db: Kysely<Database>) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'schedule'])
    .where('status', '=', 'PUBLISHED')
    .where('schedule', 'is not', null);
}
