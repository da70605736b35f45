// Who may read a tournament's live feed: anyone, when the tournament is public (published, not hidden, of an
// organization that is not locked); a draft is not found, a hidden or locked one is refused.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { organizationCards } from '../../organizations/organizations-module.js';
import { forbidden, notFound } from '../../../http-error.js';

export async function assertFeedPublic(db: Kysely<Database>, tournamentId: string): Promise<void> {
  const row = await db
    .selectFrom('tournaments')
    .innerJoin(organizationCards(db).as('organizations'), 'organizations.id', 'tournaments.organization_id')
    .select(['tournaments.published_at', 'tournaments.hidden', 'organizations.locked'])
    .where('tournaments.id', '=', tournamentId)
    .executeTakeFirst();
  if (!row || row.published_at === null) throw notFound('TOURNAMENT-NOT-FOUND');
  if (row.hidden || row.locked) throw forbidden('TOURNAMENT-FEED-NOT-PUBLIC');
}
