// The one way to serialise writes to a tournament (CONVENTIONS #4): lock its row inside the caller's
// transaction. Modules other than tournaments (matches, prizes, leaderboards) lock through this, not through
// the tournaments repository.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentsTable } from './tournament-tables.js';

export type LockedTournament = Selectable<TournamentsTable>;

export function lockTournament(trx: Kysely<Database>, id: string): Promise<LockedTournament | undefined> {
  return trx.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
