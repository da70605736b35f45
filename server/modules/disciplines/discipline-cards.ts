// What other modules show of a game (its code, name and artwork), read through the disciplines module so the
// disciplines table is named only here. Lists join it as a derived table, so a page stays one statement
// (PostgreSQL folds the subquery into the join: the plan is the one of a plain join).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * Every game's id, code, name and artwork: join it, aliased, where a list shows the game of each row. `version`
 * changes whenever the game's row does (its row version, xmin): what a validated answer cache compares.
 */
export function disciplineCards(db: Db) {
  return db
    .selectFrom('disciplines')
    .select(['id', 'code', 'name', 'image_url', sql<string>`xmin::text`.as('version')]);
}

/** Every game's name by its code, in one query (the catalogue is a handful of rows). */
export async function disciplineNamesByCode(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('disciplines').select(['code', 'name']).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The game with this code, or undefined. */
export function findDisciplineByCode(db: Db, code: string): Promise<{ id: string; code: string } | undefined> {
  return db.selectFrom('disciplines').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}
