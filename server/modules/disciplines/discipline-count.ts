// How many games the catalogue holds, for the demo seeder's "is this database empty?".
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countDisciplines(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('disciplines').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
