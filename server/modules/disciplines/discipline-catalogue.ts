// Adding to the games list from outside the module (the demo seeder): a discipline is keyed by its code, so
// saving one again updates it in place.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface DisciplineEntry {
  code: string;
  name: string;
  platforms: readonly string[];
  imageUrl: string | null;
}

export async function saveDiscipline(db: Kysely<Database>, entry: DisciplineEntry): Promise<void> {
  const fields = { name: entry.name, platforms: [...entry.platforms], image_url: entry.imageUrl };
  await db
    .insertInto('disciplines')
    .values({ code: entry.code, ...fields })
    .onConflict((oc) => oc.column('code').doUpdateSet(fields))
    .execute();
}
