// Promotion is the platform's choice, not the organizer's: an admin features a published tournament on
// GET /tournaments/promoted (the strip at the top of the tournaments page), or takes it off again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { conflict, notFound } from '../../http-error.js';
import type { UserRow } from '../users/users-module.js';
import type { TournamentReader } from './tournament-reader.js';
import { lockTournament } from './tournaments-repository.js';

export async function setPromotion(
  db: Kysely<Database>,
  reader: TournamentReader,
  admin: UserRow,
  id: string,
  promoted: boolean,
  at: Date,
): Promise<TournamentView> {
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw notFound('TOURNAMENT-NOT-FOUND');
    // A draft is invisible to players, so promoting it would advertise nothing.
    if (row.published_at === null) throw conflict('TOURNAMENT-NOT-EDITABLE');
    await trx.updateTable('tournaments').set({ promoted, updated_at: at }).where('id', '=', id).execute();
  });
  return reader.view(id, admin.id);
}
