// Whether a tournament's seeding phase opened (SPEC §4): play seeds a tournament only from then on.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** Its SEEDING_OPENED phase event was applied. */
export async function hasSeedingOpened(db: Db, tournamentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_phase_events')
    .select('phase')
    .where('tournament_id', '=', tournamentId)
    .where('phase', '=', 'SEEDING_OPENED')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The published tournaments whose seeding opened (their ids), as a subquery the play clock's sweep joins with its
 * own rows in one statement: `FROM ${publishedWithSeedingOpened(db)} t LEFT JOIN tournament_play p ON …`.
 */
export function publishedWithSeedingOpened(db: Db) {
  return (
    db
      .selectFrom('tournaments as t')
      .innerJoin('tournament_phase_events as e', (join) =>
        join.onRef('e.tournament_id', '=', 't.id').on('e.phase', '=', sql.lit('SEEDING_OPENED')),
      )
      .select('t.id')
      // Literals, not parameters, as the sweep always wrote them: the partial index on published tournaments matches.
      .where('t.status', '=', sql.lit('PUBLISHED'))
  );
}
