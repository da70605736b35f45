// The entrants while the seeds can still change (issue 26 §1): the tournaments module checks participants in or
// out, or removes them, on the organizer's behalf until the seeds freeze; the entrant list seeded when the seeding
// window opened follows, so the seeding screen and the first round see who actually plays.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { checkedInRegistrationIds } from '../../tournaments/tournaments-module.js';

type Db = Kysely<Database>;

/** Whether the first round was generated from the seeds: the participants can no longer change. */
export async function seedingFrozen(db: Db, tournamentId: string): Promise<boolean> {
  const play = await db
    .selectFrom('tournament_play')
    .select('seeded_at')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Boolean(play?.seeded_at);
}

/**
 * Under the tournament lock, after a check-in changed: entrants no longer checked in leave, newly checked-in ones
 * join after the others (in check-in order), and the seeds are renumbered 1…n keeping the organizer's order.
 * Nothing to do before the seeding window opened (play seeds from the checked-in registrations then) or once frozen.
 */
export async function syncUnfrozenEntrants(trx: Db, tournamentId: string): Promise<void> {
  const play = await trx
    .selectFrom('tournament_play')
    .select('seeded_at')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (!play || play.seeded_at) return;
  const current = await trx
    .selectFrom('tournament_entrants')
    .select('registration_id')
    .where('tournament_id', '=', tournamentId)
    .orderBy('seed')
    .execute();
  const checkedIn = await checkedInRegistrationIds(trx, tournamentId);
  const playing = new Set(checkedIn);
  const kept = current.map((row) => row.registration_id).filter((id) => playing.has(id));
  const keptSet = new Set(kept);
  const order = [...kept, ...checkedIn.filter((id) => !keptSet.has(id))];
  // Seeds are the primary key: the list is written anew rather than renumbered in place.
  await trx.deleteFrom('tournament_entrants').where('tournament_id', '=', tournamentId).execute();
  if (order.length === 0) return;
  await trx
    .insertInto('tournament_entrants')
    .values(
      order.map((registrationId, k) => ({ tournament_id: tournamentId, seed: k + 1, registration_id: registrationId })),
    )
    .execute();
}

export interface EntrantPlacement {
  seed: number;
  finalRank: number | null;
}

/** Each entrant's seed and final placement (null until known), by registration id: the results of the export. */
export async function entrantPlacements(db: Db, tournamentId: string): Promise<Map<string, EntrantPlacement>> {
  const rows = await db
    .selectFrom('tournament_entrants')
    .select(['registration_id', 'seed', 'final_rank'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.registration_id,
      { seed: Number(row.seed), finalRank: row.final_rank === null ? null : Number(row.final_rank) },
    ]),
  );
}
