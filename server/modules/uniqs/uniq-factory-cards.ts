// What other modules show of a Uniq factory by its chain id (the ending modal's reward cards, the tokens a
// winner receives): name, subname, author and square image as the organization described it. A factory Arena
// did not create (made elsewhere on chain) has no description here and is left out of the map.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface FactoryCard {
  chainFactoryId: string;
  name: string;
  subName: string | null;
  /** Null when the organization named no author (the caller shows the platform name). */
  author: string | null;
  squareImage: string | null;
}

export async function factoryCards(db: Kysely<Database>, chainFactoryIds: readonly string[]) {
  const cards = new Map<string, FactoryCard>();
  const ids = [...new Set(chainFactoryIds)].filter((id) => /^\d{1,19}$/.test(id));
  if (ids.length === 0) return cards;
  const rows = await db
    .selectFrom('uniq_factories as f')
    .innerJoin('uniq_factory_drafts as d', 'd.id', 'f.draft_id')
    .select(['f.chain_factory_id', 'd.name', 'd.subname', 'd.author', 'd.square_image_url'])
    .where('f.chain_factory_id', 'in', ids)
    .execute();
  for (const row of rows) {
    const chainFactoryId = String(row.chain_factory_id);
    cards.set(chainFactoryId, {
      chainFactoryId,
      name: row.name,
      subName: row.subname,
      author: row.author,
      squareImage: row.square_image_url,
    });
  }
  return cards;
}
